import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getFilterCampsQueryKey } from '@/generated/api/camps/camps';
import type { CampWriteRequest, LocationFilterRequest } from '@/generated/model';

import { server } from '../../../../tests/msw/server';
import { andheri, locationRange } from '../testing/fixtures';
import {
  createCampHandler,
  customersHandler,
  failure,
  locationsHandler,
  ok,
  refused,
  type Seen,
} from '../testing/handlers';
import { openPicker, pick, scrollToBottom } from '../testing/picker';
import { currentUrl, renderScreen } from '../testing/render';
import { AddCampScreen } from './add-camp-screen';

const ADD = '/dashboard/manage/camp/add';
const LIST = '/dashboard/manage/camp';

const setup = (locations = [andheri, ...locationRange(20, 4)]) => {
  const locationRequests: Seen<LocationFilterRequest> = [];
  const created: Seen<CampWriteRequest> = [];
  server.use(locationsHandler(locations, locationRequests), customersHandler());
  const harness = renderScreen(<AddCampScreen />, { url: ADD });
  return { ...harness, locationRequests, created };
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
    server.use(createCampHandler(() => ok(), created));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('End date is required')).toBeInTheDocument();
    expect(screen.getByText('Select Location')).toBeInTheDocument();
    expect(screen.getByText('Select customer')).toBeInTheDocument();
    expect(screen.getByLabelText('Start Date')).toHaveAccessibleDescription('Start date is required');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription('Select Location');
    expect(screen.getByLabelText('Start Date')).toHaveFocus();
    expect(created).toEqual([]);

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
    const { user, locationRequests } = setup(locationRange(1, 15));
    const list = await openPicker(user, 'Location');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(10));
    expect(locationRequests).toEqual([{ status: true, offset: 0, limit: 10 }]);

    scrollToBottom(list);
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(15));
    expect(locationRequests.at(-1)).toEqual({ status: true, offset: 10, limit: 10 });

    scrollToBottom(list);
    await user.click(within(list).getByRole('option', { name: 'Location 15' }));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Location 15');
    expect(locationRequests).toHaveLength(2);
  });

  it('loads the next page when the keyboard reaches the last location', async () => {
    const { user, locationRequests } = setup(locationRange(1, 12));
    const combobox = screen.getByRole('combobox', { name: 'Location' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: 'Location' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(10));
    await user.keyboard('{End}');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(12));
    expect(locationRequests.at(-1)).toEqual({ status: true, offset: 10, limit: 10 });
    await user.keyboard('{End}{Enter}');
    expect(combobox).toHaveTextContent('Location 12');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'No locations found' when there are none", async () => {
    const { user } = setup([]);
    await openPicker(user, 'Location');
    expect(await screen.findByText('No locations found')).toBeInTheDocument();
  });

  it("says 'Error loading data' in the Location list when locations fail, and asks for no more", async () => {
    const { user } = setup();
    let calls = 0;
    server.use(
      http.post('*/v3/location/filter', () => {
        calls += 1;
        return failure(400, 'offset is invalid');
      }),
    );
    const list = await openPicker(user, 'Location');
    await waitFor(() =>
      expect(within(list.parentElement!).getByRole('status')).toHaveTextContent('Error loading data'),
    );
    scrollToBottom(list);
    expect(calls).toBe(1);
    expect(screen.queryByText('offset is invalid')).not.toBeInTheDocument();
  });

  it('creates the camp with the derived name, shows the success text and goes back', async () => {
    const { user, created, queryClient } = setup();
    server.use(createCampHandler(() => ok('Camp created'), created));
    queryClient.setQueryData(getFilterCampsQueryKey({ status: true, page: 1, limit: 10 }), {
      records: [],
      total_count: 0,
    });
    await fillValidCamp(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await user.selectOptions(screen.getByLabelText('Camp Status'), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Camp Created Successfully')).toBeInTheDocument();
    expect(created).toEqual([
      {
        name: 'Camp_Meera_Andheri_01-03-2026',
        start_date: '2026-03-01',
        end_date: '2026-03-05',
        location_id: andheri.id,
        user_id: 2,
        status: false,
        camp_status: false,
      },
    ]);
    await waitFor(() => expect(currentUrl()).toBe(LIST));
    expect(
      queryClient.getQueryState(getFilterCampsQueryKey({ status: true, page: 1, limit: 10 }))?.isInvalidated,
    ).toBe(true);
  });

  it('creates one camp on a double click and disables Save while saving', async () => {
    const { user, created } = setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      createCampHandler(async () => {
        await gate;
        return ok();
      }, created),
    );
    await fillValidCamp(user);
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Camp Created Successfully')).toBeInTheDocument();
    expect(created).toHaveLength(1);
  });

  it("shows the server's message for an error flag and keeps the form", async () => {
    const { user } = setup();
    server.use(createCampHandler(() => refused('A camp already runs at this location on these dates')));
    await fillValidCamp(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A camp already runs at this location on these dates'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Camp Created Successfully')).not.toBeInTheDocument();
    expect(currentUrl()).toBe(ADD);
    expect(screen.getByLabelText('Start Date')).toHaveValue('01-03-2026');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Andheri');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows a failed request's message and keeps what was typed", async () => {
    const { user } = setup();
    server.use(createCampHandler(() => failure(500, 'Database unavailable')));
    await fillValidCamp(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Database unavailable')).toHaveLength(1);
    expect(currentUrl()).toBe(ADD);
    expect(screen.getByLabelText('End Date')).toHaveValue('05-03-2026');
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveTextContent('Meera Iyer');
  });

  it('shows a network failure with the generic text', async () => {
    const { user } = setup();
    server.use(http.post('*/v3/camp-system/', () => HttpResponse.error()));
    await fillValidCamp(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Network error: the server could not be reached.')).toBeInTheDocument();
    expect(screen.getByLabelText('Start Date')).toHaveValue('01-03-2026');
  });
});
