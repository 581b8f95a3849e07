import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { collectToasts, currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

const EDIT = '/dashboard/manage/doctor/views/3/edit';
const DETAILS = '/dashboard/manage/doctor/views/3';

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const ready = () => screen.findByRole('heading', { level: 1, name: 'Edit Doctor: Dr Vikram Shah' });

describe('Edit Doctor', () => {
  it('starts from the doctor, saves the change and the letter head clinic, and goes back to the details', async () => {
    const demo = serveDemoApi();
    const doctor = demo.db.doctor(3)!;
    doctor.letterhead_clinic_id = null;
    const clinic = demo.db.clinic(doctor.clinic_ids[1]!)!;
    const { user } = renderRoute({ url: EDIT, demo });
    const toasts = collectToasts();
    await ready();
    expect(field('Registration number')).toHaveValue(doctor.registration_number);
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveTextContent('Meera Iyer');
    const select = field('Letter head clinic');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["The consultation's clinic", ...doctor.clinic_ids.map((id) => demo.db.clinic(id)!.name)]);
    await user.selectOptions(select, String(clinic.id));
    await user.clear(field('Specialisation'));
    await user.type(field('Specialisation'), 'Cardiology');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl()).toBe(DETAILS));
    expect(demo.db.doctor(3)).toMatchObject({
      specialisation: 'Cardiology',
      letterhead_clinic_id: clinic.id,
      version: 2,
    });
    expect(demo.bodies('/v3/doctor/3').at(-1)).toMatchObject({ letterhead_clinic_id: clinic.id, version: 1 });
    expect(toasts.map((toast) => toast.detail).join(' ')).toMatch(/Doctor Dr Vikram Shah updated\./);
  });

  it('words what is wrong on each field', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: EDIT, demo });
    await ready();
    await user.clear(field('Qualification'));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Qualification is required')).toBeInTheDocument();
    expect(screen.getByText('Email must be an address such as name@example.com')).toBeInTheDocument();
    expect(field('Qualification')).toHaveFocus();
    expect(demo.bodies('/v3/doctor/3')).toEqual([]);
  });

  it("shows another doctor's registration number on its field (422)", async () => {
    const demo = serveDemoApi();
    const other = demo.db.doctors.find((doctor) => doctor.id !== 3)!;
    const { user } = renderRoute({ url: EDIT, demo });
    await ready();
    await user.clear(field('Registration number'));
    await user.type(field('Registration number'), other.registration_number);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(new RegExp(`Registration number ${other.registration_number} is already`), {
        selector: 'small',
      }),
    ).toBeInTheDocument();
    expect(field('Registration number')).toHaveAttribute('aria-invalid', 'true');
    expect(currentUrl()).toBe(EDIT);
  });

  it('shows what someone else saved meanwhile (409), keeps what was typed, and saves on the second try', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: EDIT, demo });
    await ready();
    const stored = demo.db.doctor(3)!;
    Object.assign(stored, { phone: '+91 90000 00000', version: stored.version + 1 });
    await user.clear(field('Qualification'));
    await user.type(field('Qualification'), 'MBBS, MD, DM');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Someone else saved this doctor while you were editing it\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'What they changed' })).toHaveTextContent('+91 90000 00000');
    expect(field('Phone')).toHaveValue('+91 90000 00000');
    expect(field('Qualification')).toHaveValue('MBBS, MD, DM');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl()).toBe(DETAILS));
    expect(demo.db.doctor(3)).toMatchObject({ qualification: 'MBBS, MD, DM', phone: '+91 90000 00000' });
  });

  it('goes back on Cancel, and asks before leaving with unsaved changes', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: EDIT, demo });
    await ready();
    await user.type(field('Last name'), 'x');
    await user.click(screen.getByRole('link', { name: 'Back to Doctor Details' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(currentUrl()).toBe(EDIT);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentUrl()).toBe(DETAILS));
  });

  it('gives a customer no Customer field', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: EDIT, user: customerUser, demo });
    await ready();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(field('Status')).toHaveValue('true');
  });

  it('says Loading..., then a failed load with Try again', async () => {
    const demo = serveDemoApi();
    const held = demo.hold('GET', '/v3/doctor/3');
    demo.db.setFaults({ failures: [{ path: '/v3/doctor/3', method: 'GET', status: 400 }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: EDIT, demo });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
    logged.mockRestore();
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await ready()).toBeInTheDocument();
  });

  it("refuses another customer's doctor (403)", async () => {
    const demo = serveDemoApi();
    const foreign = demo.db.doctors.find((doctor) => doctor.customer_id !== customerUser.id)!;
    renderRoute({ url: `/dashboard/manage/doctor/views/${foreign.id}/edit`, user: customerUser, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('This doctor is not one of yours.');
    expect(screen.queryByLabelText('Qualification')).not.toBeInTheDocument();
  });

  it('says so for an unknown doctor (404)', async () => {
    renderRoute({ url: '/dashboard/manage/doctor/views/999999/edit', demo: serveDemoApi() });
    expect(await screen.findByRole('alert')).toHaveTextContent('No doctor with ID 999999 was found.');
  });

  it('says which call is missing on a server without it', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: EDIT, demo });
    await ready();
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.type(field('Last name'), 'a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'This screen needs PUT /v3/doctor/{id}, which this server does not provide yet.',
      ),
    ).toBeInTheDocument();
    warned.mockRestore();
  });
});
