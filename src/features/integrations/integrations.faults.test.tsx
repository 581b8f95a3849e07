import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { fakeReceiver } from '@tests/unit/delivery-receiver';
import {
  advance,
  callsFor,
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
 * Every call of External Integrations under the five standard faults (docs/integrations.md,
 * "Faults"; docs/requirements.md section 8): a read says so in place with Try again and no toast; a
 * write leaves the page as it was, with the query client's one 'Error' toast, and shows no secret
 * it did not get. The rows of docs/reliability.md that run here
 * (tests/e2e/reliability-cases-integrations.ts).
 */
const LIST = '/dashboard/manage/externalIntergation';
const RELAY = 1;
const DETAILS = `${LIST}/view/${RELAY}`;
const CALL = `/v3/integration/${RELAY}`;
const NAME = 'Lab results relay';
const HEADING = `External Integration: ${NAME}`;

const heading = (name = HEADING) => screen.getByRole('heading', { level: 1, name });
const field = (name: string) => screen.getByLabelText(name, { exact: true });
const button = (name: string) => screen.getByRole('button', { name });

/** The relay's page, its test deliveries going to a fake receiver. */
const details = async (faults?: ReturnType<typeof faultFor>): Promise<FaultCase> => {
  const demo = serveDemoApi();
  fakeReceiver(demo.db);
  const loaded = await loadFaultCase({ url: DETAILS, demo, render: 'route', faults: faults ?? null });
  if (!faults) await skipUntil(() => expect(heading()).toBeVisible());
  return loaded;
};

const faultOn = ({ demo }: FaultCase, key: FaultKey, path: string, method: string) => {
  if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
  else demo.db.setFaults(faultFor(key, path, method));
};

const relay = ({ demo }: FaultCase) => demo.db.integrations.find((row) => row.id === RELAY)!;

/** A failed write: the one 'Error' toast, asked once. */
const expectWriteFailed = async (loaded: FaultCase, key: FaultKey, method: string, path: string) => {
  await expectToast(loaded.toasts, 'Error', toastDetailFor(key as Exclude<FaultKey, 'slow'>));
  expect(loaded.demo.count(method, path)).toBe(1);
};

/** Confirms the alert dialog's action; returns its button (to see it wait). */
const confirmWith = async (user: UserEvent, name: string) => {
  const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name });
  await user.click(confirm);
  return confirm;
};

describe('External Integrations: reads under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'integration-list',
    perFault(async (key) => {
      const call = '/v3/integration/filter';
      const { demo, toasts } = await loadFaultCase({
        url: LIST,
        render: 'route',
        faults: faultFor(key, call, 'POST'),
      });
      const table = () => screen.getByRole('table', { name: 'External integrations' });
      if (key === 'slow') {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(table()).getByRole('link', { name: NAME })).toBeVisible());
      } else {
        await skipUntil(() =>
          expect(within(table()).getByText('The integrations could not be loaded.')).toBeVisible(),
        );
        expect(tryAgain()).toBeVisible();
        expect(demo.count('POST', call)).toBe(callsFor(key));
        expectNoToast(toasts);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'integration-details',
    perFault(async (key) => {
      const { demo, toasts } = await details(faultFor(key, CALL, 'GET'));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading()).toBeVisible());
        await skipUntil(() => expect(screen.getByText(/^\d+ deliveries, newest first\.$/)).toBeVisible());
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expect(demo.count('GET', CALL)).toBe(callsFor(key));
        expect(screen.queryByText('Delivery log')).not.toBeInTheDocument();
        expectNoToast(toasts);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'integration-deliveries',
    perFault(async (key) => {
      const path = `${CALL}/deliveries`;
      const { demo, toasts } = await details(faultFor(key, path, 'POST'));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading the deliveries…')).toBeVisible());
        expect(heading()).toBeVisible();
        expect(button('Send test event')).toBeEnabled();
        await advance(SLOW_MS);
        await skipUntil(() => expect(screen.getByText(/^\d+ deliveries, newest first\.$/)).toBeVisible());
      } else {
        await skipUntil(() =>
          expect(screen.getByText('The delivery log could not be loaded.')).toBeVisible(),
        );
        expect(tryAgain()).toBeVisible();
        // The rest of the page works: the view and Send test event.
        expect(heading()).toBeVisible();
        expect(button('Send test event')).toBeEnabled();
        expect(demo.count('POST', path)).toBe(callsFor(key));
        expectNoToast(toasts);
      }
      expectHealthy();
    }),
  );
});

