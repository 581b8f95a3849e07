import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CAMP_CALLS, CAMP_INFO } from '@tests/unit/camps';
import { serveDemoApi } from '@tests/unit/demo-api';
import { renderScreen } from '@tests/unit/harness';

import { CampDetailsScreen } from './camp-details-screen';

/**
 * Seed camp 11, Meera's at Goregaon, has two clinics assigned: LifeLine Goregaon 5 (291) in
 * Women's Health (assignment 20) and Sunrise Health Goregaon 3 (100) in Cardiac Screening (21).
 */
const URL_11 = `${CAMP_INFO}?camp_id=11`;
/** Seed camp 13, Arjun's at Mylapore, has none. */
const URL_13 = `${CAMP_INFO}?camp_id=13`;

/** The demo API, with what the screen asked it. */
const serve = () => {
  const demo = serveDemoApi();
  return {
    demo,
    listRequests: () => demo.bodies(CAMP_CALLS.assigned),
    removals: (assignId: number) => demo.bodies(CAMP_CALLS.unassign(assignId)),
  };
};

const table = () => screen.getByRole('table', { name: 'Clinics assigned to this camp' });
const clinicNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('Camp Details, ClinicAssign', () => {
  it("lists the camp's clinics with their groups and links to Assign Clinic", async () => {
    const { listRequests } = serve();
    renderScreen(<CampDetailsScreen />, { url: URL_11 });
    expect(await screen.findByRole('heading', { name: 'ClinicAssign' })).toBeInTheDocument();
    await screen.findByText('LifeLine Goregaon 5');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Clinic Id', 'Clinic Name', 'Group Name', 'Group Code', 'Remove']);
    const first = within(table()).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['291', 'LifeLine Goregaon 5', "Women's Health", 'WOM', 'Remove']);
    expect(clinicNames()).toEqual(['LifeLine Goregaon 5', 'Sunrise Health Goregaon 3']);
    expect(listRequests()).toEqual([{ camp_id: 11, status: true }]);
    expect(screen.getByRole('link', { name: 'Assign Clinic' })).toHaveAttribute(
      'href',
      '/dashboard/manage/camp/assign?camp_id=11',
    );
  });

  it("says 'No ClinicAssign found' when none are assigned", async () => {
    serve();
    renderScreen(<CampDetailsScreen />, { url: URL_13 });
    expect(await screen.findByText('No ClinicAssign found')).toBeInTheDocument();
  });

  it("says 'Error loading data' when the list cannot be loaded, without a toast", async () => {
    serve().demo.db.setFaults({
      failures: [{ path: CAMP_CALLS.assigned, status: 400, message: 'camp_id is required' }],
    });
    renderScreen(<CampDetailsScreen />, { url: URL_11 });
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    expect(screen.queryByText('camp_id is required')).not.toBeInTheDocument();
  });

  it('searches clinic and group names only above 2 characters', async () => {
    // A third clinic of Goregaon, in Senior Citizens (group 6).
    serve().demo.db.addAssignment({ camp_id: 11, clinic_id: 22, group_id: 6 });
    const { user } = renderScreen(<CampDetailsScreen />, { url: URL_11 });
    await screen.findByText('LifeLine Goregaon 1');
    const search = screen.getByRole('searchbox', { name: 'Search assigned clinics' });
    await user.type(search, 'li');
    expect(clinicNames()).toEqual([
      'LifeLine Goregaon 5',
      'Sunrise Health Goregaon 3',
      'LifeLine Goregaon 1',
    ]);
    await user.type(search, 'f');
    expect(clinicNames()).toEqual(['LifeLine Goregaon 5', 'LifeLine Goregaon 1']);
    await user.clear(search);
    await user.type(search, 'SENIOR');
    expect(clinicNames()).toEqual(['LifeLine Goregaon 1']);
    await user.clear(search);
    await user.type(search, 'xyz');
    expect(screen.getByText('No ClinicAssign found')).toBeInTheDocument();
  });

  it('shows 10 clinics a page', async () => {
    // Twelve clinics assigned to camp 13 (clinics 1 to 12).
    const { db } = serve().demo;
    for (let clinic = 1; clinic <= 12; clinic += 1)
      db.addAssignment({ camp_id: 13, clinic_id: clinic, group_id: 1 });
    const { user } = renderScreen(<CampDetailsScreen />, { url: URL_13 });
    await screen.findByText(db.clinic(1)!.name);
    expect(clinicNames()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Assigned clinic pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(clinicNames()).toEqual([db.clinic(11)!.name, db.clinic(12)!.name]);
  });

  it('asks before removing; No keeps the clinic', async () => {
    const { removals } = serve();
    const { user } = renderScreen(<CampDetailsScreen />, { url: URL_11 });
    await user.click(await screen.findByRole('button', { name: 'Remove LifeLine Goregaon 5' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove clinic' });
    expect(dialog).toHaveAccessibleDescription('Remove LifeLine Goregaon 5 from this camp?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(removals(20)).toEqual([]);
    expect(screen.getByText('LifeLine Goregaon 5')).toBeInTheDocument();
  });

  it('removes with status false after the confirmation and refreshes the table', async () => {
    const { removals, listRequests, demo } = serve();
    const { user } = renderScreen(<CampDetailsScreen />, { url: URL_11 });
    await user.click(await screen.findByRole('button', { name: 'Remove Sunrise Health Goregaon 3' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Successfully')).toBeInTheDocument();
    expect(removals(21)).toEqual([{ status: false }]);
    expect(demo.db.assignment(21)?.status).toBe(false);
    await waitFor(() => expect(clinicNames()).toEqual(['LifeLine Goregaon 5']));
    expect(listRequests()).toHaveLength(2);
  });

  it("shows the server's message when the removal is refused", async () => {
    // No rule of the demo data refuses a removal and keeps the clinic: a refusal fault does.
    serve().demo.db.setFaults({
      refusals: [{ path: CAMP_CALLS.unassign(20), message: 'Clinic has bookings in this camp' }],
    });
    const { user } = renderScreen(<CampDetailsScreen />, { url: URL_11 });
    await user.click(await screen.findByRole('button', { name: 'Remove LifeLine Goregaon 5' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Clinic has bookings in this camp')).toBeInTheDocument();
    expect(screen.getByText('LifeLine Goregaon 5')).toBeInTheDocument();
  });

  it("shows a failed removal's message", async () => {
    serve().demo.db.setFaults({
      failures: [{ path: CAMP_CALLS.unassign(20), status: 404, message: 'Assignment not found' }],
    });
    const { user } = renderScreen(<CampDetailsScreen />, { url: URL_11 });
    await user.click(await screen.findByRole('button', { name: 'Remove LifeLine Goregaon 5' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Assignment not found')).toBeInTheDocument();
  });
});
