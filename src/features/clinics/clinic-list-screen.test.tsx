import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { collectToasts, currentUrl, renderScreen } from '@tests/unit/harness';

import { ClinicsScreen } from './index';

const LIST = '/dashboard/manage/clinic';
const CLINIC_CALL = '/v3/Clinic/filter';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const bodyRows = () => screen.getAllByRole('row').slice(1);
const lastBody = (api: ReturnType<typeof serveDemoApi>) => api.bodies(CLINIC_CALL).at(-1);

describe('Clinics (administrators)', () => {
  it('lists the first 10 clinics with id, name, location id and the customer by name', async () => {
    const api = serveDemoApi();
    renderScreen(<ClinicsScreen />, { url: LIST, demo: api });
    expect(screen.getByRole('heading', { level: 1, name: 'Clinics' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Clinic Id',
      'Clinic Name',
      'Location Id',
      'Customer',
    ]);
    const first = [...api.db.clinics].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id)[0]!;
    const owner = api.db.customer(first.user_id)!;
    await waitFor(() =>
      expect(cellsOf(bodyRows()[0]!)).toEqual([
        String(first.id),
        first.name,
        String(first.location_id),
        `${owner.first_name} ${owner.last_name}`,
      ]),
    );
    expect(screen.getByText(/Total Clinics/)).toHaveTextContent(`Total Clinics: ${api.db.clinics.length}`);
    expect(api.bodies(CLINIC_CALL)).toEqual([
      {
        assigned_user_id: null,
        country_id: null,
        state_id: null,
        district_id: null,
        location_id: null,
        searchValue: null,
        page: 1,
        limit: 10,
      },
    ]);
    // The filter panel's customer request, body for body: one request serves both.
    expect(api.bodies('/v3/customer/filter')).toEqual([{ status: true }]);
  });

  it("names a customer missing from the active list 'Customer #id'", async () => {
    const api = serveDemoApi();
    const inactive = api.db.customers.find((customer) => !customer.status)!;
    const clinic = api.db.clinics.find((candidate) => candidate.user_id === inactive.id)!;
    const { user } = renderScreen(<ClinicsScreen />, { url: LIST, demo: api });
    await user.type(screen.getByRole('searchbox', { name: 'Search clinics' }), `${clinic.name}{Enter}`);
    const row = `${clinic.id} ${clinic.name} ${clinic.location_id} Customer #${inactive.id}`;
    expect(await screen.findByRole('row', { name: row })).toBeInTheDocument();
  });

  it('searches on Enter and on the icon, from page 1, with the search in the URL', async () => {
    const api = serveDemoApi();
    const { user } = renderScreen(<ClinicsScreen />, { url: `${LIST}?page=3`, demo: api });
    await waitFor(() => expect(lastBody(api)).toMatchObject({ page: 3 }));
    const box = screen.getByRole('searchbox', { name: 'Search clinics' });
    await user.type(box, 'arogya');
    expect(lastBody(api)).toMatchObject({ searchValue: null });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastBody(api)).toMatchObject({ searchValue: 'arogya', page: 1 }));
    expect(currentUrl()).toBe(`${LIST}?search=arogya&page=1&rows=10`);
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(/Arogya/));

    await user.clear(box);
    await user.type(box, ' Swasthya ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody(api)).toMatchObject({ searchValue: 'Swasthya', page: 1 }));
  });

  it('pages 5, 10 or 20 rows (default 10), with page and rows in the URL and the back button', async () => {
    const api = serveDemoApi();
    const { user } = renderScreen(<ClinicsScreen />, { url: LIST, demo: api });
    const rows = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(rows).toHaveValue('10');
    expect(
      within(rows)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '20']);
    await user.selectOptions(rows, '20');
    await waitFor(() => expect(lastBody(api)).toMatchObject({ page: 1, limit: 20 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const pager = screen.getByRole('navigation', { name: 'Clinics pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastBody(api)).toMatchObject({ page: 2, limit: 20 }));
    expect(currentUrl()).toBe(`${LIST}?page=2&rows=20`);
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lastBody(api)).toMatchObject({ page: 16 }));
    act(() => window.history.back());
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?page=2&rows=20`));
    // The list takes in the URL in a deferred render, just after it changes.
    await waitFor(() =>
      expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('falls back to safe defaults for garbage parameters and moves past the end to the last page', async () => {
    const api = serveDemoApi();
    renderScreen(<ClinicsScreen />, { url: `${LIST}?page=999&rows=7&search=`, demo: api });
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?page=32&rows=10`));
    await waitFor(() => expect(lastBody(api)).toMatchObject({ page: 32, limit: 10, searchValue: null }));
  });

  it("shows 'Loading...' until the first answer, then 'No data found' when nothing matches", async () => {
    const api = serveDemoApi();
    api.db.setFaults({ latencyMs: 200 });
    renderScreen(<ClinicsScreen />, { url: `${LIST}?search=no-such-clinic`, demo: api });
    expect(screen.getByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'No data found' })).toBeInTheDocument();
    expect(screen.getByText(/Total Clinics/)).toHaveTextContent('Total Clinics: 0');
  });

  it("shows 'No data found' and no toast when the fetch fails (docs/requirements.md section 8)", async () => {
    const api = serveDemoApi();
    api.db.setFaults({ failures: [{ path: CLINIC_CALL, status: 400, message: 'Clinic store offline' }] });
    renderScreen(<ClinicsScreen />, { url: LIST, demo: api });
    const toasts = collectToasts();
    expect(await screen.findByRole('cell', { name: 'No data found' })).toBeInTheDocument();
    expect(screen.queryByText('Clinic store offline')).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
  });
});
