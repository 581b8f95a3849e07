import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { tokenAtom } from '@/atoms/session';
import { browserNavigation } from '@/lib/browser-navigation';
import { resetUnauthorizedState } from '@/lib/http/client';
import { type DemoFaults, serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl } from '@tests/unit/harness';
import {
  advance,
  callsFor,
  expectHeaderUsable,
  expectHealthy,
  expectNoToast,
  expectToast,
  type FaultCase,
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

/**
 * Faults on every Users call (docs/users.md; docs/requirements.md section 8), as an administrator:
 * the list, User Details, Create User, Edit, Disable and bulk Disable, each under the five standard
 * faults: the rows of docs/reliability.md that run here (tests/e2e/reliability-cases-users.ts).
 */
const USERS = '/dashboard/manage/user';
const CREATE = `${USERS}/create`;
const ID = 9001;
const NAME = 'Neha Kulkarni';
const DETAILS = `${USERS}/view/${ID}`;
const CALL = `/v3/user/${ID}`;

type Demo = ReturnType<typeof serveDemoApi>;
const faultOn = (demo: Demo, key: FaultKey, path: string, method: string) => {
  if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
  else demo.db.setFaults(faultFor(key, path, method));
};

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

describe('Users under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'users-list',
    perFault(async (key) => {
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: USERS,
        faults: faultFor(key, '/v3/user/filter'),
        render: slow ? 'app' : 'route',
      });
      const table = () => screen.getByRole('table', { name: 'Users' });
      if (slow) {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(table()).getByRole('link', { name: 'Asha Rao' })).toBeVisible());
      } else {
        await skipUntil(() =>
          expect(within(table()).getByText('The users could not be loaded.')).toBeVisible(),
        );
        expect(within(table()).getByRole('button', { name: 'Try again' })).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', '/v3/user/filter')).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'users-bulk-disable',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: `${USERS}?search=Neha`, render: 'route' });
      await skipUntil(() => expect(screen.getByRole('checkbox', { name: `Select ${NAME}` })).toBeVisible());
      await user.click(screen.getByRole('checkbox', { name: `Select ${NAME}` }));
      await user.click(screen.getByRole('button', { name: 'Disable selected (1)' }));
      faultOn(demo, key, '/v3/user/disable', 'POST');
      const confirm = () =>
        within(screen.getByRole('alertdialog', { name: 'Disable 1 user?' })).getByRole('button', {
          name: 'Disable',
        });
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('status', { name: 'Disable result' })).toHaveTextContent(
            `Disabled: ${NAME}.`,
          ),
        );
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(screen.getByRole('button', { name: 'Disable selected (1)' })).toBeEnabled();
        expect(demo.count('POST', '/v3/user/disable')).toBe(1);
        if (key !== 'malformed') expect(demo.db.user(ID)!.status).not.toBe(false);
      }
      expectHealthy();
    }),
  );
});

describe('User Details under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'user-details',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const { toasts, user } = await loadFaultCase({
        url: DETAILS,
        demo,
        faults: faultFor(key, CALL, 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading(`User: ${NAME}`)).toBeVisible());
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        await expectHeaderUsable(user);
        expect(demo.count('GET', CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'user-status',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const statusCall = `${CALL}/status`;
      const { toasts, user } = await loadFaultCase({ url: DETAILS, demo });
      await skipUntil(() => expect(heading(`User: ${NAME}`)).toBeVisible());
      await user.click(screen.getByRole('button', { name: 'Disable' }));
      faultOn(demo, key, statusCall, 'POST');
      const confirm = () =>
        within(screen.getByRole('alertdialog', { name: `Disable ${NAME}?` })).getByRole('button', {
          name: 'Disable',
        });
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `User ${NAME} disabled.`, 'success');
        await skipUntil(() => expect(line('Status')).toHaveTextContent('Disabled'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(line('Status')).toHaveTextContent('Active');
        expect(demo.count('POST', statusCall)).toBe(1);
        if (key !== 'malformed') expect(demo.db.user(ID)!.status).not.toBe(false);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'user-edit',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const { toasts, user } = await loadFaultCase({ url: DETAILS, demo });
      await skipUntil(() => expect(heading(`User: ${NAME}`)).toBeVisible());
      await user.click(screen.getByRole('button', { name: /Edit/ }));
      await skipUntil(() => expect(field('Last name')).toHaveValue('Kulkarni'));
      await user.clear(field('Last name'));
      await user.type(field('Last name'), 'Kulkarni-Shah');
      faultOn(demo, key, CALL, 'PUT');
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'User Neha Kulkarni-Shah updated.', 'success');
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Last name')).toHaveValue('Kulkarni-Shah');
        expect(saveButton()).toBeEnabled();
        expect(demo.count('PUT', CALL)).toBe(1);
      }
      expectHealthy();
    }),
  );
});

describe('Create User under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'user-create',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: `${CREATE}?role_id=4` });
      await user.type(field('First name'), 'Priya');
      await user.type(field('Last name'), 'Menon');
      await user.type(field('Email'), 'faults@example.com');
      await skipUntil(() => expect(field('Role')).toHaveValue('4'));
      const before = demo.db.users.length;
      faultOn(demo, key, '/v3/user/', 'POST');
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Email')).toHaveValue('faults@example.com');
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'User Priya Menon created.', 'success');
        await skipUntil(() =>
          expect(screen.getByRole('dialog', { name: /Temporary password/ })).toBeVisible(),
        );
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Email')).toHaveValue('faults@example.com');
        expect(saveButton()).toBeEnabled();
        expect(currentUrl()).toBe(`${CREATE}?role_id=4`);
        expect(screen.queryByRole('dialog', { name: /Temporary password/ })).not.toBeInTheDocument();
        expect(demo.count('POST', '/v3/user/')).toBe(1);
        if (key !== 'malformed') expect(demo.db.users).toHaveLength(before);
      }
      expectHealthy();
    }),
  );
});

