import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getFilterCampsQueryKey } from '@/generated/api/camps/camps';

import { CAMP_CALLS, CAMP_INFO as INFO, pick } from '@tests/unit/camps';
import { type DemoApi, serveDemoApi } from '@tests/unit/demo-api';
import { renderScreen } from '@tests/unit/harness';

import { CampDetailsScreen } from './camp-details-screen';

/**
 * Seed camp 1, 'Camp_Meera_Kothrud_02-05-2025': Meera's, at Kothrud (location 7), 2 to 5 May 2025,
 * active, ongoing, created 28 March 2025. The demo API keeps what is saved, so a refetch shows it.
 */
const CAMP = 1;
const serveCamp = () => {
  const demo = serveDemoApi();
  return {
    demo,
    updates: () => demo.bodies(CAMP_CALLS.one(CAMP)),
    locationRequests: () => demo.bodies(CAMP_CALLS.locations),
  };
};
const camp = (demo: DemoApi) => demo.db.camp(CAMP)!;

const startEditing = async (user: ReturnType<typeof renderScreen>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.getByRole('textbox', { name: 'Camp Name' });
};

describe('Camp Details', () => {
  it.each([
    ['no camp_id', ''],
    ['letters', '?camp_id=abc'],
    ['a negative id', '?camp_id=-1'],
    ['zero', '?camp_id=0'],
    ['an exponent', '?camp_id=1e309'],
    ['5,000 digits', `?camp_id=${'9'.repeat(5000)}`],
  ])('refuses %s', (_name, query) => {
    renderScreen(<CampDetailsScreen />, { url: `${INFO}${query}` });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing camp ID. Please check the URL.');
  });

  it('says clearly when the camp does not exist', async () => {
    serveCamp();
    renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=999` });
    expect(await screen.findByRole('alert')).toHaveTextContent('No camp with ID 999 was found.');
  });

  it('shows the camp read-only with its derived name and an Edit button', async () => {
    serveCamp();
    renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=${CAMP}` });
    expect(await screen.findByText('Camp_Meera_Kothrud_02-05-2025')).toBeInTheDocument();
    const summary = screen.getByText('Camp Name').closest('dl')!;
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(summary)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      'Camp Name': 'Camp_Meera_Kothrud_02-05-2025',
      'Start Date': '02-05-2025',
      'End Date': '05-05-2025',
      Location: 'Kothrud',
      Customer: 'Meera Iyer',
      Status: 'Active',
      'Camp Status': 'Ongoing',
      'Create Date': '28-03-2025',
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('never lets the name be typed: it follows customer, location and start date', async () => {
    const { locationRequests } = serveCamp();
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=${CAMP}` });
    const name = await startEditing(user);
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveValue('Camp_Meera_Kothrud_02-05-2025');
    await user.type(name, 'typed');
    expect(name).toHaveValue('Camp_Meera_Kothrud_02-05-2025');

    await pick(user, 'Customer', 'Rohan Kapoor');
    await pick(user, 'Location', 'Bandra');
    await user.clear(screen.getByLabelText('Start Date'));
    await user.type(screen.getByLabelText('Start Date'), '02-03-2026');
    expect(name).toHaveValue('Camp_Rohan_Bandra_02-03-2026');
    // Camp Details loads locations 100 at a time.
    expect(locationRequests()).toEqual([{ status: true, offset: 0, limit: 100 }]);
  });

  it('saves the edit with the derived name, says Updated successfully and shows the new values', async () => {
    const { updates, demo } = serveCamp();
    const { user, queryClient } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=${CAMP}` });
    const listKey = getFilterCampsQueryKey({ status: true, page: 1, limit: 10 });
    queryClient.setQueryData(listKey, { records: [], total_count: 0 });
    await startEditing(user);
    await pick(user, 'Location', 'Bandra');
    await user.clear(screen.getByLabelText('End Date'));
    await user.type(screen.getByLabelText('End Date'), '09-05-2025');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await user.selectOptions(screen.getByLabelText('Camp Status'), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(updates()).toEqual([
      {
        name: 'Camp_Meera_Bandra_02-05-2025',
        start_date: '2025-05-02',
        end_date: '2025-05-09',
        location_id: 2,
        user_id: 2,
        status: false,
        camp_status: false,
      },
    ]);
    expect(camp(demo)).toMatchObject({ location_id: 2, status: false, camp_status: false });
    expect(await screen.findByText('Camp_Meera_Bandra_02-05-2025')).toBeInTheDocument();
    expect(screen.getByText('09-05-2025')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('shows the edit rules: required dates, camp name and date order', async () => {
    const { updates } = serveCamp();
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=${CAMP}` });
    const name = await startEditing(user);
    await user.clear(screen.getByLabelText('Start Date'));
    await user.clear(screen.getByLabelText('End Date'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Camp name is required');
    expect(screen.getByLabelText('Start Date')).toHaveAccessibleDescription('Start date is required');
    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription('End date is required');

    await user.type(screen.getByLabelText('Start Date'), '10-03-2026');
    await user.type(screen.getByLabelText('End Date'), '09-03-2026');
    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription(
      'End date must be after start date',
    );
    expect(screen.getByLabelText('Start Date')).not.toHaveAccessibleDescription();
    expect(updates()).toEqual([]);
  });

  it('refuses a name of 512 characters or more', async () => {
    // A customer whose first name alone is 600 characters.
    serveCamp().demo.db.customer(2)!.first_name = 'M'.repeat(600);
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=${CAMP}` });
    const name = await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Name must be less than 512 characters');
  });

  it('asks for a location and a customer when the record has none', async () => {
    Object.assign(camp(serveCamp().demo), { location_id: 0, user_id: 0 });
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=${CAMP}` });
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription(
      'Location is required',
    );
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveAccessibleDescription(
      'Customer is required',
    );
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveFocus();
  });

  it("shows the server's message for an error flag and stays in edit mode", async () => {
    const { demo } = serveCamp();
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=${CAMP}` });
    await startEditing(user);
    await user.clear(screen.getByLabelText('End Date'));
    await user.type(screen.getByLabelText('End Date'), '07-05-2025');
    // Kothrud is closed meanwhile: the demo API refuses the update (200, error flag).
    demo.db.location(7)!.status = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Location not found')).toBeInTheDocument();
    expect(screen.queryByText('Updated successfully')).not.toBeInTheDocument();
    expect(screen.getByLabelText('End Date')).toHaveValue('07-05-2025');
  });

  it("shows a failed request's message and keeps the edits", async () => {
    serveCamp().demo.db.setFaults({
      failures: [
        {
          path: CAMP_CALLS.one(CAMP),
          method: 'PUT',
          status: 400,
          message: 'end_date must not be before start_date',
        },
      ],
    });
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=${CAMP}` });
    await startEditing(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('end_date must not be before start_date')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Inactive');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('Cancel discards the edits and returns to the read-only view', async () => {
    serveCamp();
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=${CAMP}` });
    await startEditing(user);
    await user.selectOptions(screen.getByLabelText('Camp Status'), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Ongoing')).toBeInTheDocument());
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
  });
});
