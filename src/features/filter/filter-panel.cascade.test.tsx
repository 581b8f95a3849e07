import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { adminUser, customerUser } from '../../../tests/unit/session-fixtures';
import {
  installListGeometry,
  NOW,
  renderFilterPanel,
  serveFilterLists,
  uninstallListGeometry,
} from './test-kit';

beforeAll(installListGeometry);
afterAll(uninstallListGeometry);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const clearButton = (title: string) => screen.getByRole('button', { name: `Clear ${title}` });

const choose = async (user: UserEvent, list: string, option: string) => {
  const listbox = await screen.findByRole('listbox', { name: list });
  await user.click(await within(listbox).findByRole('option', { name: new RegExp(`^${option} `) }));
};

const expectChosen = (title: string, name: string | null) => {
  if (name === null) {
    expect(clearButton(title)).toBeDisabled();
    expect(clearButton(title)).toHaveAccessibleDescription('All');
  } else {
    expect(clearButton(title)).toBeEnabled();
    expect(clearButton(title)).toHaveAccessibleDescription(name);
  }
};

/** Walks Country > State > Districts > Location down to India / Maharashtra / Mumbai / Andheri. */
const walkToAndheri = async (user: UserEvent) => {
  await choose(user, 'Countries', 'India');
  await choose(user, 'States', 'Maharashtra');
  await choose(user, 'Districts', 'Mumbai');
  await choose(user, 'Locations', 'Andheri');
};

describe('cascading location', () => {
  it('each choice loads the level below with the parent id, status true and assigned_user_id', async () => {
    const { calls } = serveFilterLists();
    const { user } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await walkToAndheri(user);
    expect(calls.country).toEqual([{ status: true, assigned_user_id: customerUser.id }]);
    expect(calls.state).toEqual([{ status: true, assigned_user_id: customerUser.id, country_id: 1 }]);
    expect(calls.district).toEqual([{ status: true, assigned_user_id: customerUser.id, state_id: 11 }]);
    expect(calls.location).toEqual([{ status: true, assigned_user_id: customerUser.id, district_id: 111 }]);
    expectChosen('Country', 'India');
    expectChosen('State', 'Maharashtra');
    expectChosen('Districts', 'Mumbai');
    expectChosen('Location', 'Andheri');
    // The clinic list follows the location choices.
    await waitFor(() =>
      expect(calls.clinic.at(-1)).toEqual({
        assigned_user_id: customerUser.id,
        country_id: 1,
        state_id: 11,
        district_id: 111,
        location_id: 1111,
        searchValue: '',
        page: 1,
        limit: 10,
      }),
    );
  });

  it('clearing the district clears the location only', async () => {
    serveFilterLists();
    const { user } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await walkToAndheri(user);
    await user.click(clearButton('Districts'));
    expectChosen('Country', 'India');
    expectChosen('State', 'Maharashtra');
    expectChosen('Districts', null);
    expectChosen('Location', null);
  });

  it('clearing the state clears district and location', async () => {
    serveFilterLists();
    const { user } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await walkToAndheri(user);
    await user.click(clearButton('State'));
    expectChosen('Country', 'India');
    expectChosen('State', null);
    expectChosen('Districts', null);
    expectChosen('Location', null);
    // Nothing to list under no state.
    expect(
      within(screen.getByRole('region', { name: 'Districts' })).getByText('No data'),
    ).toBeInTheDocument();
  });

  it('clearing the country clears state, district and location', async () => {
    serveFilterLists();
    const { user } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await walkToAndheri(user);
    await user.click(clearButton('Country'));
    for (const title of ['Country', 'State', 'Districts', 'Location']) expectChosen(title, null);
  });

  it('changing the country reloads the states; changing the state reloads the districts', async () => {
    const { calls } = serveFilterLists();
    const { user } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await walkToAndheri(user);
    await choose(user, 'Countries', 'Nepal');
    expectChosen('State', null);
    await choose(user, 'States', 'Bagmati');
    expect(calls.state.map((body) => body.country_id)).toEqual([1, 2]);
    expect(within(screen.getByRole('listbox', { name: 'States' })).queryByText('Maharashtra')).toBeNull();

    await choose(user, 'Countries', 'India');
    await choose(user, 'States', 'Karnataka');
    await choose(user, 'Districts', 'Bengaluru Urban');
    expect(calls.district.map((body) => body.state_id)).toEqual([11, 21, 12]);
  });

  it('changing the district reloads the locations', async () => {
    const { calls } = serveFilterLists();
    const { user } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await walkToAndheri(user);
    await choose(user, 'Districts', 'Pune');
    expectChosen('Location', null);
    await choose(user, 'Locations', 'Kothrud');
    expect(calls.location.map((body) => body.district_id)).toEqual([111, 112]);
  });
});

