import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/** Order Details for both kinds: the view, the moves allowed_actions names, 409 and 422 (docs/orders.md). */

type Demo = ReturnType<typeof serveDemoApi>;
type Order = Demo['db']['orders'][number];

const kioskPage = (id: number) => `/dashboard/manage/order/${id}`;
const consumablePage = (id: number) => `/dashboard/manage/consumable-order/${id}`;

const find = (demo: Demo, test: (order: Order) => boolean): Order => {
  const order = demo.db.orders.find(test);
  if (!order) throw new Error('no seeded order fits');
  return order;
};
const stored = (demo: Demo, id: number) => demo.db.orders.find((order) => order.id === id);
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;
const actions = (id: number) => screen.queryByRole('group', { name: `Actions on order #${id}` });
const buttonsOf = (id: number) =>
  within(actions(id) ?? document.createElement('div'))
    .queryAllByRole('button')
    .map((button) => button.textContent);
const history = () => screen.getByRole('list', { name: 'Order history, newest first' });
const opened = (id: number) => screen.findByRole('heading', { level: 1, name: `Order #${id}` });

const confirmIn = async (user: UserEvent, title: RegExp, button: string) => {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: button }));
};

describe('Order Details (administrator)', () => {
  it('offers Approve, Reject and Cancel on a placed order; Approve confirms, then Dispatch follows', async () => {
    const demo = serveDemoApi();
    const order = find(demo, (row) => row.kind === 'kiosk' && row.status === 'placed');
    const { user } = renderRoute({ url: kioskPage(order.id), demo });
    await opened(order.id);
    expect(buttonsOf(order.id)).toEqual(['Approve', 'Reject', 'Cancel order']);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(stored(demo, order.id)?.status).toBe('placed');
    await confirmIn(user, new RegExp(`Approve order #${order.id}`), 'Approve');
    await waitFor(() => expect(line('Status')).toHaveTextContent('Approved'));
    expect(await screen.findByText(`Kiosk order #${order.id} approved.`)).toBeInTheDocument();
    expect(stored(demo, order.id)?.status).toBe('approved');
    expect(within(history()).getAllByRole('listitem')[0]).toHaveTextContent(/Approved.*by Asha Rao/);
    await waitFor(() => expect(buttonsOf(order.id)).toEqual(['Dispatch', 'Cancel order']));
  });

  it('says who got there first when another administrator approved it meanwhile (409); nothing changes', async () => {
    const demo = serveDemoApi();
    const order = find(demo, (row) => row.kind === 'kiosk' && row.status === 'placed');
    const { user } = renderRoute({ url: kioskPage(order.id), demo });
    await opened(order.id);
    // The other administrator's Approve lands first.
    const at = '2026-06-01T10:02:00.000Z';
    Object.assign(order, { status: 'approved', version: order.version + 1, updated_at: at });
    // Its history line is the trail's event (docs/audit.md, "Timelines read the trail").
    demo.db.auditEvents.push({
      id: (demo.db.auditEvents.at(-1)?.id ?? 0) + 1,
      at,
      actor_id: 1,
      actor_name: 'Asha Rao',
      action: 'status',
      operation: 'approveOrder',
      entity: 'order',
      entity_id: order.id,
      patient_id: null,
      summary: '',
      changes: [],
      line: {
        entity: 'order',
        action: 'approved',
        from_status: 'placed',
        to_status: 'approved',
        reason: null,
        detail: null,
      },
    });
    const before = JSON.stringify(stored(demo, order.id));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await confirmIn(user, /Approve order/, 'Approve');
    expect(
      await screen.findByText(
        'Asha Rao approved this order at 10:02 UTC, after you opened it. Nothing was changed.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(line('Status')).toHaveTextContent('Approved'));
    expect(JSON.stringify(stored(demo, order.id))).toBe(before);
    expect(buttonsOf(order.id)).toEqual(['Dispatch', 'Cancel order']);
  });

  it("shows the server's reason when the state forbids the move (422)", async () => {
    const demo = serveDemoApi();
    const order = find(demo, (row) => row.kind === 'consumable' && row.status === 'placed');
    const { user } = renderRoute({ url: consumablePage(order.id), demo });
    await opened(order.id);
    // Cancelled elsewhere without a new version: the server refuses on the state, not the version.
    order.status = 'cancelled';
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await confirmIn(user, /Approve order/, 'Approve');
    expect(
      await screen.findByText(`Order #${order.id} is cancelled: only a placed order can be approved.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(line('Status')).toHaveTextContent('Cancelled'));
  });

  it('rejects with a reason (required), which the history shows', async () => {
    const demo = serveDemoApi();
    const order = find(demo, (row) => row.kind === 'kiosk' && row.status === 'placed');
    const { user } = renderRoute({ url: kioskPage(order.id), demo });
    await opened(order.id);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject order' }));
    expect(await screen.findByText('Give a reason.')).toBeInTheDocument();
    expect(demo.count('POST', `/v3/order/${order.id}/reject`)).toBe(0);
    await user.type(screen.getByLabelText('Reason'), 'Budget not approved.');
    await user.click(screen.getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(line('Status')).toHaveTextContent('Rejected'));
    expect(within(history()).getAllByRole('listitem')[0]).toHaveTextContent('Budget not approved.');
    expect(actions(order.id)).not.toBeInTheDocument();
  });

  it('dispatches an approved kiosk order part by part: one serial field per kiosk, checked before sending', async () => {
    const demo = serveDemoApi();
    const order = find(
      demo,
      (row) => row.kind === 'kiosk' && row.status === 'approved' && (row.lines[0]?.quantity ?? 0) >= 2,
    );
    const quantity = order.lines[0]!.quantity;
    const { user } = renderRoute({ url: kioskPage(order.id), demo });
    await opened(order.id);
    await user.click(screen.getByRole('button', { name: 'Dispatch' }));
    const amount = screen.getByLabelText(/^Quantity to dispatch/);
    expect(amount).toHaveValue(String(quantity));
    expect(screen.getAllByLabelText(/^Serial number \d/)).toHaveLength(quantity);
    await user.click(screen.getByRole('button', { name: 'Send dispatch' }));
    expect(
      await screen.findByText(`Give a serial number for each kiosk: 0 of ${quantity} given.`),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, String(quantity + 1));
    await user.click(screen.getByRole('button', { name: 'Send dispatch' }));
    expect(await screen.findByText(`Dispatch a whole number from 0 to ${quantity}.`)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1');
    expect(screen.getAllByLabelText(/^Serial number \d/)).toHaveLength(1);
    // A serial already in the fleet: the server's refusal (422) shows, and what was typed stays.
    const taken = demo.db.kiosks[0]!.serial_number;
    await user.type(screen.getByLabelText(/^Serial number 1/), taken);
    await user.click(screen.getByRole('button', { name: 'Send dispatch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(screen.getByLabelText(/^Serial number 1/)).toHaveValue(taken);
    await user.clear(screen.getByLabelText(/^Serial number 1/));
    await user.type(screen.getByLabelText(/^Serial number 1/), 'KS-2026-99001');
    await user.click(screen.getByRole('button', { name: 'Send dispatch' }));
    await waitFor(() => expect(line('Status')).toHaveTextContent('Dispatched'));
    const dispatches = screen.getByRole('list', { name: 'Dispatches, oldest first' });
    expect(dispatches).toHaveTextContent('KS-2026-99001');
    expect(line('Progress')).toHaveTextContent(`1 of ${quantity} dispatched, 0 received`);
    // The rest is still open: Dispatch again.
    expect(buttonsOf(order.id)).toContain('Dispatch');
  });
});

describe('Order Details (customer)', () => {
  it('receives a kiosk dispatch after a confirm: the kiosk joins the fleet and the page links to it', async () => {
    const demo = serveDemoApi();
    const order = find(
      demo,
      (row) =>
        row.kind === 'kiosk' &&
        row.customer_id === customerUser.id &&
        row.status === 'dispatched' &&
        row.dispatches.some((sent) => sent.received_at === null),
    );
    const serials = order.dispatches
      .find((sent) => sent.received_at === null)!
      .lines.flatMap((sent) => sent.serials);
    const { user } = renderRoute({ url: kioskPage(order.id), user: customerUser, demo });
    await opened(order.id);
    expect(buttonsOf(order.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Receive dispatch/ }));
    await confirmIn(user, /^Receive dispatch/, 'Receive');
    const kiosks = await screen.findByRole('list', { name: 'Kiosks from this order' });
    for (const serial of serials) {
      const link = within(kiosks).getByRole('link', { name: serial });
      const kiosk = demo.db.kiosks.find((row) => row.serial_number === serial);
      expect(kiosk?.clinic_id).toBe(order.clinic_id);
      expect(link).toHaveAttribute('href', `/dashboard/manage/kiosk-inventory/view/${kiosk?.id}`);
    }
    expect(within(history()).getAllByRole('listitem')[0]).toHaveTextContent(/Received.*by Meera Iyer/);
  });

  it('cancels their placed order with a reason', async () => {
    const demo = serveDemoApi();
    const order = find(
      demo,
      (row) => row.kind === 'consumable' && row.customer_id === customerUser.id && row.status === 'placed',
    );
    const { user } = renderRoute({ url: consumablePage(order.id), user: customerUser, demo });
    await opened(order.id);
    expect(buttonsOf(order.id)).toEqual(['Cancel order']);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.type(screen.getByLabelText('Reason'), 'Ordered for the wrong clinic.');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(line('Status')).toHaveTextContent('Cancelled'));
    expect(stored(demo, order.id)?.status).toBe('cancelled');
  });

  it('shows the lines with their prices and the total in the currency of the answer', async () => {
    const demo = serveDemoApi();
    const order = find(
      demo,
      (row) => row.kind === 'consumable' && row.customer_id === customerUser.id && row.dispatches.length > 0,
    );
    renderRoute({ url: consumablePage(order.id), user: customerUser, demo });
    await opened(order.id);
    const amount = order.lines.reduce((sum, row) => sum + row.quantity * (row.unit_price ?? 0), 0);
    const total = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);
    expect(line('Total')).toHaveTextContent(total);
    const batch = order.dispatches.flatMap((sent) => sent.lines).find((sent) => sent.batch !== null)?.batch;
    if (batch)
      expect(screen.getByRole('list', { name: 'Dispatches, oldest first' })).toHaveTextContent(batch);
  });

  it("refuses another customer's order without showing it (403)", async () => {
    const demo = serveDemoApi();
    const order = find(demo, (row) => row.customer_id !== customerUser.id);
    renderRoute({
      url: order.kind === 'kiosk' ? kioskPage(order.id) : consumablePage(order.id),
      user: customerUser,
      demo,
    });
    expect(await screen.findByText('This order is not one of yours.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: `Order #${order.id}` })).not.toBeInTheDocument();
  });
});

describe('Order Details: links', () => {
  it('opens an order of the other kind on its own page, and links its support query', async () => {
    const demo = serveDemoApi();
    const order = find(demo, (row) => row.kind === 'consumable');
    order.query_id = 5;
    renderRoute({ url: kioskPage(order.id), demo });
    await opened(order.id);
    expect(currentUrl()).toBe(consumablePage(order.id));
    expect(screen.getByRole('link', { name: 'Support query #5' })).toHaveAttribute(
      'href',
      '/dashboard/manage/query/5',
    );
  });
});
