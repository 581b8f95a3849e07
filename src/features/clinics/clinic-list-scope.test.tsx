import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { defaultFilter, type FilterData } from '@/atoms/filter';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderScreen, storedFilter } from '@tests/unit/harness';
import { adminUser, customerUser } from '@tests/unit/session-fixtures';

import { ClinicsScreen, CustomerClinicsScreen } from './index';

const CLINICS = '/dashboard/manage/clinic';
const CUSTOMER_CLINICS = '/dashboard/manage/customerclinic';
const CLINIC_CALL = '/v3/Clinic/filter';

type Api = ReturnType<typeof serveDemoApi>;

const countOf = (api: Api, customerId: number, countryId?: number) =>
  api.db.clinics.filter(
    (clinic) =>
      clinic.user_id === customerId &&
      (countryId === undefined || api.db.locationPath(clinic.location_id)?.country?.id === countryId),
  ).length;
const total = () => screen.getByText(/Total Clinics/);
const chips = () =>
  within(screen.getByRole('region', { name: 'Applied filter' }))
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);

const meeraInIndia = (api: Api): FilterData => {
  const india = api.db.countries.find((country) => country.name === 'India')!;
  return {
    ...defaultFilter(adminUser, 'clinic'),
    customer: { id: 2, name: 'Meera' },
    country: { id: india.id, name: india.name },
  };
};

describe('the clinic lists and the applied filter', () => {
  it("sends an administrator's filter, shows it as chips, and grows when a chip is cleared", async () => {
    const api = serveDemoApi();
    const filter = meeraInIndia(api);
    const india = filter.country!.id;
    const { user } = renderScreen(<ClinicsScreen />, {
      url: `${CLINICS}?page=2&rows=5`,
      filter,
      demo: api,
    });
    await waitFor(() =>
      expect(api.bodies(CLINIC_CALL).at(-1)).toEqual({
        assigned_user_id: 2,
        country_id: india,
        state_id: null,
        district_id: null,
        location_id: null,
        searchValue: null,
        page: 2,
        limit: 5,
      }),
    );
    await waitFor(() => expect(total()).toHaveTextContent(`Total Clinics: ${countOf(api, 2, india)}`));
    expect(chips()).toEqual(['Customer: Meera', 'Country: India']);

    const asked = api.bodies(CLINIC_CALL).length;
    await user.click(screen.getByRole('button', { name: 'Remove Country: India' }));
    // At once: the wider list from its first page; page 2 of the new scope is never asked for.
    await waitFor(() => expect(total()).toHaveTextContent(`Total Clinics: ${countOf(api, 2)}`));
    expect(api.bodies(CLINIC_CALL).slice(asked)).toEqual([
      expect.objectContaining({ assigned_user_id: 2, country_id: null, page: 1, limit: 5 }),
    ]);
    expect(currentUrl()).toBe(`${CLINICS}?page=1&rows=5`);
    expect(countOf(api, 2)).toBeGreaterThan(countOf(api, 2, india));
    expect(chips()).toEqual(['Customer: Meera']);
    expect(storedFilter()).toEqual({ data: { ...filter, country: null }, flag: '1' });
  });

  it('narrows by the AMC License value (a chip), and says the dates do not narrow the list', async () => {
    const api = serveDemoApi();
    const { user } = renderScreen(<ClinicsScreen />, {
      demo: api,
      url: CLINICS,
      filter: {
        ...defaultFilter(adminUser, 'clinic'),
        start_date: '2026-01-01',
        end_date: '2026-01-31',
        amc_expired: 'expired',
      },
    });
    const bar = screen.getByRole('region', { name: 'Applied filter' });
    expect(bar).toHaveTextContent('Date range (01-01-2026 – 31-01-2026) does not narrow this list.');
    expect(chips()).toEqual(['AMC License: Expired']);
    // docs/lists.md, "AMC License": expired = the licence's last day before the demo clock's today.
    const today = new Date().toISOString().slice(0, 10);
    const expired = api.db.clinics.filter((clinic) => clinic.amc_expiry < today).length;
    expect(expired).toBeGreaterThan(0);
    await waitFor(() => expect(total()).toHaveTextContent(`Total Clinics: ${expired}`));
    expect(api.bodies(CLINIC_CALL).at(-1)).toMatchObject({ amc_expired: 'expired' });

    await user.click(screen.getByRole('button', { name: 'Remove AMC License: Expired' }));
    await waitFor(() => expect(total()).toHaveTextContent(`Total Clinics: ${api.db.clinics.length}`));
    // Without a value the known call's body is as before: no amc_expired key.
    expect(Object.keys(api.bodies(CLINIC_CALL).at(-1) as object).sort()).toEqual([
      'assigned_user_id',
      'country_id',
      'district_id',
      'limit',
      'location_id',
      'page',
      'searchValue',
      'state_id',
    ]);
  });

  it("scopes a customer's Customer Clinics to their own id, without a Customer column", async () => {
    const api = serveDemoApi();
    const filter = { ...meeraInIndia(api), customer: { id: 5, name: 'Rohan' } };
    const india = filter.country!.id;
    renderScreen(<CustomerClinicsScreen />, {
      url: CUSTOMER_CLINICS,
      user: customerUser,
      filter,
      demo: api,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Clinics' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodies(CLINIC_CALL).at(-1)).toMatchObject({
        assigned_user_id: customerUser.id,
        country_id: india,
      }),
    );
    await waitFor(() => expect(total()).toHaveTextContent(`Total Clinics: ${countOf(api, 2, india)}`));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Clinic Id',
      'Clinic Name',
      'Location Id',
    ]);
    // Their own id, not the filter's customer: no chip for it, and the line says so.
    expect(chips()).toEqual(['Country: India']);
    expect(screen.getByRole('region', { name: 'Applied filter' })).toHaveTextContent(
      'Customer (Rohan) does not narrow this list.',
    );
    expect(api.bodies('/v3/customer/filter')).toEqual([]);
  });

  it('gives a customer who opens Clinics their own clinics', async () => {
    const api = serveDemoApi();
    renderScreen(<ClinicsScreen />, { url: CLINICS, user: customerUser, demo: api });
    expect(screen.getByRole('heading', { level: 1, name: 'Clinics' })).toBeInTheDocument();
    await waitFor(() => expect(total()).toHaveTextContent(`Total Clinics: ${countOf(api, 2)}`));
    expect(api.bodies(CLINIC_CALL).at(-1)).toMatchObject({ assigned_user_id: 2 });
    expect(screen.queryByRole('region', { name: 'Applied filter' })).not.toBeInTheDocument();
  });
});
