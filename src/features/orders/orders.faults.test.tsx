import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl } from '@tests/unit/harness';
import {
  advance,
  callsFor,
  expectHeaderUsable,
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

/**
 * Faults on Kiosk Orders, Order Details and its moves, and New Kiosk Order (docs/orders.md, "The
 * order screens"; docs/requirements.md section 8): the rows of docs/reliability.md that run here.
 * The consumable screens are the same components.
 */
const LIST = '/dashboard/manage/orders';
const CREATE = `${LIST}/create`;
const LIST_CALL = '/v3/order/filter';
const CREATE_CALL = '/v3/order/';
const MODELS_CALL = '/v3/kiosk-model/';

type Demo = ReturnType<typeof serveDemoApi>;
type Order = Demo['db']['orders'][number];

const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;
const field = (name: string) => screen.getByLabelText(name, { exact: true });
const dialog = (name: RegExp) => screen.getByRole('alertdialog', { name });

/** A seeded kiosk order that fits, and its page. */
const seeded = (test: (order: Order) => boolean) => {
  const demo = serveDemoApi();
  const order = demo.db.orders.find((row) => row.kind === 'kiosk' && test(row))!;
  return { demo, order, url: `/dashboard/manage/order/${order.id}`, call: `/v3/order/${order.id}` };
};
const statusOf = (demo: Demo, id: number) => demo.db.orders.find((row) => row.id === id)?.status;

/** Sets the case's fault on the move's call, once the page is ready for it. */
const faultMove = (demo: Demo, key: FaultKey, call: string) => {
  if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
  else demo.db.setFaults(faultFor(key, call, 'POST'));
};

describe('Kiosk Orders under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'order-list',
    perFault(async (key) => {
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: LIST,
        faults: faultFor(key, LIST_CALL),
        render: slow ? 'app' : 'route',
      });
      const table = () => screen.getByRole('table', { name: 'Kiosk Orders' });
      if (slow) {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await user.click(screen.getByRole('tab', { name: /^Placed/ }));
        expect(currentUrl()).toBe(`${LIST}?status=placed&page=1&rows=10`);
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(within(table()).getAllByRole('link', { name: /^#\d+$/ })[0]).toBeVisible(),
        );
      } else {
        await skipUntil(() =>
          expect(within(table()).getByText('The orders could not be loaded.')).toBeVisible(),
        );
        expect(within(table()).getByRole('button', { name: 'Try again' })).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', LIST_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

describe('Order Details under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'order-details',
    perFault(async (key) => {
      const { demo, order, url, call } = seeded((row) => row.status === 'placed');
      const { toasts, user } = await loadFaultCase({ url, demo, faults: faultFor(key, call, 'GET') });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible(),
        );
        expect(screen.getByRole('list', { name: 'Order history, newest first' })).toBeVisible();
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        await expectHeaderUsable(user);
        expect(demo.count('GET', call)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'order-approve',
    perFault(async (key) => {
      const { demo, order, url, call } = seeded((row) => row.status === 'placed');
      const { toasts, user } = await loadFaultCase({ url, demo });
      await skipUntil(() => expect(line('Status')).toHaveTextContent('Placed'));
      await user.click(screen.getByRole('button', { name: 'Approve' }));
      const confirm = () => within(dialog(/^Approve order/)).getByRole('button', { name: 'Approve' });
      await skipUntil(() => expect(confirm()).toBeVisible());
      faultMove(demo, key, `${call}/approve`);
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Kiosk order #${order.id} approved.`, 'success');
        await skipUntil(() => expect(line('Status')).toHaveTextContent('Approved'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(demo.count('POST', `${call}/approve`)).toBe(1);
        if (key !== 'malformed') {
          expect(line('Status')).toHaveTextContent('Placed');
          expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
          expect(statusOf(demo, order.id)).toBe('placed');
        }
      }
      expectHealthy();
    }),
  );

  /** Reject (an administrator) and Cancel order (the customer): a reason, then the move. */
  const reasonCase = (action: 'reject' | 'cancel') =>
    perFault(async (key) => {
      const customer = action === 'cancel';
      const { demo, order, url, call } = seeded(
        (row) => row.status === 'placed' && (!customer || row.customer_id === customerUser.id),
      );
      const { toasts, user } = await loadFaultCase({
        url,
        demo,
        ...(customer ? { user: customerUser } : {}),
      });
      const submit = action === 'reject' ? 'Reject order' : 'Cancel order';
      await skipUntil(() => expect(line('Status')).toHaveTextContent('Placed'));
      await user.click(screen.getByRole('button', { name: action === 'reject' ? 'Reject' : 'Cancel order' }));
      await user.type(field('Reason'), 'Not needed any more.');
      faultMove(demo, key, `${call}/${action}`);
      await user.click(screen.getByRole('button', { name: submit }));
      const done = action === 'reject' ? 'rejected' : 'cancelled';
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Reason')).toHaveValue('Not needed any more.');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Kiosk order #${order.id} ${done}.`, 'success');
        await skipUntil(() =>
          expect(line('Status')).toHaveTextContent(done === 'rejected' ? 'Rejected' : 'Cancelled'),
        );
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Reason')).toHaveValue('Not needed any more.');
        expect(screen.getByRole('button', { name: submit })).toBeEnabled();
        expect(demo.count('POST', `${call}/${action}`)).toBe(1);
        if (key !== 'malformed') {
          expect(line('Status')).toHaveTextContent('Placed');
          expect(statusOf(demo, order.id)).toBe('placed');
        }
      }
      expectHealthy();
    });

  runComponentCases('order-reject', reasonCase('reject'));
  runComponentCases('order-cancel', reasonCase('cancel'));

  runComponentCases(
    'order-dispatch',
    perFault(async (key) => {
      const { demo, order, url, call } = seeded((row) => row.status === 'approved');
      const { toasts, user } = await loadFaultCase({ url, demo });
      await skipUntil(() => expect(line('Status')).toHaveTextContent('Approved'));
      await user.click(screen.getByRole('button', { name: 'Dispatch' }));
      const quantity = screen.getByLabelText(/^Quantity to dispatch/);
      await user.clear(quantity);
      await user.type(quantity, '1');
      await user.type(screen.getByLabelText(/^Serial number 1/), 'KS-2026-98001');
      faultMove(demo, key, `${call}/dispatch`);
      await user.click(screen.getByRole('button', { name: 'Send dispatch' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Kiosk order #${order.id} dispatched.`, 'success');
        await skipUntil(() => expect(line('Status')).toHaveTextContent('Dispatched'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(screen.getByLabelText(/^Quantity to dispatch/)).toHaveValue('1');
        expect(screen.getByLabelText(/^Serial number 1/)).toHaveValue('KS-2026-98001');
        expect(screen.getByRole('button', { name: 'Send dispatch' })).toBeEnabled();
        expect(demo.count('POST', `${call}/dispatch`)).toBe(1);
        if (key !== 'malformed') expect(statusOf(demo, order.id)).toBe('approved');
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'order-receive',
    perFault(async (key) => {
      const { demo, order, url, call } = seeded(
        (row) =>
          row.status === 'dispatched' &&
          row.customer_id === customerUser.id &&
          row.dispatches.some((sent) => sent.received_at === null),
      );
      const { toasts, user } = await loadFaultCase({ url, demo, user: customerUser });
      const receive = () => screen.getByRole('button', { name: /^Receive dispatch/ });
      await skipUntil(() => expect(receive()).toBeVisible());
      await user.click(receive());
      const confirm = () => within(dialog(/^Receive dispatch/)).getByRole('button', { name: 'Receive' });
      await skipUntil(() => expect(confirm()).toBeVisible());
      faultMove(demo, key, `${call}/receive`);
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Kiosk order #${order.id} received.`, 'success');
        await skipUntil(() =>
          expect(screen.getByRole('list', { name: 'Kiosks from this order' })).toBeVisible(),
        );
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(demo.count('POST', `${call}/receive`)).toBe(1);
        if (key !== 'malformed') {
          expect(receive()).toBeEnabled();
          expect(
            order.dispatches.every((sent) => sent.received_at === null || sent.received_by !== null),
          ).toBe(true);
          expect(statusOf(demo, order.id)).toBe('dispatched');
        }
      }
      expectHealthy();
    }),
  );
});

/** New Kiosk Order filled in: the customer's first clinic, the first model, two kiosks. */
const fillIn = async (user: UserEvent) => {
  await skipUntil(() =>
    expect(within(field('Kiosk model')).getAllByRole('option').length).toBeGreaterThan(1),
  );
  await user.selectOptions(field('Clinic'), within(field('Clinic')).getAllByRole('option')[1]!);
  await user.selectOptions(field('Kiosk model'), within(field('Kiosk model')).getAllByRole('option')[1]!);
  await user.clear(field('Quantity'));
  await user.type(field('Quantity'), '2');
};

describe('New Kiosk Order under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'order-create',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: CREATE, user: customerUser });
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: 'Review order' }));
      const confirm = () => within(dialog(/^Place this order/)).getByRole('button', { name: 'Place order' });
      await skipUntil(() => expect(confirm()).toBeVisible());
      const before = demo.db.orders.length;
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, CREATE_CALL, 'POST'));
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Order #${before + 1} placed.`, 'success');
        await skipUntil(() => expect(currentUrl()).toBe(`/dashboard/manage/order/${before + 1}`));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(field('Quantity')).toHaveValue('2');
        expect(currentUrl()).toBe(CREATE);
        expect(demo.count('POST', CREATE_CALL)).toBe(1);
        if (key !== 'malformed') expect(demo.db.orders).toHaveLength(before);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'order-kiosk-models',
    perFault(async (key) => {
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: CREATE,
        user: customerUser,
        faults: faultFor(key, MODELS_CALL, 'GET'),
      });
      if (slow) {
        await skipUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Loading...'));
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(within(field('Kiosk model')).getAllByRole('option').length).toBeGreaterThan(1),
        );
      } else {
        await skipUntil(() =>
          expect(screen.getByRole('alert')).toHaveTextContent('The kiosk models could not be loaded.'),
        );
        expect(tryAgain()).toBeVisible();
        expect(field('Quantity')).toBeEnabled();
        expectNoToast(toasts);
        expect(demo.count('GET', MODELS_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});
