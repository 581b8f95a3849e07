import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MessageResult } from '@/generated/model';

import { server } from '../../../../tests/msw/server';
import { andheri, clinicsOfAndheri } from '../testing/fixtures';
import { ASSIGN, openAndheri, rowOf, serveAssign } from '../testing/assign-screen';
import { failure, locationClinicsHandler, locationsHandler, refused } from '../testing/handlers';
import { openPicker, pick } from '../testing/picker';
import { renderScreen } from '../testing/render';
import { AssignClinicsScreen } from './assign-clinics-screen';

const serve = (reply?: () => MessageResult | Response) => serveAssign(reply ? { reply } : {});

describe('Assign New Clinics', () => {
  it.each([
    ['no camp_id', ''],
    ['letters', '?camp_id=abc'],
    ['a negative id', '?camp_id=-1'],
    ['an exponent', '?camp_id=1e309'],
    ['a decimal', '?camp_id=1.5'],
    ['5,000 characters', `?camp_id=${'7'.repeat(5000)}`],
  ])('refuses %s', (_name, query) => {
    renderScreen(<AssignClinicsScreen />, { url: `${ASSIGN}${query}` });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing camp ID. Please check the URL.');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says clearly when the camp does not exist', async () => {
    serve();
    renderScreen(<AssignClinicsScreen />, { url: `${ASSIGN}?camp_id=404` });
    expect(await screen.findByRole('alert')).toHaveTextContent('No camp with ID 404 was found.');
  });

  it('names the camp and loads locations 10 at a time', async () => {
    const seen = serve();
    const { user } = renderScreen(<AssignClinicsScreen />, { url: `${ASSIGN}?camp_id=11` });
    expect(screen.getByRole('heading', { level: 1, name: 'Assign New Clinics' })).toBeInTheDocument();
    expect(await screen.findByText('Camp_Meera_Andheri_01-03-2026')).toBeInTheDocument();
    await pick(user, 'Location', 'Bandra');
    expect(seen.locations).toEqual([{ status: true, offset: 0, limit: 10 }]);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it("says 'No locations found' when there are none", async () => {
    serve();
    server.use(locationsHandler([]));
    const { user } = renderScreen(<AssignClinicsScreen />, { url: `${ASSIGN}?camp_id=11` });
    const list = await openPicker(user, 'Location');
    expect(list.parentElement).toHaveTextContent('No locations found');
  });

  it("starts at the camp's own location", async () => {
    const seen = serve();
    renderScreen(<AssignClinicsScreen />, { url: `${ASSIGN}?camp_id=11` });
    expect(await screen.findByText('Andheri East Clinic')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Andheri');
    expect(seen.clinics).toEqual([{ location_id: andheri.id }]);
  });

  it("lists the location's clinics with the total count, and says 'Loading...' first", async () => {
    const seen = serve();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      locationClinicsHandler(async () => {
        await gate;
        return { records: clinicsOfAndheri, total_count: clinicsOfAndheri.length };
      }, seen.clinics),
    );
    const { user } = renderScreen(<AssignClinicsScreen />, { url: `${ASSIGN}?camp_id=11` });
    await pick(user, 'Location', 'Andheri');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release();
    await screen.findByText('Andheri East Clinic');
    expect(screen.getByText(/Total Clinics/)).toHaveTextContent('Total Clinics: 3');
    expect(seen.clinics).toEqual([{ location_id: andheri.id }]);
    expect(seen.groups).toEqual([{ status: true, offset: 0, limit: 100 }]);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Clinic Id', 'Clinic Name', 'Group', 'Action']);
  });

  it("says 'Error loading data' when the clinics cannot be loaded", async () => {
    serve();
    server.use(locationClinicsHandler(() => failure(400, 'location_id is required')));
    const { user } = renderScreen(<AssignClinicsScreen />, { url: `${ASSIGN}?camp_id=11` });
    await pick(user, 'Location', 'Andheri');
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    expect(screen.queryByText('location_id is required')).not.toBeInTheDocument();
  });

  it('searches by clinic name or id', async () => {
    serve();
    const { user } = await openAndheri();
    const search = screen.getByRole('searchbox', { name: 'Search clinics by name or id' });
    await user.type(search, 'west');
    expect(screen.queryByText('Andheri East Clinic')).not.toBeInTheDocument();
    expect(screen.getByText('Andheri West Clinic')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '230');
    expect(screen.getByText('Versova Kiosk')).toBeInTheDocument();
    expect(screen.queryByText('Andheri West Clinic')).not.toBeInTheDocument();
    await user.type(search, '9');
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });

  it('keeps Add disabled until a group is chosen, with the tooltip text', async () => {
    serve();
    const { user } = await openAndheri();
    const add = within(rowOf('Andheri East Clinic')).getByRole('button', { name: 'Add Andheri East Clinic' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Please select a group first');
    const group = within(rowOf('Andheri East Clinic')).getByRole('combobox', {
      name: 'Group for Andheri East Clinic',
    });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select group', 'Group A', 'Group B']);
    await user.selectOptions(group, 'Group B');
    expect(add).toBeEnabled();
    expect(add).not.toHaveAccessibleDescription();
    await user.selectOptions(group, 'Select group');
    expect(add).toBeDisabled();
  });

  it('assigns with the chosen group, clears that row, refreshes and says Assigned Successfully', async () => {
    const seen = serve();
    const { user } = await openAndheri();
    const row = rowOf('Andheri West Clinic');
    await user.selectOptions(within(rowOf('Andheri East Clinic')).getByRole('combobox'), 'Group A');
    await user.selectOptions(within(row).getByRole('combobox'), 'Group B');
    await user.click(within(row).getByRole('button', { name: 'Add Andheri West Clinic' }));
    expect(await screen.findByText('Assigned Successfully')).toBeInTheDocument();
    expect(seen.assigns).toEqual([{ camp_id: 11, clinic_id: 102, group_id: 2 }]);
    expect(within(rowOf('Andheri West Clinic')).getByRole('combobox')).toHaveValue('');
    // Only that row is cleared.
    expect(within(rowOf('Andheri East Clinic')).getByRole('combobox')).toHaveDisplayValue('Group A');
    await waitFor(() => expect(seen.clinics).toHaveLength(2));
  });

  it("says 'Failed to assign clinic to camp' when the server refuses, keeping the group", async () => {
    serve(() => refused('Clinic already assigned to this camp'));
    const { user } = await openAndheri();
    const row = rowOf('Versova Kiosk');
    await user.selectOptions(within(row).getByRole('combobox'), 'Group A');
    await user.click(within(row).getByRole('button', { name: 'Add Versova Kiosk' }));
    expect(await screen.findByText('Failed to assign clinic to camp')).toBeInTheDocument();
    expect(screen.getByText('Clinic already assigned to this camp')).toBeInTheDocument();
    expect(within(row).getByRole('combobox')).toHaveDisplayValue('Group A');
    expect(screen.queryByText('Assigned Successfully')).not.toBeInTheDocument();
  });

  it("says 'Failed to assign clinic to camp' once when the request fails", async () => {
    serve(() => failure(500, 'Internal error'));
    const { user } = await openAndheri();
    const row = rowOf('Versova Kiosk');
    await user.selectOptions(within(row).getByRole('combobox'), 'Group A');
    await user.click(within(row).getByRole('button', { name: 'Add Versova Kiosk' }));
    expect(await screen.findByText('Failed to assign clinic to camp')).toBeInTheDocument();
    expect(screen.getAllByText('Internal error')).toHaveLength(1);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Add Versova Kiosk' })).toBeEnabled();
  });
});
