import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/** Kiosk Orders and Consumable Orders: tabs, filters, chips, URL state, CSV (docs/orders.md). */

const KIOSK_LIST = '/dashboard/manage/orders';
const CONSUMABLE_LIST = '/dashboard/manage/consumables-orders';
const CALL = '/v3/order/filter';

type Demo = ReturnType<typeof serveDemoApi>;
type Kind = 'kiosk' | 'consumable';

const ordersOf = (demo: Demo, kind: Kind, customer?: number) =>
  demo.db.orders.filter(
    (order) => order.kind === kind && (customer === undefined || order.customer_id === customer),
  );
const total = () => screen.findByText(/Total Orders/);
const table = (name: string) => screen.getByRole('table', { name });
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const chips = () =>
  within(screen.getByRole('region', { name: 'Order filters' }))
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);

let downloads: Blob[] = [];
beforeEach(() => {
  downloads = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      downloads.push(blob);
      return 'blob:orders';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('Kiosk Orders (administrator)', () => {
  it('shows the status tabs with their counts, and a tab narrows the list through the URL', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: KIOSK_LIST, demo });
    const all = ordersOf(demo, 'kiosk');
    await waitFor(async () => expect(await total()).toHaveTextContent(`Total Orders: ${all.length}`));
    const placed = all.filter((order) => order.status === 'placed');
    await waitFor(() => expect(tab(/^All/)).toHaveTextContent(String(all.length)));
    expect(tab(/^Placed/)).toHaveTextContent(String(placed.length));
    expect(tab(/^All/)).toHaveAttribute('aria-selected', 'true');

    await user.click(tab(/^Placed/));
    await waitFor(() => expect(currentUrl()).toBe(`${KIOSK_LIST}?status=placed&page=1&rows=10`));
    await waitFor(async () => expect(await total()).toHaveTextContent(`Total Orders: ${placed.length}`));
    expect(demo.bodies(CALL).at(-1)).toMatchObject({ kind: 'kiosk', status: 'placed', page: 1, limit: 10 });
    const rows = within(table('Kiosk Orders')).getAllByRole('row').slice(1);
    for (const row of rows) expect(row).toHaveTextContent('Placed');
    // The other tabs keep their counts: they honour every filter but the tab.
    expect(tab(/^All/)).toHaveTextContent(String(all.length));
    expect(within(table('Kiosk Orders')).getByRole('columnheader', { name: 'Customer' })).toBeVisible();
  });

  it('takes the customer, clinic and placed days from the URL, as chips; removing one widens the list', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({
      url: `${CONSUMABLE_LIST}?customer=${customerUser.id}&from=2020-01-01&to=2099-12-31`,
      demo,
    });
    const theirs = ordersOf(demo, 'consumable', customerUser.id);
    await waitFor(async () => expect(await total()).toHaveTextContent(`Total Orders: ${theirs.length}`));
    expect(demo.bodies(CALL).at(-1)).toMatchObject({
      kind: 'consumable',
      customer_id: customerUser.id,
      from: '2020-01-01',
      to: '2099-12-31',
      status: null,
    });
    await waitFor(() =>
      expect(chips()).toEqual(['Customer: Meera Iyer', 'Placed from 01-01-2020', 'Placed to 31-12-2099']),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Customer: Meera Iyer' }));
    await waitFor(() =>
      expect(currentUrl()).toBe(`${CONSUMABLE_LIST}?from=2020-01-01&to=2099-12-31&page=1&rows=10`),
    );
    await waitFor(async () =>
      expect(await total()).toHaveTextContent(`Total Orders: ${ordersOf(demo, 'consumable').length}`),
    );
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(currentUrl()).toBe(`${CONSUMABLE_LIST}?page=1&rows=10`));
  });

  it('finds an order by its number', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CONSUMABLE_LIST, demo });
    const order = ordersOf(demo, 'consumable')[3]!;
    await total();
    await user.type(screen.getByRole('searchbox'), `#${order.id}{Enter}`);
    await waitFor(() =>
      expect(within(table('Consumable Orders')).getByRole('link', { name: `#${order.id}` })).toBeVisible(),
    );
    expect(demo.bodies(CALL).at(-1)).toMatchObject({ searchValue: `#${order.id}` });
  });

  it('exports every order of the tab and filters to CSV, not only the page shown', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: `${CONSUMABLE_LIST}?status=delivered`, demo });
    const delivered = ordersOf(demo, 'consumable').filter((order) => order.status === 'delivered');
    await waitFor(async () => expect(await total()).toHaveTextContent(`Total Orders: ${delivered.length}`));
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await screen.findByText(`${delivered.length} orders exported.`);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
      reader.readAsText(downloads[0]!);
    });
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(expect.arrayContaining(['Order', 'Status', 'Customer', 'Clinic', 'Total']));
    expect(parsed.slice(1)).toHaveLength(delivered.length);
    expect(new Set(parsed.slice(1).map((row) => row[1]))).toEqual(new Set(['Delivered']));
  });
});

describe('Orders (customer)', () => {
  it('lists only their own orders, without a customer filter or column, with New order', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: CONSUMABLE_LIST, user: customerUser, demo });
    const theirs = ordersOf(demo, 'consumable', customerUser.id);
    await waitFor(async () => expect(await total()).toHaveTextContent(`Total Orders: ${theirs.length}`));
    expect(screen.queryByLabelText('Customer')).not.toBeInTheDocument();
    expect(
      within(table('Consumable Orders')).queryByRole('columnheader', { name: 'Customer' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute(
      'href',
      '/dashboard/manage/consumables-orders/create',
    );
    const own = demo.db.clinics.filter((clinic) => clinic.user_id === customerUser.id);
    await waitFor(() =>
      expect(within(screen.getByLabelText('Clinic')).getAllByRole('option')).toHaveLength(own.length + 1),
    );
  });

  it('an administrator has no New order (customers place orders)', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: KIOSK_LIST, demo });
    await total();
    expect(screen.queryByRole('link', { name: 'New order' })).not.toBeInTheDocument();
  });
});
