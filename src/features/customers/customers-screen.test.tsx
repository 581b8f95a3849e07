import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ADMIN_ONLY_TEXT } from '@/components/admin-only';

import { server } from '../../../tests/msw/server';
import { serveDemoApi } from '../../../tests/unit/demo-api';
import { collectToasts } from '../../../tests/unit/render-app';
import { currentUrl, renderScreen } from '../../../tests/unit/render-screen';
import { customerUser } from '../../../tests/unit/session-fixtures';
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

/** 25 customers: Customer 1 Test ... Customer 25 Test, ids 101-125. */
const serveCustomers = () => {
  const bodies: unknown[] = [];
  const customers = Array.from({ length: 25 }, (_, index) => ({
    id: 101 + index,
    first_name: `Customer ${index + 1}`,
    last_name: index === 6 ? 'Kapoor' : 'Test',
  }));
  server.use(
    http.post('*/v3/customer/filter', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: customers });
    }),
  );
  return bodies;
};

describe('Customers (administrators)', () => {
  it('lists the active customers with Customer Id, First Name and Last Name', async () => {
    const api = serveDemoApi();
    renderScreen(<CustomersScreen />, { url: LIST });
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
    expect(api.bodies('/v3/customer/filter')).toEqual([{ status: true }]);
    // No global filter narrows this call, so no applied-filter bar.
    expect(screen.queryByRole('region', { name: 'Applied filter' })).not.toBeInTheDocument();
  });

  it('searches name or id, case-insensitively, on Enter, from page 1, with no new request', async () => {
    const bodies = serveCustomers();
    const { user } = renderScreen(<CustomersScreen />, { url: `${LIST}?page=2` });
    await waitFor(() => expect(cells()[0]).toBe('111 | Customer 11 | Test'));
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    await user.type(box, 'KAPOOR{Enter}');
    expect(cells()).toEqual(['107 | Customer 7 | Kapoor']);
    expect(currentUrl()).toBe(`${LIST}?search=KAPOOR&page=1&rows=10`);
    await user.clear(box);
    await user.type(box, '112');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(cells()).toEqual(['112 | Customer 12 | Test']);
    await user.clear(box);
    await user.type(box, 'customer 2{Enter}');
    expect(total()).toHaveTextContent('Total Customers: 7');
    expect(bodies).toHaveLength(1);
  });

  it('pages 5, 10 or 20 rows, with page and rows in the URL', async () => {
    serveCustomers();
    const { user } = renderScreen(<CustomersScreen />, { url: LIST });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(total()).toHaveTextContent('Total Customers: 25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '5');
    expect(bodyRows()).toHaveLength(5);
    const pager = screen.getByRole('navigation', { name: 'Customers pages' });
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(cells()).toEqual([
      '121 | Customer 21 | Test',
      '122 | Customer 22 | Test',
      '123 | Customer 23 | Test',
      '124 | Customer 24 | Test',
      '125 | Customer 25 | Test',
    ]);
    expect(currentUrl()).toBe(`${LIST}?page=5&rows=5`);
  });

  it('moves a page past the end to the last page', async () => {
    serveCustomers();
    renderScreen(<CustomersScreen />, { url: `${LIST}?page=9&search=customer%202` });
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?search=customer+2&page=1&rows=10`));
  });

  it("shows 'Loading...', then 'No data found' when nothing matches", async () => {
    const api = serveDemoApi();
    api.db.setFaults({ latencyMs: 200 });
    renderScreen(<CustomersScreen />, { url: `${LIST}?search=nobody` });
    expect(screen.getByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'No data found' })).toBeInTheDocument();
    expect(total()).toHaveTextContent('Total Customers: 0');
  });

  it('shows a failed load in the table with Try again, and no toast', async () => {
    let fail = true;
    server.use(
      http.post('*/v3/customer/filter', () =>
        fail
          ? HttpResponse.json({ error: true, message: 'Customer store offline' }, { status: 400 })
          : HttpResponse.json({ data: [{ id: 4, first_name: 'Rohan', last_name: 'Kapoor' }] }),
      ),
    );
    const { toasts, stop } = collectToasts();
    const { user } = renderScreen(<CustomersScreen />, { url: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('The customers could not be loaded.');
    expect(toasts).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cells()).toEqual(['4 | Rohan | Kapoor']));
    stop();
  });

  it('tells a customer the screen is for administrators and asks nothing', async () => {
    const api = serveDemoApi();
    renderScreen(<CustomersScreen />, { url: LIST, user: customerUser });
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_ONLY_TEXT);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Long enough for a request the screen might have started on mount to reach the server.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.bodies('/v3/customer/filter')).toEqual([]);
  });
});