describe('customer and assigned_user_id', () => {
  it('an administrator picks from the customers (first_name as the name) and sends no customer at first', async () => {
    const { calls } = serveFilterLists();
    const { user } = renderFilterPanel({ path: '/dashboard/summary', user: adminUser });
    const customers = await screen.findByRole('listbox', { name: 'Customers' });
    expect(await within(customers).findByRole('option', { name: /^Meera / })).toBeInTheDocument();
    expect(within(customers).getAllByRole('option')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search Customers' }), 'sun');
    expect(
      within(customers)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sunita · ID 9']);
    expect(calls.customer).toEqual([{ status: true }]);
    await waitFor(() => expect(calls.clinic).toHaveLength(1));
    expect(calls.country[0]).toEqual({ status: true, assigned_user_id: null });
    expect(calls.clinic[0]).toMatchObject({ assigned_user_id: null });
  });

  it("an administrator's chosen customer becomes assigned_user_id, and changing it reloads everything", async () => {
    const { calls } = serveFilterLists();
    const { user } = renderFilterPanel({ path: '/dashboard/summary', user: adminUser });
    await choose(user, 'Customers', 'Meera');
    await waitFor(() => expect(calls.country.at(-1)).toEqual({ status: true, assigned_user_id: 2 }));
    await walkToAndheri(user);
    await choose(user, 'Clinics', 'Clinic 3');
    expectChosen('Clinic', 'Clinic 3');

    const before = { country: calls.country.length, clinic: calls.clinic.length };
    await choose(user, 'Customers', 'Rahul');
    expectChosen('Customer', 'Rahul');
    for (const title of ['Country', 'State', 'Districts', 'Location', 'Clinic']) expectChosen(title, null);
    await waitFor(() => expect(calls.country.length).toBe(before.country + 1));
    expect(calls.country.at(-1)).toEqual({ status: true, assigned_user_id: 5 });
    await waitFor(() => expect(calls.clinic.length).toBeGreaterThan(before.clinic));
    expect(calls.clinic.at(-1)).toMatchObject({ assigned_user_id: 5, country_id: null, location_id: null });
    // The walk works again under the new customer, with its id.
    await walkToAndheri(user);
    expect(calls.location.at(-1)).toEqual({ status: true, assigned_user_id: 5, district_id: 111 });
  });

  it('a customer never sees the customer list and always sends their own id', async () => {
    const { calls } = serveFilterLists();
    renderFilterPanel({ path: '/dashboard/telemedicine', user: customerUser });
    await screen.findByRole('option', { name: /^India / });
    await waitFor(() => expect(calls.clinic).toHaveLength(1));
    expect(screen.queryByRole('listbox', { name: 'Customers' })).not.toBeInTheDocument();
    expect(calls.customer).toEqual([]);
    expect(calls.country).toEqual([{ status: true, assigned_user_id: customerUser.id }]);
    expect(calls.clinic[0]).toMatchObject({ assigned_user_id: customerUser.id });
  });
});
