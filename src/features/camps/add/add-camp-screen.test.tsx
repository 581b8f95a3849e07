import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getFilterCampsQueryKey } from '@/generated/api/camps/camps';

import {
  ADD_CAMP as ADD,
  CAMP_CALLS,
  CAMPS as LIST,
  openPicker,
  pick,
  scrollToBottom,
} from '@tests/unit/camps';
import { type DemoDb, serveDemoApi } from '@tests/unit/demo-api';
import { renderScreen, currentUrl } from '@tests/unit/harness';

import { AddCampScreen } from './add-camp-screen';

/** Add Camp on the demo API (or the one the test set up). */
const setup = () => {
  const harness = renderScreen(<AddCampScreen />, { url: ADD });
  const { demo } = harness;
  return {
    ...harness,
    locationRequests: () => demo.bodies(CAMP_CALLS.locations),
    created: () => demo.bodies(CAMP_CALLS.create),
  };
};

/** Only the first `count` active locations (by name, the picker's order) stay active: their names. */
const keepLocations = (db: DemoDb, count: number): string[] => {
  const kept = db.locations
    .filter((location) => location.status)
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id)
    .slice(0, count);
  for (const location of db.locations) location.status = kept.includes(location);
  return kept.map((location) => location.name);
};

const fillValidCamp = async (user: ReturnType<typeof setup>['user']) => {
  await user.type(screen.getByLabelText('Start Date'), '01-03-2026');
  await user.type(screen.getByLabelText('End Date'), '05-03-2026');
  await pick(user, 'Location', 'Andheri');
  await pick(user, 'Customer', 'Meera Iyer');
};

