import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { server } from '../../../../tests/msw/server';
import { assignment, campOne } from '../testing/fixtures';
import { ASSIGN, openAndheri, rowOf, serveAssign } from '../testing/assign-screen';
import { failure, getCampHandler, groupsHandler, ok } from '../testing/handlers';
import { pick } from '../testing/picker';
import { renderScreen } from '../testing/render';
import { AssignClinicsScreen } from './assign-clinics-screen';

const eastAssigned = assignment(1, { clinic_id: 101, clinic_name: 'Andheri East Clinic' });
const addButton = (clinic: string) => within(rowOf(clinic)).getByRole('button', { name: `Add ${clinic}` });
const groupOf = (clinic: string) =>
  within(rowOf(clinic)).getByRole('combobox', { name: `Group for ${clinic}` });

/** A gate the test opens: requests wait on it until `release` is called. */
const gate = () => {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release: () => release() };
};

describe('Assign New Clinics, rows', () => {
  it('marks the clinics already assigned to the camp, with their group, and keeps their Add disabled', async () => {
    const seen = serveAssign({ assigned: [eastAssigned] });
    await openAndheri();
    expect(seen.assigned).toEqual([{ camp_id: campOne.id, status: true }]);
    const east = rowOf('Andheri East Clinic');
    expect(await within(east).findByText('Assigned: Group A')).toBeInTheDocument();
    expect(groupOf('Andheri East Clinic')).toBeDisabled();
    expect(addButton('Andheri East Clinic')).toBeDisabled();
    expect(addButton('Andheri East Clinic')).toHaveAccessibleDescription('Already assigned to this camp');
    // The others are as before: no tag, Add waits for a group.
    expect(within(rowOf('Andheri West Clinic')).queryByText(/^Assigned/)).not.toBeInTheDocument();
    expect(groupOf('Andheri West Clinic')).toBeEnabled();
    expect(addButton('Andheri West Clinic')).toHaveAccessibleDescription('Please select a group first');
  });

  it('refreshes the camp\'s assigned list after an assign, so the row turns "Assigned"', async () => {
    const seen = serveAssign();
    const { user } = await openAndheri();
    await waitFor(() => expect(seen.assigned).toHaveLength(1));
    await user.selectOptions(groupOf('Versova Kiosk'), 'Group B');
    await user.click(addButton('Versova Kiosk'));
    expect(await screen.findByText('Assigned Successfully')).toBeInTheDocument();
    expect(await within(rowOf('Versova Kiosk')).findByText('Assigned: Group B')).toBeInTheDocument();
    expect(seen.assigned).toHaveLength(2);
    expect(groupOf('Versova Kiosk')).toHaveValue('');
    expect(addButton('Versova Kiosk')).toHaveAccessibleDescription('Already assigned to this camp');
  });

  it('lets another row be added while one request is in flight, each row once', async () => {
    const { opened, release } = gate();
    const seen = serveAssign({
      reply: async () => {
        await opened;
        return ok('Assigned');
      },
    });
    const { user } = await openAndheri();
    await user.selectOptions(groupOf('Andheri East Clinic'), 'Group A');
    await user.selectOptions(groupOf('Versova Kiosk'), 'Group B');
    await user.dblClick(addButton('Andheri East Clinic'));
    expect(addButton('Andheri East Clinic')).toHaveTextContent('Adding...');
    expect(addButton('Andheri East Clinic')).toBeDisabled();
    expect(addButton('Versova Kiosk')).toBeEnabled();
    await user.dblClick(addButton('Versova Kiosk'));
    expect(addButton('Versova Kiosk')).toHaveTextContent('Adding...');
    await waitFor(() => expect(seen.assigns).toHaveLength(2));
    expect(seen.assigns).toEqual([
      { camp_id: 11, clinic_id: 101, group_id: 1 },
      { camp_id: 11, clinic_id: 230, group_id: 2 },
    ]);

    release();
    await waitFor(() => expect(screen.getAllByText('Assigned Successfully')).toHaveLength(2));
    expect(await within(rowOf('Andheri East Clinic')).findByText('Assigned: Group A')).toBeInTheDocument();
    expect(await within(rowOf('Versova Kiosk')).findByText('Assigned: Group B')).toBeInTheDocument();
    expect(seen.assigns).toHaveLength(2);
  });

  it("says 'Error loading data' in each row when the groups cannot be loaded", async () => {
    serveAssign();
    server.use(groupsHandler(() => failure(400, 'status is required')));
    await openAndheri();
    const group = groupOf('Andheri West Clinic');
    await waitFor(() => expect(group).toHaveAccessibleDescription('Error loading data'));
    expect(within(rowOf('Andheri West Clinic')).getByText('Error loading data')).toBeVisible();
    expect(within(rowOf('Versova Kiosk')).getByText('Error loading data')).toBeVisible();
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select group']);
    expect(addButton('Andheri West Clinic')).toBeDisabled();
    expect(addButton('Andheri West Clinic')).toHaveAccessibleDescription('Please select a group first');
    // Only logged (docs/requirements.md section 8): no toast with the server's reason.
    expect(screen.queryByText('status is required')).not.toBeInTheDocument();
  });

  it.each([
    ['a 403', () => failure(403, 'Forbidden')],
    ['a malformed camp', () => new Response(JSON.stringify({ data: { id: 'eleven' } }))],
  ])(
    "says 'Error loading data' in place of the camp's name after %s, and still assigns",
    async (_name, reply) => {
      const seen = serveAssign();
      server.use(getCampHandler(reply));
      const { user } = renderScreen(<AssignClinicsScreen />, { url: `${ASSIGN}?camp_id=11` });
      expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
      expect(screen.getByRole('heading', { level: 1, name: 'Assign New Clinics' })).toBeInTheDocument();
      expect(screen.getByText('Choose a location to see its clinics.')).toBeInTheDocument();
      expect(screen.queryByText('Forbidden')).not.toBeInTheDocument();
      await pick(user, 'Location', 'Andheri');
      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'Group for Versova Kiosk' }),
        'Group A',
      );
      await user.click(addButton('Versova Kiosk'));
      expect(await screen.findByText('Assigned Successfully')).toBeInTheDocument();
      expect(seen.assigns).toEqual([{ camp_id: 11, clinic_id: 230, group_id: 1 }]);
    },
  );
});
