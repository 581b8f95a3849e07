import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

const detailsOf = (id: number | string) => `/dashboard/manage/doctor/views/${id}`;
const CLINICS = '/v3/doctor/3/clinics';

const heading = () => screen.findByRole('heading', { level: 1, name: 'Doctor: Dr Vikram Shah' });

describe('Doctor Details', () => {
  it('shows the profile, the assigned clinics, the counts and the consultations', async () => {
    const demo = serveDemoApi();
    const doctor = demo.db.doctor(3)!;
    doctor.letterhead_clinic_id = null;
    renderRoute({ url: detailsOf(3), demo });
    await heading();
    const profile = screen.getByRole('heading', { name: 'Profile' }).closest('.ui-card') as HTMLElement;
    expect(within(profile).getByText(doctor.registration_number)).toBeInTheDocument();
    expect(within(profile).getByText(doctor.qualification)).toBeInTheDocument();
    expect(within(profile).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(profile).getByText("The consultation's clinic")).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Assigned clinics' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Assign New Clinic' })).toHaveAttribute(
      'href',
      '/dashboard/manage/doctor/3/assignnewclinic',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/manage/doctor/views/3/edit',
    );
    const counts = screen.getByRole('group', { name: 'Consultation counts' });
    expect(within(counts).getByText('Total consultations')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Consultations of Dr Vikram Shah' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/manage\/doctor\/3\/consultation\/\d+$/),
    );
    expect(first.querySelector('.ui-status-tag')).not.toBeNull();
    expect(demo.bodies('/v3/consultation/filter').at(-1)).toEqual({
      doctor_id: 3,
      page: 1,
      limit: 10,
      order: 'newest',
    });
  });

  it('removes a clinic after a confirm, sending the remaining set and the version', async () => {
    const demo = serveDemoApi();
    const doctor = demo.db.doctor(3)!;
    const [gone, ...kept] = doctor.clinic_ids;
    const name = demo.db.clinic(gone!)!.name;
    const { user } = renderRoute({ url: detailsOf(3), demo });
    await heading();
    await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Remove ${name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Remove ${name}` })).not.toBeInTheDocument(),
    );
    expect(demo.bodies(CLINICS)).toEqual([{ clinic_ids: kept, version: 1 }]);
    expect(demo.db.doctor(3)!.clinic_ids).toEqual(kept);
  });

  it('keeps the clinics on Cancel', async () => {
    const demo = serveDemoApi();
    const name = demo.db.clinic(demo.db.doctor(3)!.clinic_ids[0]!)!.name;
    const { user } = renderRoute({ url: detailsOf(3), demo });
    await heading();
    await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(demo.bodies(CLINICS)).toEqual([]);
  });

  it('says someone else changed the clinics (409) and shows theirs', async () => {
    const demo = serveDemoApi();
    const doctor = demo.db.doctor(3)!;
    const name = demo.db.clinic(doctor.clinic_ids[0]!)!.name;
    const { user } = renderRoute({ url: detailsOf(3), demo });
    await heading();
    // Meanwhile another administrator took the last clinic off.
    doctor.clinic_ids = doctor.clinic_ids.slice(0, 3);
    doctor.version += 1;
    await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(/Someone else changed this doctor's clinics meanwhile/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Assigned clinics' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
  });

  it('says No consultations yet for a doctor without any, and No clinics assigned yet', async () => {
    const demo = serveDemoApi();
    const doctor = demo.db.doctors.find(
      (candidate) => !demo.db.telemedicine.consultations.some((row) => row.doctor_id === candidate.id),
    );
    const subject = doctor ?? demo.db.doctor(3)!;
    subject.clinic_ids = [];
    if (!doctor) demo.db.telemedicine.consultations.length = 0;
    renderRoute({ url: detailsOf(subject.id), demo });
    expect(await screen.findByText('No consultations yet.')).toBeInTheDocument();
    expect(screen.getByText('No clinics assigned yet.')).toBeInTheDocument();
  });

  it('shows failed consultations with Try again, and the doctor still', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ failures: [{ path: '/v3/consultation/filter', status: 400 }] });
    const { user } = renderRoute({ url: detailsOf(3), demo });
    await heading();
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = screen.getByRole('table', { name: 'Consultations of Dr Vikram Shah' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  });

  it('says Loading... while the doctor loads', async () => {
    const demo = serveDemoApi();
    const held = demo.hold('GET', '/v3/doctor/3');
    renderRoute({ url: detailsOf(3), demo });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    held.release();
    expect(await heading()).toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ failures: [{ path: '/v3/doctor/3', status: 400 }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: detailsOf(3), demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
    logged.mockRestore();
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading()).toBeInTheDocument();
  });

  it("refuses another customer's doctor (403) without showing it", async () => {
    const demo = serveDemoApi();
    const foreign = demo.db.doctors.find((doctor) => doctor.customer_id !== customerUser.id)!;
    renderRoute({ url: detailsOf(foreign.id), user: customerUser, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('This doctor is not one of yours.');
    expect(screen.queryByText(foreign.registration_number)).not.toBeInTheDocument();
  });

  it('says so for an unknown doctor (404) and for an id that is not one', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: detailsOf(999_999), demo });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No doctor with ID 999999 was found. It may have been removed.',
    );
  });

  it('says an id that is not a number is not an id', async () => {
    renderRoute({ url: detailsOf('abc'), demo: serveDemoApi() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "'abc' is not a doctor id: an id is a whole number from 1.",
    );
    expect(currentUrl()).toBe(detailsOf('abc'));
  });

  it('says which call is missing on a server without it', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute({ url: detailsOf(3), demo });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screen needs GET /v3/doctor/{id}, which this server does not provide yet.',
    );
    warned.mockRestore();
  });
});
