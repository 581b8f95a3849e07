import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { FilterData } from '@/atoms/filter';
import type { CampFilterRequest } from '@/generated/model';

import { addCamps, CAMP_CALLS, CAMPS as LIST } from '@tests/unit/camps';
import { type DemoApi, serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderScreen } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

import { CampsListScreen } from './camps-list-screen';

/** The demo API with only these camps: `active` active ones and `inactive` inactive ones at Bandra. */
const serveCamps = (active: number, inactive = 0) => {
  const demo = serveDemoApi();
  demo.db.camps.splice(0);
  addCamps(demo.db, active);
  addCamps(demo.db, inactive, { location_id: 2, status: false });
  return demo;
};
/** What the list asked the demo API for, in order. */
const requests = (demo: DemoApi) => demo.bodies(CAMP_CALLS.list) as CampFilterRequest[];
const lastRequest = async (demo: DemoApi, expected: Partial<CampFilterRequest>) =>
  waitFor(() => expect(requests(demo).at(-1)).toMatchObject(expected));

const filter: FilterData = {
  start_date: '2026-01-01',
  end_date: '2026-02-01',
  age: null,
  gender: null,
  customer: { id: 4, name: 'Rohan' },
  country: { id: 1, name: 'India' },
  state: { id: 1, name: 'Maharashtra' },
  district: { id: 1, name: 'Mumbai Suburban' },
  location: { id: 2, name: 'Bandra' },
  clinic: null,
  amc_expired: null,
};