describe('External Integrations: writes under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'integration-create',
    perFault(async (key) => {
      const call = '/v3/integration/';
      const loaded = await loadFaultCase({ url: `${LIST}/create`, render: 'route' });
      const { demo, user } = loaded;
      const before = demo.db.integrations.length;
      await user.type(field('Name'), 'Faults relay');
      await user.type(field('Endpoint URL'), 'https://hooks.example.com/in');
      await user.click(screen.getByRole('checkbox', { name: /A query answered/ }));
      faultOn(loaded, key, call, 'POST');
      await user.click(button('Save'));
      if (key === 'slow') {
        await skipUntil(() => expect(button('Saving...')).toBeDisabled());
        expect(field('Name')).toHaveValue('Faults relay');
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('dialog', { name: 'Signing secret for Faults relay' })).toBeVisible(),
        );
        // The secret is held in memory until copied: let it go, as the user does.
        await user.click(button('I have copied it'));
      } else {
        await expectWriteFailed(loaded, key, 'POST', call);
        expect(field('Name')).toHaveValue('Faults relay');
        expect(field('Endpoint URL')).toHaveValue('https://hooks.example.com/in');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        if (key !== 'malformed') expect(demo.db.integrations).toHaveLength(before);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'integration-edit',
    perFault(async (key) => {
      const loaded = await details();
      const { user } = loaded;
      await user.click(button('Edit'));
      await skipUntil(() => expect(field('Name')).toHaveValue(NAME));
      await user.clear(field('Name'));
      await user.type(field('Name'), 'Lab relay 2');
      faultOn(loaded, key, CALL, 'PUT');
      await user.click(button('Save'));
      if (key === 'slow') {
        await skipUntil(() => expect(button('Saving...')).toBeDisabled());
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading('External Integration: Lab relay 2')).toBeVisible());
      } else {
        await expectWriteFailed(loaded, key, 'PUT', CALL);
        expect(field('Name')).toHaveValue('Lab relay 2');
        if (key !== 'malformed') expect(relay(loaded)).toMatchObject({ name: NAME, version: 1 });
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'integration-status',
    perFault(async (key) => {
      const path = `${CALL}/status`;
      const loaded = await details();
      await loaded.user.click(button('Disable'));
      faultOn(loaded, key, path, 'PUT');
      const confirm = await confirmWith(loaded.user, 'Disable');
      if (key === 'slow') {
        await skipUntil(() => expect(confirm).toBeDisabled());
        await advance(SLOW_MS);
        await skipUntil(() => expect(button('Enable')).toBeEnabled());
      } else {
        await expectWriteFailed(loaded, key, 'PUT', path);
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        if (key !== 'malformed') {
          expect(relay(loaded).status).toBe(true);
          expect(button('Disable')).toBeEnabled();
        }
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'integration-rotate-secret',
    perFault(async (key) => {
      const path = `${CALL}/rotate-secret`;
      const loaded = await details();
      const secret = relay(loaded).signing_secret;
      await loaded.user.click(button('Rotate secret'));
      faultOn(loaded, key, path, 'POST');
      const confirm = await confirmWith(loaded.user, 'Rotate secret');
      if (key === 'slow') {
        await skipUntil(() => expect(confirm).toBeDisabled());
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('dialog', { name: `Signing secret for ${NAME}` })).toBeVisible(),
        );
        // The secret is held in memory until copied: let it go, as the user does.
        await loaded.user.click(button('I have copied it'));
      } else {
        await expectWriteFailed(loaded, key, 'POST', path);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        if (key !== 'malformed') expect(relay(loaded).signing_secret).toBe(secret);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'integration-test',
    perFault(async (key) => {
      const path = `${CALL}/test`;
      const loaded = await details();
      faultOn(loaded, key, path, 'POST');
      await loaded.user.click(button('Send test event'));
      if (key === 'slow') {
        await skipUntil(() => expect(button('Send test event')).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(loaded.toasts, 'Success', /^Test event sent: /, 'success');
        await skipUntil(() => expect(screen.getByLabelText('The answer it got')).toBeVisible());
      } else {
        await expectWriteFailed(loaded, key, 'POST', path);
        expect(screen.queryByLabelText('The answer it got')).not.toBeInTheDocument();
        expect(button('Send test event')).toBeEnabled();
        if (key !== 'malformed') expect(loaded.demo.db.deliveries.some((row) => row.test)).toBe(false);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'integration-redeliver',
    perFault(async (key) => {
      const loaded = await details();
      const before = loaded.demo.db.deliveries.length;
      const first = (await screen.findAllByRole('button', { name: /^Redeliver delivery/ }))[0]!;
      const id = /\d+/.exec(first.getAttribute('aria-label') ?? '')?.[0] ?? '';
      const path = `/v3/delivery/${id}/redeliver`;
      const redeliver = () => button(`Redeliver delivery ${id}`);
      faultOn(loaded, key, path, 'POST');
      await loaded.user.click(redeliver());
      if (key === 'slow') {
        await skipUntil(() => expect(redeliver()).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(
          loaded.toasts,
          'Success',
          new RegExp(`^Delivery ${id} sent again as \\d+: `),
          'success',
        );
      } else {
        await expectWriteFailed(loaded, key, 'POST', path);
        expect(redeliver()).toBeEnabled();
        if (key !== 'malformed') expect(loaded.demo.db.deliveries).toHaveLength(before);
      }
      expectHealthy();
    }),
  );
});
