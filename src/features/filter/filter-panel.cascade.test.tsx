import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { DemoApi } from '@tests/unit/demo-api';
import {
  installListGeometry,
  LIST_CALLS,
  NOW,
  renderFilterPanel,
  uninstallListGeometry,
} from '@tests/unit/filter-panel';
import { adminUser, customerUser } from '@tests/unit/session-fixtures';

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

/** What the panel asked of one list call, in order. */
const calls = (demo: DemoApi, list: keyof typeof LIST_CALLS) =>
  demo.bodies(LIST_CALLS[list]) as Record<string, unknown>[];

/**
 * Walks Country > State > Districts > Location down to India (1) / Maharashtra (1) / Mumbai
 * Suburban (1) / Bandra (2), where Meera (customer 2) and Sunita (customer 5) both have clinics.
 */
const walkToBandra = async (user: UserEvent) => {
  await choose(user, 'Countries', 'India');
  await choose(user, 'States', 'Maharashtra');
  await choose(user, 'Districts', 'Mumbai Suburban');
  await choose(user, 'Locations', 'Bandra');
};

describe('cascading location', () => {
  it('each choice loads the level below with the parent id, status true and assigned_user_id', async () => {
    const { user, demo } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await walkToBandra(user);
    expect(calls(demo, 'country')).toEqual([{ status: true, assigned_user_id: customerUser.id }]);
    expect(calls(demo, 'state')).toEqual([
      { status: true, assigned_user_id: customerUser.id, country_id: 1 },
    ]);
    expect(calls(demo, 'district')).toEqual([
      { status: true, assigned_user_id: customerUser.id, state_id: 1 },
    ]);
    expect(calls(demo, 'location')).toEqual([
      { status: true, assigned_user_id: customerUser.id, district_id: 1 },
    ]);
    expectChosen('Country', 'India');
    expectChosen('State', 'Maharashtra');
    expectChosen('Districts', 'Mumbai Suburban');
    expectChosen('Location', 'Bandra');
    // The clinic list follows the location choices.
    await waitFor(() =>
      expect(calls(demo, 'clinic').at(-1)).toEqual({
        assigned_user_id: customerUser.id,
        country_id: 1,
        state_id: 1,
        district_id: 1,
        location_id: 2,
        searchValue: '',
        page: 1,
        limit: 10,
      }),
    );
  });

  it('clearing the district clears the location only', async () => {
    const { user } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await walkToBandra(user);
    await user.click(clearButton('Districts'));
    expectChosen('Country', 'India');
    expectChosen('State', 'Maharashtra');
    expectChosen('Districts', null);
    expectChosen('Location', null);
  });

  it('clearing the state clears district and location', async () => {
    const { user } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await walkToBandra(user);
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
    const { user } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await walkToBandra(user);
    await user.click(clearButton('Country'));
    for (const title of ['Country', 'State', 'Districts', 'Location']) expectChosen(title, null);
  });

  it('changing the country reloads the states; changing the state reloads the districts', async () => {
    const { user, demo } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await walkToBandra(user);
    await choose(user, 'Countries', 'Nepal');
    expectChosen('State', null);
    await choose(user, 'States', 'Bagmati');
    expect(calls(demo, 'state').map((body) => body.country_id)).toEqual([1, 2]);
    expect(within(screen.getByRole('listbox', { name: 'States' })).queryByText('Maharashtra')).toBeNull();

    await choose(user, 'Countries', 'India');
    await choose(user, 'States', 'Karnataka');
    await choose(user, 'Districts', 'Bengaluru Urban');
    expect(calls(demo, 'district').map((body) => body.state_id)).toEqual([1, 7, 2]);
  });

  it('changing the district reloads the locations', async () => {
    const { user, demo } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await walkToBandra(user);
    await choose(user, 'Districts', 'Pune');
    expectChosen('Location', null);
    await choose(user, 'Locations', 'Kothrud');
    expect(calls(demo, 'location').map((body) => body.district_id)).toEqual([1, 2]);
  });
});

describe('customer and assigned_user_id', () => {
  it('an administrator picks from the customers (first_name as the name) and sends no customer at first', async () => {
    const { user, demo } = renderFilterPanel({ path: '/dashboard/summary', user: adminUser });
    const customers = await screen.findByRole('listbox', { name: 'Customers' });
    expect(await within(customers).findByRole('option', { name: /^Meera / })).toBeInTheDocument();
    // The active ones.
    expect(within(customers).getAllByRole('option')).toHaveLength(
      demo.db.customers.filter((customer) => customer.status).length,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search Customers' }), 'sun');
    expect(
      within(customers)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sunita · ID 5']);
    expect(calls(demo, 'customer')).toEqual([{ status: true }]);
    await waitFor(() => expect(calls(demo, 'clinic')).toHaveLength(1));
    expect(calls(demo, 'country')[0]).toEqual({ status: true, assigned_user_id: null });
    expect(calls(demo, 'clinic')[0]).toMatchObject({ assigned_user_id: null });
  });

  it("an administrator's chosen customer becomes assigned_user_id, and changing it reloads everything", async () => {
    const { user, demo } = renderFilterPanel({ path: '/dashboard/summary', user: adminUser });
    await choose(user, 'Customers', 'Meera');
    await waitFor(() => expect(calls(demo, 'country').at(-1)).toEqual({ status: true, assigned_user_id: 2 }));
    await walkToBandra(user);
    // One of Meera's clinics at Bandra.
    await choose(user, 'Clinics', 'WellNest Bandra 2');
    expectChosen('Clinic', 'WellNest Bandra 2');

    const before = { country: calls(demo, 'country').length, clinic: calls(demo, 'clinic').length };
    await choose(user, 'Customers', 'Sunita');
    expectChosen('Customer', 'Sunita');
    for (const title of ['Country', 'State', 'Districts', 'Location', 'Clinic']) expectChosen(title, null);
    await waitFor(() => expect(calls(demo, 'country').length).toBe(before.country + 1));
    expect(calls(demo, 'country').at(-1)).toEqual({ status: true, assigned_user_id: 5 });
    await waitFor(() => expect(calls(demo, 'clinic').length).toBeGreaterThan(before.clinic));
    expect(calls(demo, 'clinic').at(-1)).toMatchObject({
      assigned_user_id: 5,
      country_id: null,
      location_id: null,
    });
    // The walk works again under the new customer, with its id.
    await walkToBandra(user);
    expect(calls(demo, 'location').at(-1)).toEqual({ status: true, assigned_user_id: 5, district_id: 1 });
  });

  it('a customer never sees the customer list and always sends their own id', async () => {
    const { demo } = renderFilterPanel({ path: '/dashboard/telemedicine', user: customerUser });
    await screen.findByRole('option', { name: /^India / });
    await waitFor(() => expect(calls(demo, 'clinic')).toHaveLength(1));
    expect(screen.queryByRole('listbox', { name: 'Customers' })).not.toBeInTheDocument();
    expect(calls(demo, 'customer')).toEqual([]);
    expect(calls(demo, 'country')).toEqual([{ status: true, assigned_user_id: customerUser.id }]);
    expect(calls(demo, 'clinic')[0]).toMatchObject({ assigned_user_id: customerUser.id });
  });
});
