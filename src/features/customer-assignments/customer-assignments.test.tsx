import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ADMIN_ONLY_TEXT } from '@/components/admin-only';

import { type DemoDb, serveDemoApi } from '@tests/unit/demo-api';
import { collectToasts, currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

import { NOT_THIS_CUSTOMERS } from './customer-clinic-screen';

const CUSTOMER = customerUser.id;
const NAME = `${customerUser.first_name} ${customerUser.last_name}`;
const DETAILS = `/dashboard/manage/customer/customerDetails/${CUSTOMER}`;
const CLINICS = `${DETAILS}/totalclinics`;
const DOCTORS = `${DETAILS}/totaldoctor`;
const clinicPage = (clinicId: number, customerId = CUSTOMER) =>
  `/dashboard/manage/customer/clinicDetails/${clinicId}/${customerId}`;

const patientsAt = (db: DemoDb, clinicId: number) =>
  db.patients.filter((p) => p.clinic_id === clinicId).length;
/** Another customer's clinic without patients (the seed has a few, each with a kiosk). */
const movableClinic = (db: DemoDb) => {
  const withPatients = new Set(db.patients.map((p) => p.clinic_id));
  return db.clinics.find((c) => c.user_id !== CUSTOMER && !withPatients.has(c.id))!;
};
const clinicWithPatients = (db: DemoDb) =>
  db.clinics.find((c) => c.user_id !== CUSTOMER && patientsAt(db, c.id) > 0)!;
const OPEN = ['scheduled', 'in_progress'];
const busyDoctor = (db: DemoDb) => {
  const id = db.telemedicine.consultations.find(
    (c) =>
      c.doctor_id !== null && OPEN.includes(c.status) && db.doctor(c.doctor_id)?.customer_id !== CUSTOMER,
  )?.doctor_id;
  return db.doctor(id ?? 0)!;
};
const freeDoctor = (db: DemoDb) => {
  const busy = new Set(
    db.telemedicine.consultations.filter((c) => OPEN.includes(c.status)).map((c) => c.doctor_id),
  );
  return db.doctors.find((d) => d.customer_id !== CUSTOMER && !busy.has(d.id) && d.clinic_ids.length > 0)!;
};
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('Assigned Clinics (docs/customer-assignments.md)', () => {
  it("lists the customer's clinics with their kiosks and status, each linked, and Assign New Clinic", async () => {
    const demo = serveDemoApi();
    renderRoute({ url: CLINICS, demo });
    await heading(`Assigned Clinics: ${NAME}`);
    const own = demo.db.clinics.find((c) => c.user_id === CUSTOMER)!;
    const link = await screen.findByRole('link', { name: own.name });
    expect(link.getAttribute('href')).toBe(clinicPage(own.id));
    expect(screen.getByRole('link', { name: `Clinic Details of ${own.name}` }).getAttribute('href')).toBe(
      `/dashboard/manage/clinic/clinicDetails/${own.id}`,
    );
    expect(screen.getByRole('link', { name: 'Assign New Clinic' }).getAttribute('href')).toBe(
      `${CLINICS}/assignnewclinic`,
    );
    expect(demo.bodies(`/v3/customer/${CUSTOMER}/clinics/filter`).at(-1)).toEqual({
      page: 1,
      limit: 10,
      searchValue: null,
      others: false,
    });
  });

  it('says so for an unknown customer, makes no call for a bad id, and is for administrators', async () => {
    const demo = serveDemoApi();
    const { unmount } = renderRoute({
      url: '/dashboard/manage/customer/customerDetails/999/totalclinics',
      demo,
    });
    expect(
      await screen.findByText('No customer with ID 999 was found. It may have been removed.'),
    ).toBeTruthy();
    unmount();
    const bad = renderRoute({ url: '/dashboard/manage/customer/customerDetails/x1/totalclinics', demo });
    expect(await screen.findByText(/'x1' is not a customer id/)).toBeTruthy();
    expect(demo.count('POST', '/v3/customer/x1/clinics/filter')).toBe(0);
    bad.unmount();
    renderRoute({ url: CLINICS, demo, user: customerUser });
    expect(await screen.findByText(ADMIN_ONLY_TEXT)).toBeTruthy();
  });

  it('says when the server lacks the call', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    renderRoute({ url: CLINICS, demo });
    expect(await screen.findByText(/which this server does not provide yet/)).toBeTruthy();
  });
});

