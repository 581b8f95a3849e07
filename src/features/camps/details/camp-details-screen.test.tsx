import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getFilterCampsQueryKey } from '@/generated/api/camps/camps';
import type { Camp, CampWriteRequest, LocationFilterRequest } from '@/generated/model';

import { server } from '../../../../tests/msw/server';
import { andheri, bandra, campOne } from '../testing/fixtures';
import {
  assignedHandler,
  customersHandler,
  failure,
  getCampHandler,
  locationsHandler,
  ok,
  refused,
  type Seen,
  updateCampHandler,
} from '../testing/handlers';
import { pick } from '../testing/picker';
import { renderScreen } from '../testing/render';
import { CampDetailsScreen } from './camp-details-screen';

const INFO = '/dashboard/manage/camp/info';

/** A camp store that the update handler writes to, so a refetch shows the saved values. */
const serveCamp = (initial: Camp = campOne, reply = (body: CampWriteRequest) => ok(`saved ${body.name}`)) => {
  let camp = initial;
  const updates: Seen<{ id: number; body: CampWriteRequest }> = [];
  const locationRequests: Seen<LocationFilterRequest> = [];
  server.use(
    getCampHandler((id) => (id === camp.id ? camp : failure(404, 'Camp not found'))),
    updateCampHandler((body) => {
      const result = reply(body);
      if (!result.error)
        camp = { ...camp, ...body, location: body.location_id === bandra.id ? bandra : andheri };
      return result;
    }, updates),
    assignedHandler(() => []),
    locationsHandler([andheri, bandra], locationRequests),
    customersHandler(),
  );
  return { updates, locationRequests };
};

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
    renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=11` });
    expect(await screen.findByText('Camp_Meera_Andheri_01-03-2026')).toBeInTheDocument();
    const summary = screen.getByText('Camp Name').closest('dl')!;
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(summary)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      'Camp Name': 'Camp_Meera_Andheri_01-03-2026',
      'Start Date': '01-03-2026',
      'End Date': '05-03-2026',
      Location: 'Andheri',
      Customer: 'Meera Iyer',
      Status: 'Active',
      'Camp Status': 'Ongoing',
      'Create Date': '20-02-2026',
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('never lets the name be typed: it follows customer, location and start date', async () => {
    const { locationRequests } = serveCamp();
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=11` });
    const name = await startEditing(user);
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveValue('Camp_Meera_Andheri_01-03-2026');
    await user.type(name, 'typed');
    expect(name).toHaveValue('Camp_Meera_Andheri_01-03-2026');

    await pick(user, 'Customer', 'Ravi Kumar');
    await pick(user, 'Location', 'Bandra');
    await user.clear(screen.getByLabelText('Start Date'));
    await user.type(screen.getByLabelText('Start Date'), '02-03-2026');
    expect(name).toHaveValue('Camp_Ravi_Bandra_02-03-2026');
    // Camp Details loads locations 100 at a time.
    expect(locationRequests).toEqual([{ status: true, offset: 0, limit: 100 }]);
  });

  it('saves the edit with the derived name, says Updated successfully and shows the new values', async () => {
    const { updates } = serveCamp();
    const { user, queryClient } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=11` });
    const listKey = getFilterCampsQueryKey({ status: true, page: 1, limit: 10 });
    queryClient.setQueryData(listKey, { records: [], total_count: 0 });
    await startEditing(user);
    await pick(user, 'Location', 'Bandra');
    await user.clear(screen.getByLabelText('End Date'));
    await user.type(screen.getByLabelText('End Date'), '09-03-2026');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await user.selectOptions(screen.getByLabelText('Camp Status'), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(updates).toEqual([
      {
        id: 11,
        body: {
          name: 'Camp_Meera_Bandra_01-03-2026',
          start_date: '2026-03-01',
          end_date: '2026-03-09',
          location_id: bandra.id,
          user_id: 2,
          status: false,
          camp_status: false,
        },
      },
    ]);
    expect(await screen.findByText('Camp_Meera_Bandra_01-03-2026')).toBeInTheDocument();
    expect(screen.getByText('09-03-2026')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('shows the edit rules: required dates, camp name and date order', async () => {
    const { updates } = serveCamp();
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=11` });
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
    expect(updates).toEqual([]);
  });

  it('refuses a name of 512 characters or more', async () => {
    serveCamp({ ...campOne, customer: { ...campOne.customer, first_name: 'M'.repeat(600) } });
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=11` });
    const name = await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Name must be less than 512 characters');
  });

  it('asks for a location and a customer when the record has none', async () => {
    serveCamp({ ...campOne, location_id: 0, user_id: 0 });
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=11` });
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
    serveCamp(campOne, () => refused('Camp dates overlap another camp'));
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=11` });
    await startEditing(user);
    await user.clear(screen.getByLabelText('End Date'));
    await user.type(screen.getByLabelText('End Date'), '07-03-2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Camp dates overlap another camp')).toBeInTheDocument();
    expect(screen.queryByText('Updated successfully')).not.toBeInTheDocument();
    expect(screen.getByLabelText('End Date')).toHaveValue('07-03-2026');
  });

  it("shows a failed request's message and keeps the edits", async () => {
    serveCamp();
    server.use(updateCampHandler(() => failure(400, 'end_date must not be before start_date')));
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=11` });
    await startEditing(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('end_date must not be before start_date')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Inactive');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('Cancel discards the edits and returns to the read-only view', async () => {
    serveCamp();
    const { user } = renderScreen(<CampDetailsScreen />, { url: `${INFO}?camp_id=11` });
    await startEditing(user);
    await user.selectOptions(screen.getByLabelText('Camp Status'), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Ongoing')).toBeInTheDocument());
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
  });
});
