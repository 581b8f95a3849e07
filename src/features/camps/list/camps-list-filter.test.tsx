import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { defaultFilter, type FilterData } from '@/atoms/filter';
import type { CampFilterRequest } from '@/generated/model';

import { addCamps, CAMP_CALLS, CAMPS as LIST } from '@tests/unit/camps';
import { type DemoApi, serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderScreen } from '@tests/unit/harness';
import { adminUser, customerUser } from '@tests/unit/session-fixtures';

import { CampsListScreen } from './camps-list-screen';

/** Meera's camps at Goregaon (location 6, in Mumbai Suburban, Maharashtra, India). */
const filter: FilterData = {
  ...defaultFilter(adminUser, null),
  customer: { id: 2, name: 'Meera' },
  country: { id: 1, name: 'India' },
  state: { id: 1, name: 'Maharashtra' },
  district: { id: 1, name: 'Mumbai Suburban' },
  location: { id: 6, name: 'Goregaon' },
  age: '40-60',
};

/** The demo API with 12 more of Meera's camps at Goregaon (two pages of them), and the counts. */
const serve = () => {
  const demo = serveDemoApi();
  addCamps(demo.db, 12, { location_id: 6 });
  const meeras = demo.db.camps.filter((camp) => camp.user_id === 2 && camp.status);
  const atGoregaon = meeras.filter((camp) => camp.location_id === 6).length;
  // Fewer camps the narrower the scope.
  expect(atGoregaon).toBeGreaterThan(0);
  expect(atGoregaon).toBeLessThan(meeras.length);
  return { demo, atGoregaon, meeras: meeras.length };
};
const requests = (demo: DemoApi) => demo.bodies(CAMP_CALLS.list) as CampFilterRequest[];
const chips = () =>
  within(screen.getByRole('region', { name: 'Applied filter' }))
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('Camps list and the applied filter', () => {
  it('shows what narrows the list as chips, and what does not in one line', async () => {
    const { atGoregaon } = serve();
    renderScreen(<CampsListScreen />, { url: LIST, filter });
    expect(chips()).toEqual([
      'Customer: Meera',
      'Country: India',
      'State: Maharashtra',
      'District: Mumbai Suburban',
      'Location: Goregaon',
    ]);
    expect(screen.getByRole('region', { name: 'Applied filter' })).toHaveTextContent(
      'Age (40-60) does not narrow this list.',
    );
    await waitFor(() =>
      expect(screen.getByText(/Total Clinics/)).toHaveTextContent(`Total Clinics: ${atGoregaon}`),
    );
  });

  it('clearing the country chip reloads the wider list from page 1, state to location cleared too', async () => {
    const { demo, meeras } = serve();
    const { user } = renderScreen(<CampsListScreen />, { url: `${LIST}?page=2`, filter });
    await waitFor(() =>
      expect(requests(demo).at(-1)).toMatchObject({ country_id: 1, location_id: 6, page: 2 }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Country: India' }));
    await waitFor(() =>
      expect(requests(demo).at(-1)).toMatchObject({
        customer_id: 2,
        country_id: null,
        state_id: null,
        district_id: null,
        location_id: null,
        page: 1,
      }),
    );
    expect(currentUrl()).toBe(`${LIST}?status=active&page=1&rows=10`);
    await waitFor(() =>
      expect(screen.getByText(/Total Clinics/)).toHaveTextContent(`Total Clinics: ${meeras}`),
    );
    expect(chips()).toEqual(['Customer: Meera']);
  });

  it('shows a customer no customer chip: their own id scopes the list', () => {
    serve();
    renderScreen(<CampsListScreen />, {
      url: LIST,
      user: customerUser,
      filter: { ...filter, customer: null },
    });
    expect(chips()).toEqual([
      'Country: India',
      'State: Maharashtra',
      'District: Mumbai Suburban',
      'Location: Goregaon',
    ]);
  });
});