describe('Assign New Clinic', () => {
  it('shows the patient count and the reason in the confirm step, with no Confirm and no call', async () => {
    const demo = serveDemoApi();
    const clinic = clinicWithPatients(demo.db);
    const { user } = renderRoute({ url: `${CLINICS}/assignnewclinic`, demo });
    await heading(`Assign New Clinic: ${NAME}`);
    await user.type(screen.getByRole('searchbox', { name: 'Search clinics' }), `${clinic.name}{Enter}`);
    await user.click(await screen.findByRole('button', { name: `Choose ${clinic.name}` }));
    const confirm = await screen.findByRole('region', { name: `Move ${clinic.name} to ${NAME}?` });
    const count = patientsAt(demo.db, clinic.id);
    expect(within(confirm).getByRole('alert').textContent).toContain(
      `${clinic.name} has ${count} patient${count === 1 ? '' : 's'}: their records and consents belong to`,
    );
    expect(within(confirm).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(demo.count('POST', `/v3/customer/${CUSTOMER}/clinics/assign`)).toBe(0);
  });

  it('moves a clinic without patients after saying what the move does, then lists it', async () => {
    const demo = serveDemoApi();
    const clinic = movableClinic(demo.db);
    const { user } = renderRoute({ url: `${CLINICS}/assignnewclinic`, demo });
    const toasts = collectToasts();
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search clinics' }),
      `${clinic.name}{Enter}`,
    );
    await user.click(await screen.findByRole('button', { name: `Choose ${clinic.name}` }));
    const confirm = await screen.findByRole('region', { name: `Move ${clinic.name} to ${NAME}?` });
    const lines = within(confirm).getByRole('list', { name: 'What the move does' }).textContent ?? '';
    expect(lines).toContain(`becomes ${NAME}'s.`);
    expect(lines).toContain('It has no patients');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await heading(`Assigned Clinics: ${NAME}`);
    expect(currentUrl()).toBe(CLINICS);
    expect(demo.db.clinic(clinic.id)?.user_id).toBe(CUSTOMER);
    expect(toasts.map((toast) => toast.detail)).toContain(`${clinic.name} is now ${NAME}'s.`);
    expect(demo.bodies(`/v3/customer/${CUSTOMER}/clinics/assign`)).toEqual([
      { clinic_id: clinic.id, version: clinic.version - 1 },
    ]);
  });

  it('shows the clinic as it is now after a 409, and the server’s refusal after a 422', async () => {
    const demo = serveDemoApi();
    const clinic = movableClinic(demo.db);
    const { user } = renderRoute({ url: `${CLINICS}/assignnewclinic`, demo });
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search clinics' }),
      `${clinic.name}{Enter}`,
    );
    await user.click(await screen.findByRole('button', { name: `Choose ${clinic.name}` }));
    const region = () => screen.getByRole('region', { name: `Move ${clinic.name} to ${NAME}?` });
    await screen.findByRole('region', { name: `Move ${clinic.name} to ${NAME}?` });
    clinic.version += 1;
    await user.click(within(region()).getByRole('button', { name: 'Confirm' }));
    expect((await within(region()).findByRole('alert')).textContent).toContain(
      'was changed by someone else since you chose it',
    );
    // Meanwhile a patient was registered there: the server refuses with the count and the reason.
    demo.db.patients.push({ ...demo.db.patients[0]!, id: 9_999_999, clinic_id: clinic.id });
    await user.click(await within(region()).findByRole('button', { name: 'Confirm' }));
    expect(
      await within(region()).findByText(/has 1 patient: their records and consents belong to/),
    ).toBeTruthy();
    expect(demo.db.clinic(clinic.id)?.user_id).not.toBe(CUSTOMER);
  });
});

describe('Assigned Doctors and Assign New Doctor', () => {
  it("lists the customer's doctors linked to Doctor Details", async () => {
    const demo = serveDemoApi();
    renderRoute({ url: DOCTORS, demo });
    await heading(`Assigned Doctors: ${NAME}`);
    const doctor = demo.db.doctors.find((d) => d.customer_id === CUSTOMER)!;
    const link = await screen.findByRole('link', { name: `Dr ${doctor.first_name} ${doctor.last_name}` });
    expect(link.getAttribute('href')).toBe(`/dashboard/manage/doctor/views/${doctor.id}`);
    expect(screen.getByRole('link', { name: 'Assign New Doctor' })).toBeTruthy();
  });

  it('refuses a doctor with open consultations before any call, and moves a free one', async () => {
    const demo = serveDemoApi();
    const busy = busyDoctor(demo.db);
    const free = freeDoctor(demo.db);
    const { user } = renderRoute({ url: `${DOCTORS}/assignnewdoctor`, demo });
    const search = await screen.findByRole('searchbox', { name: 'Search doctors' });
    const busyName = `Dr ${busy.first_name} ${busy.last_name}`;
    await user.type(search, `${busy.last_name}{Enter}`);
    await user.click(await screen.findByRole('button', { name: `Choose ${busyName}` }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /in progress or waiting: complete, cancel/,
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();

    const freeName = `Dr ${free.first_name} ${free.last_name}`;
    const clinics = free.clinic_ids.map((id) => demo.db.clinic(id)?.name);
    await user.clear(search);
    await user.type(search, `${free.last_name}{Enter}`);
    await user.click(await screen.findByRole('button', { name: `Choose ${freeName}` }));
    const confirm = await screen.findByRole('region', { name: `Move ${freeName} to ${NAME}?` });
    expect(within(confirm).getByRole('list').textContent).toContain(clinics.join(', '));
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await heading(`Assigned Doctors: ${NAME}`);
    expect(demo.db.doctor(free.id)).toMatchObject({ customer_id: CUSTOMER, clinic_ids: [] });
    expect(demo.count('POST', `/v3/customer/${CUSTOMER}/doctors/assign`)).toBe(1);
  });
});

describe('Customer Clinic Details', () => {
  it('shows the clinic seen from its customer, with its kiosks and Back to Assigned Clinics', async () => {
    const demo = serveDemoApi();
    const clinic = demo.db.clinics.find(
      (c) => c.user_id === CUSTOMER && demo.db.kiosks.some((k) => k.clinic_id === c.id),
    )!;
    const kiosk = demo.db.kiosks.find((k) => k.clinic_id === clinic.id)!;
    renderRoute({ url: clinicPage(clinic.id), demo });
    await heading(`${NAME}: ${clinic.name}`);
    expect(await screen.findByRole('link', { name: kiosk.serial_number })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Assigned Clinics' }).getAttribute('href')).toBe(CLINICS);
    expect(screen.getByText(clinic.address)).toBeTruthy();
  });

  it("never shows another customer's clinic under this one", async () => {
    const demo = serveDemoApi();
    const clinic = demo.db.clinics.find((c) => c.user_id !== CUSTOMER)!;
    renderRoute({ url: clinicPage(clinic.id), demo });
    expect(await screen.findByText(NOT_THIS_CUSTOMERS)).toBeTruthy();
    expect(screen.queryByText(clinic.address)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Clinic Details' })).toBeTruthy();
  });
});