describe('Add Camp', () => {
  it('shows every field with Active and Ongoing preselected', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Camp' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    expect(screen.getByLabelText('End Date')).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Active');
    expect(screen.getByLabelText('Camp Status')).toHaveDisplayValue('Ongoing');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Active', 'Inactive']);
    expect(
      within(screen.getByLabelText('Camp Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ongoing', 'Completed']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back to camps' })).toBeInTheDocument();
  });

  it('shows every validation text and sends nothing when the form is empty', async () => {
    const { user, created } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('End date is required')).toBeInTheDocument();
    expect(screen.getByText('Select Location')).toBeInTheDocument();
    expect(screen.getByText('Select customer')).toBeInTheDocument();
    expect(screen.getByLabelText('Start Date')).toHaveAccessibleDescription('Start date is required');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription('Select Location');
    expect(screen.getByLabelText('Start Date')).toHaveFocus();
    expect(created()).toEqual([]);

    // A corrected field clears its message at once.
    await user.type(screen.getByLabelText('Start Date'), '01-03-2026');
    expect(screen.queryByText('Start date is required')).not.toBeInTheDocument();
  });

  it('refuses an end date before the start date', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Start Date'), '05-03-2026');
    await user.type(screen.getByLabelText('End Date'), '01-03-2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription(
      'End date must be after start date',
    );
  });

  it('loads locations 10 at a time as the list is scrolled, and stops after a short page', async () => {
    const names = keepLocations(serveDemoApi().db, 15);
    const { user, locationRequests } = setup();
    const list = await openPicker(user, 'Location');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(10));
    expect(locationRequests()).toEqual([{ status: true, offset: 0, limit: 10 }]);

    scrollToBottom(list);
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(15));
    expect(locationRequests().at(-1)).toEqual({ status: true, offset: 10, limit: 10 });

    scrollToBottom(list);
    await user.click(within(list).getByRole('option', { name: names[14] }));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent(names[14]!);
    expect(locationRequests()).toHaveLength(2);
  });

  it('loads the next page when the keyboard reaches the last location', async () => {
    const names = keepLocations(serveDemoApi().db, 12);
    const { user, locationRequests } = setup();
    const combobox = screen.getByRole('combobox', { name: 'Location' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: 'Location' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(10));
    await user.keyboard('{End}');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(12));
    expect(locationRequests().at(-1)).toEqual({ status: true, offset: 10, limit: 10 });
    await user.keyboard('{End}{Enter}');
    expect(combobox).toHaveTextContent(names[11]!);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'No locations found' when there are none", async () => {
    keepLocations(serveDemoApi().db, 0);
    const { user } = setup();
    await openPicker(user, 'Location');
    expect(await screen.findByText('No locations found')).toBeInTheDocument();
  });

  it("says 'Error loading data' in the Location list when locations fail, and asks for no more", async () => {
    serveDemoApi().db.setFaults({
      failures: [{ path: CAMP_CALLS.locations, status: 400, message: 'offset is invalid' }],
    });
    const { user, demo } = setup();
    const list = await openPicker(user, 'Location');
    await waitFor(() =>
      expect(within(list.parentElement!).getByRole('status')).toHaveTextContent('Error loading data'),
    );
    scrollToBottom(list);
    expect(demo.count('POST', CAMP_CALLS.locations)).toBe(1);
    expect(screen.queryByText('offset is invalid')).not.toBeInTheDocument();
  });

  it('creates the camp with the derived name, shows the success text and goes back', async () => {
    const { user, created, queryClient, demo } = setup();
    const camps = demo.db.camps.length;
    queryClient.setQueryData(getFilterCampsQueryKey({ status: true, page: 1, limit: 10 }), {
      records: [],
      total_count: 0,
    });
    await fillValidCamp(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await user.selectOptions(screen.getByLabelText('Camp Status'), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Camp Created Successfully')).toBeInTheDocument();
    expect(created()).toEqual([
      {
        name: 'Camp_Meera_Andheri_01-03-2026',
        start_date: '2026-03-01',
        end_date: '2026-03-05',
        location_id: 1,
        user_id: 2,
        status: false,
        camp_status: false,
      },
    ]);
    expect(demo.db.camps).toHaveLength(camps + 1);
    await waitFor(() => expect(currentUrl()).toBe(LIST));
    expect(
      queryClient.getQueryState(getFilterCampsQueryKey({ status: true, page: 1, limit: 10 }))?.isInvalidated,
    ).toBe(true);
  });

  it('creates one camp on a double click and disables Save while saving', async () => {
    const create = serveDemoApi().hold('POST', CAMP_CALLS.create);
    const { user, created, demo } = setup();
    const camps = demo.db.camps.length;
    await fillValidCamp(user);
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    create.release();
    expect(await screen.findByText('Camp Created Successfully')).toBeInTheDocument();
    expect(created()).toHaveLength(1);
    expect(demo.db.camps).toHaveLength(camps + 1);
  });

  it("shows the server's message for an error flag and keeps the form", async () => {
    const { user, demo } = setup();
    await fillValidCamp(user);
    // Andheri is closed while the form is open: the demo API refuses the camp (200, error flag).
    demo.db.location(1)!.status = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Location not found')).toBeInTheDocument();
    expect(screen.queryByText('Camp Created Successfully')).not.toBeInTheDocument();
    expect(currentUrl()).toBe(ADD);
    expect(screen.getByLabelText('Start Date')).toHaveValue('01-03-2026');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Andheri');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows a failed request's message and keeps what was typed", async () => {
    serveDemoApi().db.setFaults({
      failures: [{ path: CAMP_CALLS.create, status: 500, message: 'Database unavailable' }],
    });
    const { user } = setup();
    await fillValidCamp(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Database unavailable')).toHaveLength(1);
    expect(currentUrl()).toBe(ADD);
    expect(screen.getByLabelText('End Date')).toHaveValue('05-03-2026');
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveTextContent('Meera Iyer');
  });

  it('shows a network failure with the generic text', async () => {
    serveDemoApi().db.setFaults({ networkErrors: [{ path: CAMP_CALLS.create }] });
    const { user } = setup();
    await fillValidCamp(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Network error: the server could not be reached.')).toBeInTheDocument();
    expect(screen.getByLabelText('Start Date')).toHaveValue('01-03-2026');
  });
});
