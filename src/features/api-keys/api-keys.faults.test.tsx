import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { tokenAtom } from '@/atoms/session';
import { browserNavigation } from '@/lib/browser-navigation';
import { resetUnauthorizedState } from '@/lib/http/client';
import { type DemoApi, type DemoFaults, serveDemoApi } from '@tests/unit/demo-api';
import {
  advance,
  callsFor,
  expectHealthy,
  expectNoToast,
  expectToast,
  type FaultKey,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  toastDetailFor,
  tryAgain,
} from '@tests/unit/reliability-kit';
import { customerUser } from '@tests/unit/session-fixtures';

import { LOAD_ERROR_TEXT } from './api-key-words';

/**
 * Every call of API Secret Key under the five standard faults (docs/api-keys.md, "Failures";
 * docs/requirements.md section 8), as a customer with API access: the list says so in place with
 * Try again (only logged, retried 3 times); Create key, Rotate and Revoke show the query client's
 * one 'Error' toast, keep what was typed and the key as it was, and never show a secret they did
 * not get. The rows of docs/reliability.md that run here (tests/e2e/reliability-cases-api-keys.ts).
 */
const URL = '/dashboard/secret-api/list';
const LIST_CALL = '/v3/api-key/filter';
const KEY = 'Lab results export';

const table = () => screen.getByRole('table', { name: 'API keys' });
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name, { exact: true }) !== null)!;
const statusOf = (demo: DemoApi, name: string) => {
  const key = demo.db.apiKeys.find((row) => row.name === name)!;
  return { revoked: key.revoked_at !== null, retiring: key.retiring_until !== null };
};
const faultOn = (demo: DemoApi, key: FaultKey, path: string) => {
  if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
  else demo.db.setFaults(faultFor(key, path, 'POST'));
};

/** The keys listed, as the customer; then the fault. */
const keysLoaded = async () => {
  const loaded = await loadFaultCase({ url: URL, user: customerUser, render: 'route' });
  await skipUntil(() => expect(screen.getByText(KEY)).toBeVisible());
  return loaded;
};

describe('API keys list under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'api-key-list',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: URL,
        user: customerUser,
        faults: faultFor(key, LIST_CALL),
        render: 'route',
      });
      if (key === 'slow') {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await advance(SLOW_MS);
        await skipUntil(() => expect(screen.getByText(KEY)).toBeVisible());
      } else {
        await skipUntil(() => expect(within(table()).getByText(LOAD_ERROR_TEXT)).toBeVisible());
        expectNoToast(toasts);
        expect(demo.count('POST', LIST_CALL)).toBe(callsFor(key));
        demo.db.clearFaults();
        await user.click(tryAgain());
        await skipUntil(() => expect(screen.getByText(KEY)).toBeVisible());
      }
      expectHealthy();
    }),
  );
});

describe('Create key under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'api-key-create',
    perFault(async (key) => {
      const { demo, toasts, user } = await keysLoaded();
      const before = demo.db.apiKeys.length;
      await user.click(screen.getByRole('button', { name: 'Create key' }));
      const dialog = screen.getByRole('dialog', { name: 'Create API key' });
      await user.type(within(dialog).getByLabelText('Name'), 'Nightly export');
      faultOn(demo, key, '/v3/api-key/');
      const create = () => within(dialog).getByRole('button', { name: 'Create key' });
      await user.click(create());
      if (key === 'slow') {
        await skipUntil(() => expect(create()).toBeDisabled(), { stepMs: 100 });
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('dialog', { name: 'Secret for Nightly export' })).toBeVisible(),
        );
        // The secret is held in memory until copied: let it go, as the user does.
        await user.click(screen.getByRole('button', { name: 'I have copied it' }));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(within(dialog).getByLabelText('Name')).toHaveValue('Nightly export');
        expect(screen.queryByRole('dialog', { name: /^Secret for/ })).not.toBeInTheDocument();
        expect(demo.count('POST', '/v3/api-key/')).toBe(1);
        if (key !== 'malformed') expect(demo.db.apiKeys).toHaveLength(before);
      }
      expectHealthy();
    }),
  );
});

/** Rotate or Revoke on the key, confirmed, under the fault. */
const confirmMove = async (key: FaultKey | 'stale', action: 'Rotate' | 'Revoke') => {
  const { demo, toasts, user } = await keysLoaded();
  const target = demo.db.apiKeys.find((row) => row.name === KEY)!;
  const path = `/v3/api-key/${target.id}/${action.toLowerCase()}`;
  if (key === 'stale') target.version += 1;
  else faultOn(demo, key, path);
  await user.click(within(rowOf(KEY)).getByRole('button', { name: `${action} ${KEY}` }));
  const dialog = screen.getByRole('alertdialog', { name: `${action} ${KEY}?` });
  const confirm = within(dialog).getByRole('button', { name: `${action} key` });
  await user.click(confirm);
  return { demo, toasts, path, confirm, user };
};

