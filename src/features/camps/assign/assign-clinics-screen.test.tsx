import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ANNA_NAGAR_CAMP, ASSIGN, CAMP_CALLS, openAssign, openPicker, pick, rowOf } from '@tests/unit/camps';
import { serveDemoApi } from '@tests/unit/demo-api';
import { renderScreen } from '@tests/unit/harness';

import { AssignClinicsScreen } from './assign-clinics-screen';

/** The demo API, with what the screen asked it. */
const serve = () => {
  const demo = serveDemoApi();
  return {
    demo,
    locations: () => demo.bodies(CAMP_CALLS.locations),
    clinics: () => demo.bodies(CAMP_CALLS.locationClinics),
    groups: () => demo.bodies(CAMP_CALLS.groups),
    assigns: () => demo.bodies(CAMP_CALLS.assign),
  };
};
const AT_CAMP = `${ASSIGN}?camp_id=${ANNA_NAGAR_CAMP}`;

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
    renderScreen(<AssignClinicsScreen />, { url: `${ASSIGN}?camp_id=404` });
    expect(await screen.findByRole('alert')).toHaveTextContent('No camp with ID 404 was found.');
  });

  it('names the camp and loads locations 10 at a time', async () => {
    const seen = serve();
    const { user } = renderScreen(<AssignClinicsScreen />, { url: AT_CAMP });
    expect(screen.getByRole('heading', { level: 1, name: 'Assign New Clinics' })).toBeInTheDocument();
    expect(await screen.findByText('Camp_Arjun_Anna Nagar_02-06-2026')).toBeInTheDocument();
    // Adum (Ghana) has no clinics.
    await pick(user, 'Location', 'Adum');
    expect(seen.locations()).toEqual([{ status: true, offset: 0, limit: 10 }]);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it("says 'No locations found' when there are none", async () => {
    for (const location of serve().demo.db.locations) location.status = false;
    const { user } = renderScreen(<AssignClinicsScreen />, { url: AT_CAMP });
    const list = await openPicker(user, 'Location');
    expect(list.parentElement).toHaveTextContent('No locations found');
  });

  it("starts at the camp's own location", async () => {
    const seen = serve();
    renderScreen(<AssignClinicsScreen />, { url: AT_CAMP });
    expect(await screen.findByText('Arogya Anna Nagar 1')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Anna Nagar');
    expect(seen.clinics()).toEqual([{ location_id: 29 }]);
  });

  it("lists the location's clinics with the total count, and says 'Loading...' first", async () => {
    const seen = serve();
    const clinics = seen.demo.hold('POST', CAMP_CALLS.locationClinics);
    const { user } = renderScreen(<AssignClinicsScreen />, { url: AT_CAMP });
    await pick(user, 'Location', 'Anna Nagar');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    clinics.release();
    await screen.findByText('Arogya Anna Nagar 1');
    expect(screen.getByText(/Total Clinics/)).toHaveTextContent('Total Clinics: 4');
    expect(seen.clinics()).toEqual([{ location_id: 29 }]);
    expect(seen.groups()).toEqual([{ status: true, offset: 0, limit: 100 }]);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Clinic Id', 'Clinic Name', 'Group', 'Action']);
  });

  it("says 'Error loading data' when the clinics cannot be loaded", async () => {
    serve().demo.db.setFaults({
      failures: [{ path: CAMP_CALLS.locationClinics, status: 400, message: 'location_id is required' }],
    });
    const { user } = renderScreen(<AssignClinicsScreen />, { url: AT_CAMP });
    await pick(user, 'Location', 'Anna Nagar');
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    expect(screen.queryByText('location_id is required')).not.toBeInTheDocument();
  });

  it('searches by clinic name or id', async () => {
    const { user } = await openAssign();
    const search = screen.getByRole('searchbox', { name: 'Search clinics by name or id' });
    await user.type(search, 'swasthya');
    expect(screen.queryByText('Arogya Anna Nagar 1')).not.toBeInTheDocument();
    expect(screen.getByText('Swasthya Anna Nagar 2')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '238');
    expect(screen.getByText('Sunrise Health Anna Nagar 4')).toBeInTheDocument();
    expect(screen.queryByText('Swasthya Anna Nagar 2')).not.toBeInTheDocument();
    await user.type(search, '9');
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });

  it('keeps Add disabled until a group is chosen, with the tooltip text', async () => {
    const { user } = await openAssign();
    const add = within(rowOf('Arogya Anna Nagar 1')).getByRole('button', { name: 'Add Arogya Anna Nagar 1' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Please select a group first');
    const group = within(rowOf('Arogya Anna Nagar 1')).getByRole('combobox', {
      name: 'Group for Arogya Anna Nagar 1',
    });
    // The active groups (Legacy Pilot is not).
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select group',
      'General Screening',
      'Diabetes Care',
      'Cardiac Screening',
      "Women's Health",
      'Child Wellness',
      'Senior Citizens',
    ]);
    await user.selectOptions(group, 'Diabetes Care');
    expect(add).toBeEnabled();
    expect(add).not.toHaveAccessibleDescription();
    await user.selectOptions(group, 'Select group');
    expect(add).toBeDisabled();
  });

  it('assigns with the chosen group, clears that row, refreshes and says Assigned Successfully', async () => {
    const seen = serve();
    const { user } = await openAssign();
    const row = rowOf('Swasthya Anna Nagar 2');
    await user.selectOptions(within(rowOf('Arogya Anna Nagar 1')).getByRole('combobox'), 'General Screening');
    await user.selectOptions(within(row).getByRole('combobox'), 'Diabetes Care');
    await user.click(within(row).getByRole('button', { name: 'Add Swasthya Anna Nagar 2' }));
    expect(await screen.findByText('Assigned Successfully')).toBeInTheDocument();
    expect(seen.assigns()).toEqual([{ camp_id: ANNA_NAGAR_CAMP, clinic_id: 176, group_id: 2 }]);
    expect(seen.demo.db.assignments.at(-1)).toMatchObject({
      camp_id: ANNA_NAGAR_CAMP,
      clinic_id: 176,
      group_id: 2,
    });
    expect(within(rowOf('Swasthya Anna Nagar 2')).getByRole('combobox')).toHaveValue('');
    // Only that row is cleared.
    expect(within(rowOf('Arogya Anna Nagar 1')).getByRole('combobox')).toHaveDisplayValue(
      'General Screening',
    );
    await waitFor(() => expect(seen.clinics()).toHaveLength(2));
  });

  it("says 'Failed to assign clinic to camp' when the server refuses, keeping the group", async () => {
    const { demo } = serve();
    const { user } = await openAssign();
    // Someone else assigned it meanwhile: the demo API refuses a duplicate (200, error flag).
    demo.db.addAssignment({ camp_id: ANNA_NAGAR_CAMP, clinic_id: 238, group_id: 3 });
    const row = rowOf('Sunrise Health Anna Nagar 4');
    await user.selectOptions(within(row).getByRole('combobox'), 'General Screening');
    await user.click(within(row).getByRole('button', { name: 'Add Sunrise Health Anna Nagar 4' }));
    expect(await screen.findByText('Failed to assign clinic to camp')).toBeInTheDocument();
    expect(screen.getByText('This clinic is already assigned to the camp')).toBeInTheDocument();
    expect(within(row).getByRole('combobox')).toHaveDisplayValue('General Screening');
    expect(screen.queryByText('Assigned Successfully')).not.toBeInTheDocument();
  });

  it("says 'Failed to assign clinic to camp' once when the request fails", async () => {
    serve().demo.db.setFaults({
      failures: [{ path: CAMP_CALLS.assign, status: 500, message: 'Internal error' }],
    });
    const { user } = await openAssign();
    const row = rowOf('Sunrise Health Anna Nagar 4');
    await user.selectOptions(within(row).getByRole('combobox'), 'General Screening');
    await user.click(within(row).getByRole('button', { name: 'Add Sunrise Health Anna Nagar 4' }));
    expect(await screen.findByText('Failed to assign clinic to camp')).toBeInTheDocument();
    expect(screen.getAllByText('Internal error')).toHaveLength(1);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Add Sunrise Health Anna Nagar 4' })).toBeEnabled();
  });
});
