import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ANNA_NAGAR_CAMP, ASSIGN, CAMP_CALLS, openAssign, pick, rowOf } from '@tests/unit/camps';
import { type DemoFaults, serveDemoApi } from '@tests/unit/demo-api';
import { renderScreen } from '@tests/unit/harness';

import { AssignClinicsScreen } from './assign-clinics-screen';

/** The demo API, with what the screen asked it. */
const serve = () => {
  const demo = serveDemoApi();
  return {
    demo,
    assigned: () => demo.bodies(CAMP_CALLS.assigned),
    assigns: () => demo.bodies(CAMP_CALLS.assign),
  };
};
const addButton = (clinic: string) => within(rowOf(clinic)).getByRole('button', { name: `Add ${clinic}` });
const groupOf = (clinic: string) =>
  within(rowOf(clinic)).getByRole('combobox', { name: `Group for ${clinic}` });

describe('Assign New Clinics, rows', () => {
  it('marks the clinics already assigned to the camp, with their group, and keeps their Add disabled', async () => {
    const seen = serve();
    // Arogya Anna Nagar 1 is in the camp already, in General Screening.
    seen.demo.db.addAssignment({ camp_id: ANNA_NAGAR_CAMP, clinic_id: 13, group_id: 1 });
    await openAssign();
    expect(seen.assigned()).toEqual([{ camp_id: ANNA_NAGAR_CAMP, status: true }]);
    const arogya = rowOf('Arogya Anna Nagar 1');
    expect(await within(arogya).findByText('Assigned: General Screening')).toBeInTheDocument();
    expect(groupOf('Arogya Anna Nagar 1')).toBeDisabled();
    expect(addButton('Arogya Anna Nagar 1')).toBeDisabled();
    expect(addButton('Arogya Anna Nagar 1')).toHaveAccessibleDescription('Already assigned to this camp');
    // The others are as before: no tag, Add waits for a group.
    expect(within(rowOf('Swasthya Anna Nagar 2')).queryByText(/^Assigned/)).not.toBeInTheDocument();
    expect(groupOf('Swasthya Anna Nagar 2')).toBeEnabled();
    expect(addButton('Swasthya Anna Nagar 2')).toHaveAccessibleDescription('Please select a group first');
  });

  it('refreshes the camp\'s assigned list after an assign, so the row turns "Assigned"', async () => {
    const seen = serve();
    const { user } = await openAssign();
    await waitFor(() => expect(seen.assigned()).toHaveLength(1));
    await user.selectOptions(groupOf('Sunrise Health Anna Nagar 4'), 'Diabetes Care');
    await user.click(addButton('Sunrise Health Anna Nagar 4'));
    expect(await screen.findByText('Assigned Successfully')).toBeInTheDocument();
    expect(
      await within(rowOf('Sunrise Health Anna Nagar 4')).findByText('Assigned: Diabetes Care'),
    ).toBeInTheDocument();
    expect(seen.assigned()).toHaveLength(2);
    expect(groupOf('Sunrise Health Anna Nagar 4')).toHaveValue('');
    expect(addButton('Sunrise Health Anna Nagar 4')).toHaveAccessibleDescription(
      'Already assigned to this camp',
    );
  });

  it('lets another row be added while one request is in flight, each row once', async () => {
    const seen = serve();
    const assign = seen.demo.hold('POST', CAMP_CALLS.assign);
    const { user } = await openAssign();
    await user.selectOptions(groupOf('Arogya Anna Nagar 1'), 'General Screening');
    await user.selectOptions(groupOf('Sunrise Health Anna Nagar 4'), 'Diabetes Care');
    await user.dblClick(addButton('Arogya Anna Nagar 1'));
    expect(addButton('Arogya Anna Nagar 1')).toHaveTextContent('Adding...');
    expect(addButton('Arogya Anna Nagar 1')).toBeDisabled();
    expect(addButton('Sunrise Health Anna Nagar 4')).toBeEnabled();
    await user.dblClick(addButton('Sunrise Health Anna Nagar 4'));
    expect(addButton('Sunrise Health Anna Nagar 4')).toHaveTextContent('Adding...');
    await waitFor(() => expect(seen.assigns()).toHaveLength(2));
    expect(seen.assigns()).toEqual([
      { camp_id: ANNA_NAGAR_CAMP, clinic_id: 13, group_id: 1 },
      { camp_id: ANNA_NAGAR_CAMP, clinic_id: 238, group_id: 2 },
    ]);

    assign.release();
    await waitFor(() => expect(screen.getAllByText('Assigned Successfully')).toHaveLength(2));
    expect(
      await within(rowOf('Arogya Anna Nagar 1')).findByText('Assigned: General Screening'),
    ).toBeInTheDocument();
    expect(
      await within(rowOf('Sunrise Health Anna Nagar 4')).findByText('Assigned: Diabetes Care'),
    ).toBeInTheDocument();
    expect(seen.assigns()).toHaveLength(2);
  });

  it("says 'Error loading data' in each row when the groups cannot be loaded", async () => {
    serve().demo.db.setFaults({
      failures: [{ path: CAMP_CALLS.groups, status: 400, message: 'status is required' }],
    });
    await openAssign();
    const group = groupOf('Swasthya Anna Nagar 2');
    await waitFor(() => expect(group).toHaveAccessibleDescription('Error loading data'));
    expect(within(rowOf('Swasthya Anna Nagar 2')).getByText('Error loading data')).toBeVisible();
    expect(within(rowOf('Sunrise Health Anna Nagar 4')).getByText('Error loading data')).toBeVisible();
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select group']);
    expect(addButton('Swasthya Anna Nagar 2')).toBeDisabled();
    expect(addButton('Swasthya Anna Nagar 2')).toHaveAccessibleDescription('Please select a group first');
    // Only logged (docs/requirements.md section 8): no toast with the server's reason.
    expect(screen.queryByText('status is required')).not.toBeInTheDocument();
  });

  const getCamp = { path: CAMP_CALLS.one(ANNA_NAGAR_CAMP), method: 'GET' };
  it.each<[string, DemoFaults]>([
    ['a 403', { failures: [{ ...getCamp, status: 403, message: 'Forbidden' }] }],
    ['a malformed camp', { malformed: [getCamp] }],
  ])(
    "says 'Error loading data' in place of the camp's name after %s, and still assigns",
    async (_name, faults) => {
      const seen = serve();
      seen.demo.db.setFaults(faults);
      const { user } = renderScreen(<AssignClinicsScreen />, { url: `${ASSIGN}?camp_id=${ANNA_NAGAR_CAMP}` });
      expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
      expect(screen.getByRole('heading', { level: 1, name: 'Assign New Clinics' })).toBeInTheDocument();
      expect(screen.getByText('Choose a location to see its clinics.')).toBeInTheDocument();
      expect(screen.queryByText('Forbidden')).not.toBeInTheDocument();
      await pick(user, 'Location', 'Anna Nagar');
      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'Group for Sunrise Health Anna Nagar 4' }),
        'General Screening',
      );
      await user.click(addButton('Sunrise Health Anna Nagar 4'));
      expect(await screen.findByText('Assigned Successfully')).toBeInTheDocument();
      expect(seen.assigns()).toEqual([{ camp_id: ANNA_NAGAR_CAMP, clinic_id: 238, group_id: 1 }]);
    },
  );
});