/**
 * The calls Users reuses, beyond the case list of docs/reliability.md: the roles it offers (POST
 * v3/role/filter, the role filter and the form's role picker), the settings it reads (GET
 * v3/settings: N of "not signed in for N days") and Export to CSV (POST v3/user/filter, page by
 * page). A 401 signs out; under a 403, a 500, a dropped connection or a slow answer the pickers
 * are only logged (no toast: the screen works without them) and Export says why in its status;
 * nothing typed is lost.
 */
type ReusedFault = '401' | '403' | '500' | 'network' | 'slow';
const REUSED_FAULTS: readonly ReusedFault[] = ['401', '403', '500', 'network', 'slow'];
const FORBIDDEN_TEXT = 'Your role does not include this call (test).';

const reusedFault = (fault: ReusedFault, path: string, method: string): DemoFaults => {
  switch (fault) {
    case '401':
      return { failures: [{ path, method, status: 401, message: 'Session ended (test)' }] };
    case '403':
      return { failures: [{ path, method, status: 403, message: FORBIDDEN_TEXT }] };
    case '500':
      return faultFor('500-message', path, method);
    case 'network':
      return faultFor('network', path, method);
    case 'slow':
      return { latencyMs: SLOW_MS };
  }
};

/** What Export says when its call fails so. */
const exportFailure = (fault: Exclude<ReusedFault, '401' | 'slow'>): string =>
  `The export failed: ${fault === '403' ? FORBIDDEN_TEXT : toastDetailFor(fault === '500' ? '500-message' : 'network')} Try again.`;

/** The 401: the session is gone and the app is back at the sign-in page. */
const expectSignedOut = async (harness: FaultCase, replace: ReturnType<typeof vi.spyOn>) => {
  await skipUntil(() => expect(replace).toHaveBeenCalledWith('/'));
  expect(harness.store.get(tokenAtom)).toBeNull();
};

describe("Users' reused calls under faults", { timeout: 30_000 }, () => {
  let replace: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:users'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    resetUnauthorizedState();
  });

  it.each(REUSED_FAULTS)('Create User, the roles (POST v3/role/filter) under %s', async (fault) => {
    const harness = await loadFaultCase({
      url: CREATE,
      render: 'route',
      faults: reusedFault(fault, '/v3/role/filter', 'POST'),
    });
    const { demo, toasts, user } = harness;
    if (fault === '401') return expectSignedOut(harness, replace);
    await user.type(field('First name'), 'Priya');
    await user.type(field('Email'), 'faults@example.com');
    const offered = () => within(field('Role')).queryByRole('option', { name: 'Support Agent' });
    if (fault === 'slow') {
      await advance(SLOW_MS);
      await skipUntil(() => expect(offered()).toBeInTheDocument());
    } else {
      await skipUntil(() => expect(demo.count('POST', '/v3/role/filter')).toBe(fault === '403' ? 1 : 4));
      expect(offered()).not.toBeInTheDocument();
      expectNoToast(toasts);
    }
    expect(field('First name')).toHaveValue('Priya');
    expect(field('Email')).toHaveValue('faults@example.com');
    expect(replace).not.toHaveBeenCalled();
    expectHealthy();
  });

  it.each(REUSED_FAULTS)('Users, the settings (GET v3/settings) under %s', async (fault) => {
    const harness = await loadFaultCase({
      url: `${USERS}?search=Neha`,
      render: 'route',
      faults: reusedFault(fault, '/v3/settings', 'GET'),
    });
    const { toasts } = harness;
    if (fault === '401') return expectSignedOut(harness, replace);
    await skipUntil(() => expect(screen.getByRole('link', { name: NAME })).toBeVisible());
    // The filter's N: the default until the settings answer (never, under the fault).
    expect(screen.getByRole('checkbox', { name: 'Not signed in for 90 days' })).toBeVisible();
    if (fault === 'slow') await advance(SLOW_MS);
    else expectNoToast(toasts);
    expect(screen.getByRole('searchbox')).toHaveValue('Neha');
    expectHealthy();
  });

  it.each(REUSED_FAULTS)('Users, Export to CSV (POST v3/user/filter) under %s', async (fault) => {
    const harness = await loadFaultCase({ url: `${USERS}?search=Neha`, render: 'route' });
    const { demo, user } = harness;
    await skipUntil(() => expect(screen.getByRole('link', { name: NAME })).toBeVisible());
    demo.db.setFaults(reusedFault(fault, '/v3/user/filter', 'POST'));
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    if (fault === '401') return expectSignedOut(harness, replace);
    if (fault === 'slow') {
      await skipUntil(() => expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeDisabled());
      await advance(SLOW_MS);
      await skipUntil(() => expect(screen.getByText('1 users exported.')).toBeVisible());
    } else {
      await skipUntil(() => expect(screen.getByText(exportFailure(fault))).toBeVisible());
      expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeEnabled();
    }
    expect(screen.getByRole('searchbox')).toHaveValue('Neha');
    expect(screen.getByRole('link', { name: NAME })).toBeVisible();
    expectHealthy();
  });
});
