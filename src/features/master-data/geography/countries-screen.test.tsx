import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { FilterData } from '@/atoms/filter';

import { customerUser } from '../../../../tests/unit/session-fixtures';
import { collectToasts } from '../../../../tests/unit/render-app';
import { server } from '../../../../tests/msw/server';
import { failOnce, geographyHandlers, type SeenCall } from '../testing/handlers';
import { currentUrl, renderMaster } from '../testing/render';

const COUNTRIES = '/dashboard/master/countries';

const serve = () => {
  const seen: SeenCall[] = [];
  server.use(...geographyHandlers(seen));
  return seen;
};
const table = () => screen.getByRole('table', { name: 'Countries' });
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

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
  it('shows Loading... first, then the first 10 countries by name with a count; each links to its states', async () => {
    serve();
    renderMaster(COUNTRIES);
    expect(screen.getByRole('heading', { level: 1, name: 'Countries' })).toBeInTheDocument();
    expect(within(table()).getByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
    expect(await within(table()).findByRole('link', { name: 'Bangladesh' })).toHaveAttribute(
      'href',
      '/dashboard/master/101/state/view',
    );
    expect(rowNames()).toHaveLength(10);
    expect(rowNames()[0]).toEqual(['101', 'Bangladesh']);
    expect(within(table()).getByRole('link', { name: 'India' })).toHaveAttribute(
      'href',
      '/dashboard/master/1/state/view',
    );
    expect(screen.getByText(/^Countries:/)).toHaveTextContent('Countries: 13');
  });

  it('sends status true and assigned_user_id null, whatever customer the global filter holds', async () => {
    const seen = serve();
    renderMaster(COUNTRIES, { filter: filterWithCustomer });
    await screen.findByRole('link', { name: 'India' });
    expect(seen).toEqual([{ path: '/v3/country/filter', body: { status: true, assigned_user_id: null } }]);
  });

  it('pages by 10 in the browser and keeps the page in the URL', async () => {
    const seen = serve();
    const { user } = renderMaster(COUNTRIES);
    await screen.findByRole('link', { name: 'India' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(rowNames().map(([, name]) => name)).toEqual(['Sri Lanka', 'Vietnam', 'Zambia']);
    expect(currentUrl()).toBe(`${COUNTRIES}?page=2&rows=10`);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(rowNames()).toHaveLength(13);
    expect(currentUrl()).toBe(`${COUNTRIES}?page=1&rows=20`);
    // Paging and searching happen in the browser: one call in all.
    expect(seen).toHaveLength(1);
  });

  it('searches name or id, case-insensitively, on Enter; the search and page are in the URL', async () => {
    serve();
    const { user } = renderMaster(`${COUNTRIES}?page=2`);
    await screen.findByRole('link', { name: 'Vietnam' });
    const box = screen.getByRole('searchbox', { name: 'Search countries by name or id' });
    await user.type(box, 'NEP');
    // Typing alone does not search.
    expect(rowNames()).toHaveLength(3);
    await user.keyboard('{Enter}');
    expect(rowNames()).toEqual([['2', 'Nepal']]);
    expect(screen.getByText(/^Countries:/)).toHaveTextContent('Countries: 1 of 13');
    expect(currentUrl()).toBe(`${COUNTRIES}?search=NEP&page=1&rows=10`);
    await user.clear(box);
    await user.type(box, '110{Enter}');
    expect(rowNames()).toEqual([['110', 'Vietnam']]);
    await user.clear(box);
    await user.type(box, 'Atlantis{Enter}');
    expect(within(table()).getByRole('cell', { name: 'No data found' })).toBeInTheDocument();
  });

  it('restores the list from the URL, and moves a page past the end to the last page', async () => {
    serve();
    renderMaster(`${COUNTRIES}?search=an&page=9&rows=5`);
    // Four countries hold 'an': one page of 5, so page 9 becomes page 1.
    await waitFor(() => expect(currentUrl()).toBe(`${COUNTRIES}?search=an&page=1&rows=5`));
    expect(screen.getByRole('searchbox', { name: 'Search countries by name or id' })).toHaveValue('an');
    expect(rowNames().map(([, name]) => name)).toEqual(['Bangladesh', 'Bhutan', 'Ghana', 'Sri Lanka']);
  });

  it("says 'No data found' when there are no countries", async () => {
    server.use(...geographyHandlers([], { countries: [], states: [], districts: [], locations: [] }));
    renderMaster(COUNTRIES);
    expect(await within(table()).findByRole('cell', { name: 'No data found' })).toBeInTheDocument();
    expect(screen.getByText(/^Countries:/)).toHaveTextContent('Countries: 0');
  });

  it('shows a failed load in the table with Try again, logged but not toasted; Try again loads it', async () => {
    const seen = serve();
    server.use(failOnce('/v3/country/filter', 'Country service is down'));
    const { toasts, stop } = collectToasts();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderMaster(COUNTRIES);
    expect(await screen.findByRole('alert')).toHaveTextContent('The countries could not be loaded.');
    expect(screen.queryByText('Country service is down')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('/v3/country/filter'));
    logged.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'India' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(toasts).toEqual([]);
    stop();
  });

  it('tells a customer the screen is for administrators, and calls nothing', async () => {
    const seen = serve();
    renderMaster(COUNTRIES, { user: customerUser });
    expect(screen.getByRole('heading', { level: 1, name: 'Countries' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This screen is for administrators.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });
});
