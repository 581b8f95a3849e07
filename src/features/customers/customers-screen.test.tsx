import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ADMIN_ONLY_TEXT } from '@/components/admin-only';

import { type DemoDb, serveDemoApi } from '@tests/unit/demo-api';
import { collectToasts, currentUrl, renderScreen } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

import { CustomersScreen } from './index';

const LIST = '/dashboard/manage/customer';

const bodyRows = () => screen.getAllByRole('row').slice(1);
const cells = () =>
  bodyRows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
      .join(' | '),
  );
const total = () => screen.getByText(/Total Customers/);

const CUSTOMER_CALL = '/v3/customer/filter';

/** At scale 3 the demo API has 29 active customers: three pages of 10, six of 5. */
const serveCustomers = () => serveDemoApi({ scale: 3 });

/** The active customers as the screen lists them (by first name), as table rows. */
const listed = (db: DemoDb) =>
  db.customers
    .filter((customer) => customer.status)
    .sort((a, b) => a.first_name.localeCompare(b.first_name, 'en') || a.id - b.id)
    .map(({ id, first_name, last_name }) => `${id} | ${first_name} | ${last_name}`);

describe('Customers (administrators)', () => {
  it('lists the active customers with Customer Id, First Name and Last Name', async () => {
    const api = serveDemoApi();
    renderScreen(<CustomersScreen />, { url: LIST, demo: api });
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const active = api.db.customers.filter((customer) => customer.status);
    await waitFor(() => expect(total()).toHaveTextContent(`Total Customers: ${active.length}`));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Customer Id',
      'First Name',
      'Last Name',
    ]);
    const [first] = [...active].sort((a, b) => a.first_name.localeCompare(b.first_name, 'en'));
    expect(cells()[0]).toBe(`${first!.id} | ${first!.first_name} | ${first!.last_name}`);
    // The same body as the filter panel and the camp forms: one cached answer for all.
    expect(api.bodies(CUSTOMER_CALL)).toEqual([{ status: true }]);
    // No global filter narrows this call, so no applied-filter bar.
    expect(screen.queryByRole('region', { name: 'Applied filter' })).not.toBeInTheDocument();
  });

  it('searches name or id, case-insensitively, on Enter, from page 1, with no new request', async () => {
    const api = serveCustomers();
    const rows = listed(api.db);
    const { user } = renderScreen(<CustomersScreen />, { url: `${LIST}?page=2`, demo: api });
    await waitFor(() => expect(cells()[0]).toBe(rows[10]));
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    await user.type(box, 'KAPOOR{Enter}');
    expect(cells()).toEqual(['4 | Rohan | Kapoor']);
    expect(currentUrl()).toBe(`${LIST}?status=active&search=KAPOOR&page=1&rows=10`);
    await user.clear(box);
    await user.type(box, '31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(cells()).toEqual(['31 | Usha | Bose']);
    await user.clear(box);
    await user.type(box, 'bose{Enter}');
    expect(total()).toHaveTextContent(
      `Total Customers: ${rows.filter((row) => row.endsWith('| Bose')).length}`,
    );
    expect(api.bodies(CUSTOMER_CALL)).toHaveLength(1);
  });

  it('pages 5, 10 or 20 rows, with page and rows in the URL', async () => {
    const api = serveCustomers();
    const rows = listed(api.db);
    expect(rows).toHaveLength(29);
    const { user } = renderScreen(<CustomersScreen />, { url: LIST, demo: api });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(total()).toHaveTextContent('Total Customers: 29');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '5');
    expect(bodyRows()).toHaveLength(5);
    const pager = screen.getByRole('navigation', { name: 'Customers pages' });
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(cells()).toEqual(rows.slice(25));
    expect(currentUrl()).toBe(`${LIST}?status=active&page=6&rows=5`);
  });

  it('moves a page past the end to the last page', async () => {
    renderScreen(<CustomersScreen />, { url: `${LIST}?page=9&search=kapoor`, demo: serveCustomers() });
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?status=active&search=kapoor&page=1&rows=10`));
  });

  it("shows 'Loading...', then 'No data found' when nothing matches", async () => {
    const api = serveDemoApi();
    api.db.setFaults({ latencyMs: 200 });
    renderScreen(<CustomersScreen />, { url: `${LIST}?search=nobody`, demo: api });
    expect(screen.getByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'No data found' })).toBeInTheDocument();
    expect(total()).toHaveTextContent('Total Customers: 0');
  });

  it('shows a failed load in the table with Try again, and no toast', async () => {
    const api = serveDemoApi();
    api.db.setFaults({ failures: [{ path: CUSTOMER_CALL, status: 400, message: 'Customer store offline' }] });
    const { user } = renderScreen(<CustomersScreen />, { url: LIST, demo: api });
    const toasts = collectToasts();
    expect(await screen.findByRole('alert')).toHaveTextContent('The customers could not be loaded.');
    expect(toasts).toEqual([]);
    api.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cells()).toEqual(listed(api.db)));
  });

  it('tells a customer the screen is for administrators and asks nothing', async () => {
    const api = serveDemoApi();
    renderScreen(<CustomersScreen />, { url: LIST, user: customerUser, demo: api });
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_ONLY_TEXT);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Long enough for a request the screen might have started on mount to reach the server.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.bodies(CUSTOMER_CALL)).toEqual([]);
  });
});
