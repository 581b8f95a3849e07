import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl } from '@tests/unit/harness';
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

/**
 * Faults on every call of Notifications (docs/notifications.md; docs/requirements.md section 8): the
 * rows of docs/reliability.md that run here. The reads say so in place with Try again (only logged,
 * no toast); the writes keep the page as it was, with the query client's one 'Error' toast. The
 * composer's option lists share one code path; the kiosk models stand for them all. The inbox and
 * the receipt (the demo foreground path) are the poller's: src/features/push/demo-inbox.test.ts.
 */
const LIST = '/dashboard/config/notification';
const CREATE = `${LIST}/create`;

type Demo = ReturnType<typeof serveDemoApi>;

const scheduledOf = (demo: Demo) =>
  demo.db.notifications.find((row) => !row.cancelled_at && Date.parse(row.send_at) > Date.now() + 3_600_000)!;

const fillContent = async (user: Awaited<ReturnType<typeof loadFaultCase>>['user']) => {
  await user.click(screen.getByLabelText('Title'));
  await user.paste('Kiosk maintenance on Sunday');
  await user.click(screen.getByLabelText('Message'));
  await user.paste('Kiosks restart between 06:00 and 06:30.');
};

/** Sets the case's fault on a write's call once the page is ready for it. */
const faultWrite = (demo: Demo, key: FaultKey, call: string) => {
  if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
  else demo.db.setFaults(faultFor(key, call, 'POST'));
};

describe('Notifications under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'notification-list',
    perFault(async (key) => {
      const { demo, toasts } = await loadFaultCase({
        url: LIST,
        render: 'route',
        faults: faultFor(key, '/v3/notification/filter'),
      });
      const table = () => screen.getByRole('table', { name: 'Notifications' });
      if (key === 'slow') {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(table()).getAllByRole('link').length).toBeGreaterThan(0));
      } else {
        await skipUntil(() =>
          expect(within(table()).getByText('The notifications could not be loaded.')).toBeVisible(),
        );
        expect(within(table()).getByRole('button', { name: 'Try again' })).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', '/v3/notification/filter')).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

describe('Notification Details under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'notification-details',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const { id } = scheduledOf(demo);
      const call = `/v3/notification/${id}`;
      const { toasts } = await loadFaultCase({
        url: `${LIST}/view/${id}`,
        demo,
        render: 'route',
        faults: faultFor(key, call, 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('heading', { level: 1, name: `Notification #${id}` })).toBeVisible(),
        );
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('GET', call)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'notification-cancel',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const { id } = scheduledOf(demo);
      const call = `/v3/notification/${id}/cancel`;
      const { toasts, user } = await loadFaultCase({ url: `${LIST}/view/${id}`, demo, render: 'route' });
      const cancel = () => screen.queryByRole('button', { name: 'Cancel notification' });
      await skipUntil(() => expect(cancel()).toBeVisible());
      faultWrite(demo, key, call);
      await user.click(cancel()!);
      const dialog = await screen.findByRole('alertdialog', { name: /Cancel notification/ });
      const confirm = within(dialog).getByRole('button', { name: 'Cancel notification' });
      await user.click(confirm);
      if (key === 'slow') {
        await skipUntil(() => expect(confirm).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Notification #${id} cancelled.`, 'success');
        await skipUntil(() => expect(cancel()).not.toBeInTheDocument());
        expect(demo.db.notifications.find((row) => row.id === id)?.cancelled_at).not.toBeNull();
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(demo.count('POST', call)).toBe(1);
        if (key !== 'malformed') {
          expect(cancel()).toBeVisible();
          expect(demo.db.notifications.find((row) => row.id === id)?.cancelled_at).toBeNull();
        }
      }
      expectHealthy();
    }),
  );
});

describe('Create Notification under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'notification-send',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: CREATE, render: 'route' });
      await fillContent(user);
      faultWrite(demo, key, '/v3/notification/');
      await user.click(screen.getByRole('button', { name: 'Review and send' }));
      const dialog = await screen.findByRole('alertdialog', { name: /Send this notification/ });
      const confirm = within(dialog).getByRole('button', { name: 'Send now' });
      await user.click(confirm);
      if (key === 'slow') {
        await skipUntil(() => expect(confirm).toBeDisabled());
        expect(screen.getByLabelText('Title')).toHaveValue('Kiosk maintenance on Sunday');
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', /^Notification #\d+ sent\.$/, 'success');
        await skipUntil(() => expect(currentUrl()).toMatch(/^\/dashboard\/config\/notification\/view\/\d+$/));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(demo.count('POST', '/v3/notification/')).toBe(1);
        expect(currentUrl()).toBe(CREATE);
        expect(screen.getByLabelText('Title')).toHaveValue('Kiosk maintenance on Sunday');
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'notification-test',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: CREATE,
        render: 'route',
        faults: key === 'slow' ? null : faultFor(key, '/v3/notification/test', 'POST'),
      });
      await fillContent(user);
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      await user.click(screen.getByRole('button', { name: 'Send a test to me first' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Sending test...' })).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', /^Test sent to you/, 'success');
        expect(screen.getByRole('button', { name: 'Send a test to me first' })).toBeEnabled();
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(screen.getByRole('button', { name: 'Send a test to me first' })).toBeEnabled();
      }
      expect(demo.count('POST', '/v3/notification/test')).toBe(1);
      expectHealthy();
    }),
  );

  runComponentCases(
    'notification-audience',
    perFault(async (key) => {
      const { demo, toasts } = await loadFaultCase({
        url: CREATE,
        render: 'route',
        faults: faultFor(key, '/v3/notification/audience', 'POST'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Counting...')).toBeVisible());
        expect(screen.getByLabelText('Title')).toBeEnabled();
        await advance(SLOW_MS);
        await skipUntil(() => expect(screen.getByText(/^Reaches [\d,]+ kiosks?: /)).toBeVisible());
      } else {
        await skipUntil(() =>
          expect(
            screen.getByText('The audience could not be counted. It is counted again when you send.'),
          ).toBeVisible(),
        );
        expectNoToast(toasts);
        expect(demo.count('POST', '/v3/notification/audience')).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'notification-kiosk-models',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: CREATE,
        render: 'route',
        faults: faultFor(key, '/v3/kiosk-model/', 'GET'),
      });
      await user.selectOptions(screen.getByLabelText('Which kiosks'), 'model');
      const models = () => screen.getByRole('group', { name: 'Kiosk models' });
      if (key === 'slow') {
        await skipUntil(() => expect(within(models()).getByText('Loading...')).toBeVisible());
        expect(screen.getByLabelText('Title')).toBeEnabled();
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(models()).getAllByRole('checkbox').length).toBeGreaterThan(0));
      } else {
        await skipUntil(() =>
          expect(screen.getByText(/The kiosk models could not be loaded\./)).toBeVisible(),
        );
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('GET', '/v3/kiosk-model/')).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});
