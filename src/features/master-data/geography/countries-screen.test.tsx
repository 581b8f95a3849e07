import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { FilterData } from '@/atoms/filter';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

const COUNTRIES = '/dashboard/master/countries';

const table = () => screen.getByRole('table', { name: 'Countries' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const names = () => rows().map(([, name]) => name);

const filterWithCustomer: FilterData = {
  start_date: '2026-01-01',
  end_date: '2026-02-01',
  age: null,
  gender: null,
  customer: { id: 7, name: 'Ravi' },
  country: null,
  state: null,
  district: null,
  location: null,
  clinic: null,
  amc_expired: null,
};

describe('Master > Countries', () => {
  it('shows Loading... first, then the first 10 active countries by name with a count; each opens its states or its page', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ latencyMs: 300 });
    renderRoute({ url: COUNTRIES, demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Countries' })).toBeInTheDocument();
    expect(within(table()).getByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
    expect(await within(table()).findByRole('link', { name: 'India' })).toHaveAttribute(
      'href',
      '/dashboard/master/1/state/view',
    );
    expect(within(table()).getByRole('link', { name: 'View India' })).toHaveAttribute(
      'href',
      '/dashboard/master/countries/view/1',
    );
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toEqual(['3', 'Bangladesh', 'View']);
    expect(screen.getByText(/^Countries:/)).toHaveTextContent('Countries: 14');
    expect(screen.getByRole('link', { name: 'Add Country' })).toHaveAttribute(
      'href',
      '/dashboard/master/countries/create',
    );
  });

  it('sends assigned_user_id null, whatever customer the global filter holds, and the status chosen', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: COUNTRIES, filter: filterWithCustomer, demo });
    await screen.findByRole('link', { name: 'India' });
    expect(demo.bodies('/v3/country/filter')).toEqual([{ status: true, assigned_user_id: null }]);
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    expect(currentUrl()).toBe(`${COUNTRIES}?status=inactive&page=1&rows=10`);
    expect(await within(table()).findByRole('cell', { name: 'No data found' })).toBeInTheDocument();
    expect(demo.bodies('/v3/country/filter')).toContainEqual({ status: false, assigned_user_id: null });
  });

  it('lists a disabled country under Inactive', async () => {
    const demo = serveDemoApi();
    demo.db.countries.find(({ name }) => name === 'Maldives')!.status = false;
    renderRoute({ url: `${COUNTRIES}?status=inactive`, demo });
    expect(await within(table()).findByRole('link', { name: 'Maldives' })).toBeInTheDocument();
    expect(screen.getByText(/^Countries:/)).toHaveTextContent('Countries: 1');
  });

  it('pages by 10 in the browser and keeps the page in the URL', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: COUNTRIES, demo });
    await screen.findByRole('link', { name: 'India' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(names()).toEqual(['South Africa', 'Sri Lanka', 'United Arab Emirates', 'Vietnam']);
    expect(currentUrl()).toBe(`${COUNTRIES}?status=active&page=2&rows=10`);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(rows()).toHaveLength(14);
    expect(currentUrl()).toBe(`${COUNTRIES}?status=active&page=1&rows=20`);
    // Paging and searching happen in the browser: one call in all.
    expect(demo.bodies('/v3/country/filter')).toHaveLength(1);
  });

  it('searches name or id, case-insensitively, on Enter; the search and page are in the URL', async () => {
    const { user } = renderRoute({ url: `${COUNTRIES}?page=2` });
    await screen.findByRole('link', { name: 'Vietnam' });
    const box = screen.getByRole('searchbox', { name: 'Search countries by name or id' });
    await user.type(box, 'NEP');
    // Typing alone does not search.
    expect(rows()).toHaveLength(4);
    await user.keyboard('{Enter}');
    expect(rows()).toEqual([['2', 'Nepal', 'View']]);
    expect(screen.getByText(/^Countries:/)).toHaveTextContent('Countries: 1 of 14');
    expect(currentUrl()).toBe(`${COUNTRIES}?status=active&search=NEP&page=1&rows=10`);
    await user.clear(box);
    await user.type(box, '13{Enter}');
    expect(names()).toEqual(['Vietnam']);
    await user.clear(box);
    await user.type(box, 'Atlantis{Enter}');
    expect(within(table()).getByRole('cell', { name: 'No data found' })).toBeInTheDocument();
  });

  it('restores the list from the URL, and moves a page past the end to the last page', async () => {
    renderRoute({ url: `${COUNTRIES}?search=an&page=9&rows=5` });
    // Four countries hold 'an': one page of 5, so page 9 becomes page 1.
    await waitFor(() => expect(currentUrl()).toBe(`${COUNTRIES}?status=active&search=an&page=1&rows=5`));
    expect(screen.getByRole('searchbox', { name: 'Search countries by name or id' })).toHaveValue('an');
    expect(names()).toEqual(['Bangladesh', 'Bhutan', 'Ghana', 'Sri Lanka']);
  });

  it('shows a failed load in the table with Try again, logged but not toasted; Try again loads it', async () => {
    const demo = serveDemoApi();
    // A 4xx: the query does not retry, so the failure shows at once.
    demo.db.setFaults({
      failures: [{ path: '/v3/country/filter', status: 400, message: 'Country service is down' }],
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: COUNTRIES, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('The countries could not be loaded.');
    expect(screen.queryByText('Country service is down')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('/v3/country/filter'));
    logged.mockRestore();
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'India' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a customer the screen is for administrators, and calls nothing', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: COUNTRIES, user: customerUser, demo });
    expect(screen.getByRole('heading', { level: 1, name: 'Countries' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen is for administrators.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(demo.bodies('/v3/country/filter')).toEqual([]);
  });
});
