import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { collectToasts, currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser, doctorUser } from '@tests/unit/session-fixtures';

const editOf = (id: number | string) => `/dashboard/manage/patients/patientDetails/${id}/edit`;
const detailsOf = (id: number) => `/dashboard/manage/patients/patientDetails?patient_id=${id}`;

const field = (name: string) => screen.getByLabelText(name, { exact: true });

describe('Edit Patient', () => {
  it('starts from the patient, saves the change and goes back to Patient Details', async () => {
    const demo = serveDemoApi();
    const patient = demo.db.patient(5)!;
    const { user } = renderRoute({ url: editOf(5), demo });
    const toasts = collectToasts();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Edit Patient: ${patient.first_name} ${patient.last_name}`,
      }),
    ).toBeInTheDocument();
    expect(field('Patient id')).toHaveValue(patient.external_id);
    expect(field('Phone')).toHaveValue(patient.phone);
    expect(field('Gender')).toHaveValue(patient.gender);
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Anita');
    await user.type(field('Email'), 'anita@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl()).toBe(detailsOf(5)));
    expect(demo.db.patient(5)).toMatchObject({ first_name: 'Anita', email: 'anita@example.com', version: 2 });
    expect(toasts.map((toast) => `${toast.summary} ${toast.detail ?? ''}`).join(' ')).toMatch(
      /Patient Anita .* updated\./,
    );
  });

  it('words what is wrong on each field, from the contract and a few of its own', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: editOf(5), demo });
    await screen.findByRole('heading', { level: 1, name: /^Edit Patient: / });
    await user.clear(field('First name'));
    await user.clear(field('Phone'));
    await user.type(field('Phone'), 'call me');
    await user.type(field('Email'), 'not-an-address');
    await user.selectOptions(field('Gender'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText(/^Phone must be 7 to 20 digits/)).toBeInTheDocument();
    expect(screen.getByText('Email must be an address such as name@example.com')).toBeInTheDocument();
    expect(screen.getByText('Choose a gender')).toBeInTheDocument();
    expect(field('First name')).toHaveFocus();
    expect(demo.bodies('/v3/patient/5')).toEqual([]);
  });

  it('shows a duplicate patient id on its field (422)', async () => {
    const demo = serveDemoApi();
    const patient = demo.db.patient(5)!;
    const other = demo.db.patients.find(
      (candidate) => candidate.id !== 5 && candidate.customer_id === patient.customer_id,
    )!;
    const { user } = renderRoute({ url: editOf(5), demo });
    await screen.findByRole('heading', { level: 1, name: /^Edit Patient: / });
    await user.clear(field('Patient id'));
    await user.type(field('Patient id'), other.external_id);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(new RegExp(`Patient id ${other.external_id} is already`), {
        selector: 'small',
      }),
    ).toBeInTheDocument();
    expect(field('Patient id')).toHaveAttribute('aria-invalid', 'true');
    expect(currentUrl()).toBe(editOf(5));
  });

  it('shows what someone else saved meanwhile (409) and keeps what was typed', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: editOf(5), demo });
    await screen.findByRole('heading', { level: 1, name: /^Edit Patient: / });
    const stored = demo.db.patient(5)!;
    Object.assign(stored, { phone: '+919999999999', version: stored.version + 1 });
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Kapoor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Someone else saved this patient while you were editing it\./),
    ).toBeInTheDocument();
    expect(field('Phone')).toHaveValue('+919999999999');
    expect(field('Last name')).toHaveValue('Kapoor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl()).toBe(detailsOf(5)));
    expect(demo.db.patient(5)).toMatchObject({ last_name: 'Kapoor', phone: '+919999999999' });
  });

  it('goes back to Patient Details on Cancel', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: editOf(5), demo });
    await screen.findByRole('heading', { level: 1, name: /^Edit Patient: / });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl()).toBe(detailsOf(5)));
  });

  it('asks before leaving with unsaved changes', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: editOf(5), demo });
    await screen.findByRole('heading', { level: 1, name: /^Edit Patient: / });
    await user.type(field('Last name'), 'x');
    await user.click(screen.getByRole('link', { name: 'Back to Patient Details' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(currentUrl()).toBe(editOf(5));
  });

  it('says Loading... while the patient loads', async () => {
    const demo = serveDemoApi();
    const held = demo.hold('GET', '/v3/patient/5');
    renderRoute({ url: editOf(5), demo });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: /^Edit Patient: / })).toBeInTheDocument();
  });

  it('says what is wrong with a bad id', async () => {
    const demo = serveDemoApi();
    const { unmount } = renderRoute({ url: editOf('x1'), demo });
    expect(await screen.findByRole('alert')).toHaveTextContent("'x1' is not a patient id");
    unmount();
  });

  it('says an unknown patient was not found', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: editOf(999_999), demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('No patient with ID 999999 was found.');
  });

  it("refuses another customer's patient", async () => {
    const demo = serveDemoApi();
    const foreign = demo.db.patients.find((patient) => patient.customer_id !== customerUser.id)!;
    renderRoute({ url: editOf(foreign.id), user: customerUser, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('This patient is not one of yours.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ failures: [{ path: '/v3/patient/5', status: 400 }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: editOf(5), demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
    logged.mockRestore();
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Edit Patient: / })).toBeInTheDocument();
  });

  it('is not a doctor route', () => {
    serveDemoApi();
    renderRoute({ url: editOf(5), user: doctorUser });
    expect(screen.queryByRole('heading', { level: 1, name: /^Edit Patient/ })).not.toBeInTheDocument();
  });
});
