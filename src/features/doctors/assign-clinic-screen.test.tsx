import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { collectToasts, currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

const ASSIGN = '/dashboard/manage/doctor/3/assignnewclinic';
const DETAILS = '/dashboard/manage/doctor/views/3';
const CLINICS = '/v3/doctor/3/clinics';

const ready = () => screen.findByRole('heading', { level: 1, name: 'Assign New Clinic: Dr Vikram Shah' });
const list = () => screen.findByRole('list', { name: 'Clinics of Meera Iyer' });

/** The demo customer's active clinics the demo doctor does not serve yet. */
const freeClinics = (demo: ReturnType<typeof serveDemoApi>) => {
  const doctor = demo.db.doctor(3)!;
  return demo.db.clinics.filter(
    (clinic) => clinic.user_id === customerUser.id && clinic.status && !doctor.clinic_ids.includes(clinic.id),
  );
};

describe('Assign New Clinic', () => {
  it("lists the customer's active clinics, the assigned ones checked and fixed, and adds the chosen ones", async () => {
    const demo = serveDemoApi();
    const before = [...demo.db.doctor(3)!.clinic_ids];
    const { user } = renderRoute({ url: ASSIGN, demo });
    await ready();
    const clinics = await list();
    expect(demo.bodies('/v3/Clinic/filter').at(-1)).toEqual({
      assigned_user_id: customerUser.id,
      searchValue: null,
      page: 1,
      limit: 10,
      status: true,
    });
    expect(within(clinics).getAllByRole('checkbox').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // An assigned clinic is shown checked, and cannot be unchecked here (Doctor Details removes it).
    const served = demo.db.clinic(before[0]!)!.name;
    await user.type(screen.getByRole('searchbox'), `${served}{Enter}`);
    const box = await screen.findByRole('checkbox', { name: `${served} (already assigned)` });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await user.clear(screen.getByRole('searchbox'));
    const [first, second] = freeClinics(demo).sort((a, b) => a.name.localeCompare(b.name));
    await user.type(screen.getByRole('searchbox'), `${first!.name}{Enter}`);
    await user.click(await screen.findByRole('checkbox', { name: first!.name }));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), `${second!.name}{Enter}`);
    await user.click(await screen.findByRole('checkbox', { name: second!.name }));
    await user.click(screen.getByRole('button', { name: 'Save (2)' }));
    await waitFor(() => expect(currentUrl()).toBe(DETAILS));
    expect(demo.bodies(CLINICS)).toEqual([{ clinic_ids: [...before, first!.id, second!.id], version: 1 }]);
    expect(demo.db.doctor(3)!.clinic_ids).toEqual([...before, first!.id, second!.id]);
  });

  it('shows the refusal of a clinic that is not an active one of the customer (422), and stays', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: ASSIGN, demo });
    await ready();
    const free = freeClinics(demo)[0]!;
    await user.type(screen.getByRole('searchbox'), `${free.name}{Enter}`);
    await user.click(await screen.findByRole('checkbox', { name: free.name }));
    // Disabled by someone meanwhile.
    demo.db.clinic(free.id)!.status = false;
    await user.click(screen.getByRole('button', { name: 'Save (1)' }));
    expect(
      await screen.findByText(/is not an active clinic of this doctor’s customer/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe(ASSIGN);
  });

  it('says a failed Save once, in place and without a toast, and keeps the chosen clinic (500)', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: ASSIGN, demo });
    const toasts = collectToasts();
    await ready();
    const free = freeClinics(demo)[0]!;
    await user.type(screen.getByRole('searchbox'), `${free.name}{Enter}`);
    await user.click(await screen.findByRole('checkbox', { name: free.name }));
    demo.db.setFaults({
      failures: [{ path: CLINICS, method: 'PUT', status: 500, message: 'Clinics store down' }],
    });
    await user.click(screen.getByRole('button', { name: 'Save (1)' }));
    expect(await screen.findByText('Clinics store down', { selector: 'p' })).toBeInTheDocument();
    expect(toasts).toEqual([]);
    expect(screen.getByRole('checkbox', { name: free.name })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save (1)' })).toBeEnabled();
    expect(currentUrl()).toBe(ASSIGN);
  });

  it('says someone else changed the clinics (409)', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: ASSIGN, demo });
    await ready();
    const free = freeClinics(demo)[0]!;
    await user.type(screen.getByRole('searchbox'), `${free.name}{Enter}`);
    await user.click(await screen.findByRole('checkbox', { name: free.name }));
    demo.db.doctor(3)!.version += 1;
    await user.click(screen.getByRole('button', { name: 'Save (1)' }));
    expect(
      await screen.findByText(/Someone else changed this doctor's clinics meanwhile/),
    ).toBeInTheDocument();
    // The current version is on the page: Save again goes through.
    await user.click(screen.getByRole('button', { name: 'Save (1)' }));
    await waitFor(() => expect(currentUrl()).toBe(DETAILS));
  });

  it('says No clinics found for a search that finds none', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: ASSIGN, demo });
    await ready();
    await user.type(screen.getByRole('searchbox'), 'zzzz-nowhere{Enter}');
    expect(await screen.findByText('No clinics found')).toBeInTheDocument();
  });

  it('shows a failed clinic list with Try again', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ failures: [{ path: '/v3/Clinic/filter', status: 400 }] });
    const { user } = renderRoute({ url: ASSIGN, demo });
    await ready();
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await list()).toBeInTheDocument();
  });

  it('goes back to the details on Cancel', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: ASSIGN, demo });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl()).toBe(DETAILS));
  });

  it('says Loading... while the doctor loads', async () => {
    const demo = serveDemoApi();
    const held = demo.hold('GET', '/v3/doctor/3');
    renderRoute({ url: ASSIGN, demo });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    held.release();
    await ready();
  });

  it("refuses another customer's doctor (403)", async () => {
    const demo = serveDemoApi();
    const foreign = demo.db.doctors.find((doctor) => doctor.customer_id !== customerUser.id)!;
    renderRoute({ url: `/dashboard/manage/doctor/${foreign.id}/assignnewclinic`, user: customerUser, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('This doctor is not one of yours.');
  });

  it('says which call is missing on a server without it', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: ASSIGN, demo });
    await ready();
    const free = freeClinics(demo)[0]!;
    await user.type(screen.getByRole('searchbox'), `${free.name}{Enter}`);
    await user.click(await screen.findByRole('checkbox', { name: free.name }));
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Save (1)' }));
    expect(
      await screen.findByText(
        'This screen needs PUT /v3/doctor/{id}/clinics, which this server does not provide yet.',
      ),
    ).toBeInTheDocument();
    warned.mockRestore();
  });
});