describe('Camps list', () => {
  it('shows the camps with derived names, DD-MM-YYYY UTC dates and Active/Over', async () => {
    const { db } = serveDemoApi();
    // Two active camps: Meera's at Andheri, ongoing; Rohan's at Bandra, over, created a second
    // before midnight UTC (the day it shows is the UTC one).
    db.camps.splice(
      0,
      db.camps.length,
      {
        id: 11,
        name: 'Camp_Meera_Andheri_01-03-2026',
        start_date: '2026-03-01T00:00:00.000Z',
        end_date: '2026-03-05T00:00:00.000Z',
        location_id: 1,
        user_id: 2,
        status: true,
        camp_status: true,
        is_enabled: true,
        created_at: '2026-02-20T18:45:00.000Z',
      },
      {
        id: 12,
        name: 'Camp_Rohan_Bandra_10-04-2026',
        start_date: '2026-04-10T00:00:00.000Z',
        end_date: '2026-04-12T00:00:00.000Z',
        location_id: 2,
        user_id: 4,
        status: true,
        camp_status: false,
        is_enabled: true,
        created_at: '2026-03-31T23:59:59.000Z',
      },
    );
    renderScreen(<CampsListScreen />, { url: LIST });
    expect(screen.getByRole('heading', { level: 1, name: 'Camps' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'Camp_Meera_Andheri_01-03-2026' });
    expect(first).toHaveAttribute('href', '/dashboard/manage/camp/info?camp_id=11');
    expect(screen.getByRole('link', { name: 'Camp_Rohan_Bandra_10-04-2026' })).toHaveAttribute(
      'href',
      '/dashboard/manage/camp/info?camp_id=12',
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Start Date', 'End Date', 'Location', 'Camp Status', 'Create Date']);
    // Newest first.
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Camp_Rohan_Bandra_10-04-2026', '10-04-2026', '12-04-2026', 'Bandra', 'Over', '31-03-2026']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Camp_Meera_Andheri_01-03-2026',
      '01-03-2026',
      '05-03-2026',
      'Andheri',
      'Active',
      '20-02-2026',
    ]);
    expect(screen.getByText(/Total Clinics/)).toHaveTextContent('Total Clinics: 2');
    expect(screen.getByRole('link', { name: 'Add Camp' })).toHaveAttribute(
      'href',
      '/dashboard/manage/camp/add',
    );
  });

  it('sends status, page, limit, searchValue null, no filter ids and screen clinic by default', async () => {
    const demo = serveDemoApi();
    renderScreen(<CampsListScreen />, { url: LIST });
    await waitFor(() => expect(requests(demo)).toHaveLength(1));
    expect(requests(demo)[0]).toEqual({
      status: true,
      page: 1,
      limit: 10,
      searchValue: null,
      country_id: null,
      state_id: null,
      district_id: null,
      location_id: null,
      customer_id: null,
      screen: 'clinic',
    });
  });

  it("sends the applied filter's location and customer ids", async () => {
    const demo = serveDemoApi();
    renderScreen(<CampsListScreen />, { url: LIST, filter });
    await lastRequest(demo, { country_id: 1, state_id: 1, district_id: 1, location_id: 2, customer_id: 4 });
  });

  it("scopes a customer's list to their own id", async () => {
    const demo = serveDemoApi();
    renderScreen(<CampsListScreen />, {
      url: LIST,
      user: customerUser,
      filter: { ...filter, customer: null },
    });
    await lastRequest(demo, { customer_id: customerUser.id });
  });

  it('changes status to Inactive, resets the page and keeps both in the URL', async () => {
    const demo = serveCamps(95);
    const { user } = renderScreen(<CampsListScreen />, { url: `${LIST}?status=active&page=3&rows=10` });
    await lastRequest(demo, { status: true, page: 3 });
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await lastRequest(demo, { status: false, page: 1 });
    expect(currentUrl()).toBe(`${LIST}?status=inactive&page=1&rows=10`);
  });

  it('searches on Enter and on the icon, resetting the page', async () => {
    // 95 active camps, all at Andheri.
    const demo = serveCamps(95);
    const { user } = renderScreen(<CampsListScreen />, { url: `${LIST}?page=4` });
    await lastRequest(demo, { page: 4 });
    const box = screen.getByRole('searchbox', { name: 'Search camps' });
    await user.type(box, 'Andheri');
    // Typing alone does not search.
    expect(requests(demo).at(-1)).toMatchObject({ searchValue: null, page: 4 });
    await user.keyboard('{Enter}');
    await lastRequest(demo, { searchValue: 'Andheri', page: 1 });
    expect(currentUrl()).toBe(`${LIST}?status=active&search=Andheri&page=1&rows=10`);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await lastRequest(demo, { searchValue: 'Andheri', page: 2 });
    await user.clear(box);
    await user.type(box, '  Bandra ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await lastRequest(demo, { searchValue: 'Bandra', page: 1 });
  });

  it('offers 5, 10 and 20 rows per page (default 10) and resets the page on change', async () => {
    const demo = serveCamps(95);
    const { user } = renderScreen(<CampsListScreen />, { url: `${LIST}?page=2` });
    const rows = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(rows).toHaveValue('10');
    expect(
      within(rows)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '20']);
    await lastRequest(demo, { page: 2, limit: 10 });
    await user.selectOptions(rows, '20');
    await lastRequest(demo, { page: 1, limit: 20 });
    expect(currentUrl()).toBe(`${LIST}?status=active&page=1&rows=20`);
  });

  it('pages with first, previous, numbered pages, ellipses, next and last', async () => {
    const demo = serveCamps(95);
    const { user } = renderScreen(<CampsListScreen />, { url: LIST });
    const pager = screen.getByRole('navigation', { name: 'Camps pages' });
    await within(pager).findByRole('button', { name: 'Page 10' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(pager).toHaveTextContent('12…10');

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await lastRequest(demo, { page: 2 });
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    await lastRequest(demo, { page: 10 });
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await lastRequest(demo, { page: 9 });
    expect(pager).toHaveTextContent('1…8910');
    // Page 1 is cached by now: the URL and the current page marker tell where we are.
    await user.click(within(pager).getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?status=active&page=1&rows=10`));
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?status=active&page=2&rows=10`));
  });

  it('restores status, search, page and rows from the URL and follows the back button', async () => {
    // 95 inactive camps, all at Bandra.
    const demo = serveCamps(0, 95);
    const { user } = renderScreen(<CampsListScreen />, {
      url: `${LIST}?status=inactive&search=Bandra&page=3&rows=20`,
    });
    await lastRequest(demo, { status: false, searchValue: 'Bandra', page: 3, limit: 20 });
    expect(screen.getByLabelText('Status')).toHaveValue('inactive');
    expect(screen.getByRole('searchbox', { name: 'Search camps' })).toHaveValue('Bandra');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
    expect(await screen.findByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await lastRequest(demo, { page: 4 });
    await user.clear(screen.getByRole('searchbox', { name: 'Search camps' }));
    await user.keyboard('{Enter}');
    await lastRequest(demo, { searchValue: null, page: 1 });

    act(() => window.history.back());
    // The page is served from the cache: what the user sees is what matters.
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search camps' })).toHaveValue('Bandra'),
    );
    expect(currentUrl()).toBe(`${LIST}?status=inactive&search=Bandra&page=4&rows=20`);
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('falls back to safe defaults for garbage parameters', async () => {
    const demo = serveDemoApi();
    renderScreen(<CampsListScreen />, { url: `${LIST}?status=foo&page=0&rows=7&search=` });
    await lastRequest(demo, { status: true, page: 1, limit: 10, searchValue: null });
    expect(screen.getByLabelText('Status')).toHaveValue('active');
  });

  it('moves a page past the end to the last page', async () => {
    const demo = serveCamps(25);
    renderScreen(<CampsListScreen />, { url: `${LIST}?page=9` });
    await lastRequest(demo, { page: 3 });
    expect(currentUrl()).toBe(`${LIST}?status=active&page=3&rows=10`);
  });

  it("shows 'No data found' when there are no camps", async () => {
    serveCamps(0);
    renderScreen(<CampsListScreen />, { url: LIST });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.getByText(/Total Clinics/)).toHaveTextContent('Total Clinics: 0');
  });

  it("shows 'No data found' and no toast when the fetch fails", async () => {
    serveDemoApi().db.setFaults({
      failures: [{ path: CAMP_CALLS.list, status: 400, message: 'Invalid request body' }],
    });
    renderScreen(<CampsListScreen />, { url: LIST });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.queryByText('Invalid request body')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
