import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { CampClinicAssignment } from '@/generated/model';

import { server } from '../../../../tests/msw/server';
import { assignment, campOne } from '../testing/fixtures';
import {
  assignedHandler,
  failure,
  getCampHandler,
  ok,
  refused,
  type Seen,
  unassignHandler,
} from '../testing/handlers';
import { renderScreen } from '../testing/render';
import { CampDetailsScreen } from './camp-details-screen';

const URL_11 = '/dashboard/manage/camp/info?camp_id=11';

/** Assignments that the unassign handler removes, so a refetch shows the change. */
const serve = (initial: CampClinicAssignment[], reply = () => ok('Removed Successfully')) => {
  let rows = initial;
  const listRequests: Seen<{ camp_id: number; status: boolean }> = [];
  const removals: Seen<{ id: number; body: { status: boolean } }> = [];
  server.use(
    getCampHandler(() => campOne),
    assignedHandler(() => rows, listRequests),
    unassignHandler((body) => {
      const result = reply();
      if (!result.error && !body.status) rows = rows.filter((row) => row.assign_id !== removals.at(-1)?.id);
      return result;
    }, removals),
  );
  return { listRequests, removals };
};

const table = () => screen.getByRole('table', { name: 'Clinics assigned to this camp' });
const clinicNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('Camp Details, ClinicAssign', () => {
  it("lists the camp's clinics with their groups and links to Assign Clinic", async () => {
    const { listRequests } = serve([assignment(1), assignment(2)]);
    renderScreen(<CampDetailsScreen />, { url: URL_11 });
    expect(await screen.findByRole('heading', { name: 'ClinicAssign' })).toBeInTheDocument();
    await screen.findByText('Clinic 1');
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
    ).toEqual(['101', 'Clinic 1', 'Group A', 'GA', 'Remove']);
    expect(listRequests).toEqual([{ camp_id: 11, status: true }]);
    expect(screen.getByRole('link', { name: 'Assign Clinic' })).toHaveAttribute(
      'href',
      '/dashboard/manage/camp/assign?camp_id=11',
    );
  });

  it("says 'No ClinicAssign found' when none are assigned", async () => {
    serve([]);
    renderScreen(<CampDetailsScreen />, { url: URL_11 });
    expect(await screen.findByText('No ClinicAssign found')).toBeInTheDocument();
  });

  it("says 'Error loading data' when the list cannot be loaded, without a toast", async () => {
    server.use(
      getCampHandler(() => campOne),
      assignedHandler(() => failure(400, 'camp_id is required')),
    );
    renderScreen(<CampDetailsScreen />, { url: URL_11 });
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    expect(screen.queryByText('camp_id is required')).not.toBeInTheDocument();
  });

  it('searches clinic and group names only above 2 characters', async () => {
    serve([
      assignment(1, { clinic_name: 'Andheri East' }),
      assignment(2, { clinic_name: 'Bandra West', group_name: 'Seniors' }),
      assignment(3, { clinic_name: 'Colaba' }),
    ]);
    const { user } = renderScreen(<CampDetailsScreen />, { url: URL_11 });
    await screen.findByText('Andheri East');
    const search = screen.getByRole('searchbox', { name: 'Search assigned clinics' });
    await user.type(search, 'an');
    expect(clinicNames()).toEqual(['Andheri East', 'Bandra West', 'Colaba']);
    await user.type(search, 'd');
    expect(clinicNames()).toEqual(['Andheri East', 'Bandra West']);
    await user.clear(search);
    await user.type(search, 'SENIOR');
    expect(clinicNames()).toEqual(['Bandra West']);
    await user.clear(search);
    await user.type(search, 'xyz');
    expect(screen.getByText('No ClinicAssign found')).toBeInTheDocument();
  });

  it('shows 10 clinics a page', async () => {
    serve(Array.from({ length: 12 }, (_, index) => assignment(index + 1)));
    const { user } = renderScreen(<CampDetailsScreen />, { url: URL_11 });
    await screen.findByText('Clinic 1');
    expect(clinicNames()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Assigned clinic pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(clinicNames()).toEqual(['Clinic 11', 'Clinic 12']);
  });

  it('asks before removing; No keeps the clinic', async () => {
    const { removals } = serve([assignment(1)]);
    const { user } = renderScreen(<CampDetailsScreen />, { url: URL_11 });
    await user.click(await screen.findByRole('button', { name: 'Remove Clinic 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove clinic' });
    expect(dialog).toHaveAccessibleDescription('Remove Clinic 1 from this camp?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(removals).toEqual([]);
    expect(screen.getByText('Clinic 1')).toBeInTheDocument();
  });

  it('removes with status false after the confirmation and refreshes the table', async () => {
    const { removals, listRequests } = serve([assignment(1), assignment(2)]);
    const { user } = renderScreen(<CampDetailsScreen />, { url: URL_11 });
    await user.click(await screen.findByRole('button', { name: 'Remove Clinic 2' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Successfully')).toBeInTheDocument();
    expect(removals).toEqual([{ id: 502, body: { status: false } }]);
    await waitFor(() => expect(clinicNames()).toEqual(['Clinic 1']));
    expect(listRequests).toHaveLength(2);
  });

  it("shows the server's message when the removal is refused", async () => {
    serve([assignment(1)], () => refused('Clinic has bookings in this camp'));
    const { user } = renderScreen(<CampDetailsScreen />, { url: URL_11 });
    await user.click(await screen.findByRole('button', { name: 'Remove Clinic 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Clinic has bookings in this camp')).toBeInTheDocument();
    expect(screen.getByText('Clinic 1')).toBeInTheDocument();
  });

  it("shows a failed removal's message", async () => {
    serve([assignment(1)]);
    server.use(unassignHandler(() => failure(404, 'Assignment not found')));
    const { user } = renderScreen(<CampDetailsScreen />, { url: URL_11 });
    await user.click(await screen.findByRole('button', { name: 'Remove Clinic 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Assignment not found')).toBeInTheDocument();
  });
});
