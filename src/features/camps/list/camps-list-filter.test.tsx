import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { defaultFilter, type FilterData } from '@/atoms/filter';
import type { CampFilterRequest } from '@/generated/model';

import { server } from '../../../../tests/msw/server';
import { adminUser, customerUser } from '../../../../tests/unit/session-fixtures';
import { campOne } from '../testing/fixtures';
import { campsHandler, type Seen } from '../testing/handlers';
import { currentUrl, renderScreen } from '../testing/render';
import { CampsListScreen } from './camps-list-screen';

const LIST = '/dashboard/manage/camp';

const filter: FilterData = {
  ...defaultFilter(adminUser, null),
  customer: { id: 7, name: 'Ravi' },
  country: { id: 1, name: 'India' },
  state: { id: 2, name: 'Maharashtra' },
  district: { id: 3, name: 'Mumbai' },
  location: { id: 5, name: 'Andheri' },
  age: '40-60',
};

const serve = () => {
  const seen: Seen<CampFilterRequest> = [];
  // Fewer camps the narrower the scope, as a server would answer.
  server.use(
    campsHandler((body) => ({ records: [campOne], total_count: body.country_id === null ? 90 : 30 }), seen),
  );
  return seen;
};
const chips = () =>
  within(screen.getByRole('region', { name: 'Applied filter' }))
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('Camps list and the applied filter', () => {
  it('shows what narrows the list as chips, and what does not in one line', async () => {
    serve();
    renderScreen(<CampsListScreen />, { url: LIST, filter });
    expect(chips()).toEqual([
      'Customer: Ravi',
      'Country: India',
      'State: Maharashtra',
      'District: Mumbai',
      'Location: Andheri',
    ]);
    expect(screen.getByRole('region', { name: 'Applied filter' })).toHaveTextContent(
      'Age (40-60) does not narrow this list.',
    );
    await waitFor(() => expect(screen.getByText(/Total Clinics/)).toHaveTextContent('Total Clinics: 30'));
  });

  it('clearing the country chip reloads the wider list from page 1, state to location cleared too', async () => {
    const seen = serve();
    const { user } = renderScreen(<CampsListScreen />, { url: `${LIST}?page=2`, filter });
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ country_id: 1, location_id: 5, page: 2 }));
    await user.click(screen.getByRole('button', { name: 'Remove Country: India' }));
    await waitFor(() =>
      expect(seen.at(-1)).toMatchObject({
        customer_id: 7,
        country_id: null,
        state_id: null,
        district_id: null,
        location_id: null,
        page: 1,
      }),
    );
    expect(currentUrl()).toBe(`${LIST}?status=active&page=1&rows=10`);
    expect(await screen.findByText(/Total Clinics/)).toHaveTextContent('Total Clinics: 90');
    expect(chips()).toEqual(['Customer: Ravi']);
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
      'District: Mumbai',
      'Location: Andheri',
    ]);
  });
});