describe('Rotate and Revoke under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'api-key-rotate',
    perFault(async (key) => {
      const { demo, toasts, path, confirm, user } = await confirmMove(key, 'Rotate');
      if (key === 'slow') {
        await skipUntil(() => expect(confirm).toBeDisabled(), { stepMs: 100 });
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('dialog', { name: `New secret for ${KEY}` })).toBeVisible(),
        );
        await user.click(screen.getByRole('button', { name: 'I have copied it' }));
        expect(statusOf(demo, KEY).retiring).toBe(true);
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(screen.queryByRole('dialog', { name: /secret/i })).not.toBeInTheDocument();
        expect(demo.count('POST', path)).toBe(1);
        if (key !== 'malformed') expect(statusOf(demo, KEY)).toEqual({ revoked: false, retiring: false });
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'api-key-revoke',
    perFault(async (key) => {
      const { demo, toasts, path, confirm } = await confirmMove(key, 'Revoke');
      if (key === 'slow') {
        await skipUntil(() => expect(confirm).toBeDisabled(), { stepMs: 100 });
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `API key ${KEY} revoked.`, 'success');
        await skipUntil(() => expect(rowOf(KEY)).toHaveTextContent('Revoked'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(demo.count('POST', path)).toBe(1);
        if (key !== 'malformed') {
          expect(statusOf(demo, KEY).revoked).toBe(false);
          await skipUntil(() => expect(rowOf(KEY)).toHaveTextContent('Active'));
        }
      }
      expectHealthy();
    }),
  );
});

describe('API Secret Key: beyond the five faults', { timeout: 30_000 }, () => {
  beforeEach(() =>
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('a server without the list call: says which call it lacks; nothing is toasted', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    const { toasts } = await loadFaultCase({ url: URL, user: customerUser, render: 'route', demo });
    await skipUntil(() =>
      expect(
        screen.getByText(
          'This screen needs POST /v3/api-key/filter, which this server does not provide yet.',
        ),
      ).toBeVisible(),
    );
    expectNoToast(toasts);
  });

  it('a stale version on Revoke (409): the toast says someone changed it; the key stays', async () => {
    const { demo, toasts } = await confirmMove('stale', 'Revoke');
    await expectToast(toasts, 'Error', /changed by someone else/);
    expect(statusOf(demo, KEY).revoked).toBe(false);
    expectHealthy();
  });
});

/**
 * Create key's clinic picker (POST v3/Clinic/filter, the customer's clinics; reused from the
 * lists' filters), beyond the case list of docs/reliability.md: a 401 signs out; under a 403, a
 * 500, a dropped connection or a slow answer the picker is only logged (no toast: "All clinics"
 * still works), offers no clinic until it answers, and the name typed stays.
 */
type PickerFault = '401' | '403' | '500' | 'network' | 'slow';
const PICKER_FAULTS: readonly PickerFault[] = ['401', '403', '500', 'network', 'slow'];
const CLINICS_CALL = '/v3/Clinic/filter';

const pickerFault = (fault: PickerFault): DemoFaults => {
  switch (fault) {
    case '401':
      return { failures: [{ path: CLINICS_CALL, status: 401, message: 'Session ended (test)' }] };
    case '403':
      return { failures: [{ path: CLINICS_CALL, status: 403, message: 'Forbidden (test)' }] };
    case '500':
      return faultFor('500-message', CLINICS_CALL);
    case 'network':
      return faultFor('network', CLINICS_CALL);
    case 'slow':
      return { latencyMs: SLOW_MS };
  }
};

describe("Create key's clinic picker under faults", { timeout: 30_000 }, () => {
  let replace: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    resetUnauthorizedState();
  });

  it.each(PICKER_FAULTS)('POST v3/Clinic/filter under %s', async (fault) => {
    // The screen asks for the clinics as it opens (the dialog reuses the answer): faulted from the start.
    const harness = await loadFaultCase({
      url: URL,
      user: customerUser,
      render: 'route',
      faults: pickerFault(fault),
    });
    const { demo, toasts, user } = harness;
    if (fault === '401') {
      await skipUntil(() => expect(replace).toHaveBeenCalledWith('/'));
      expect(harness.store.get(tokenAtom)).toBeNull();
      return;
    }
    if (fault === 'slow') await advance(SLOW_MS);
    await skipUntil(() => expect(screen.getByText(KEY)).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nightly export');
    await user.click(within(dialog).getByRole('radio', { name: 'Only these clinics' }));
    const options = () =>
      within(within(dialog).getByLabelText('Clinics of the key')).queryAllByRole('option');
    if (fault === 'slow') {
      await advance(SLOW_MS);
      await skipUntil(() => expect(options().length).toBeGreaterThan(0));
    } else {
      // Asked (a 5xx or a dropped connection retried), answered nothing.
      await skipUntil(() =>
        expect(demo.count('POST', CLINICS_CALL)).toBeGreaterThanOrEqual(fault === '403' ? 1 : 4),
      );
      expect(options()).toHaveLength(0);
      expectNoToast(toasts);
    }
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Nightly export');
    expect(replace).not.toHaveBeenCalled();
    expectHealthy();
  });
});
