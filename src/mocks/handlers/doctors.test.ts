import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { DEMO_DOCTOR_ID, SECOND_DOCTOR_ID } from '../telemedicine/seed-doctors';
import type { DemoDoctor } from '../telemedicine/types';
import { ADMIN_ID, call, CUSTOMER_ID, messageOf, records, serveDemoDb, totalCount } from '../test-utils';
import { SIGNATURE_MAX_BYTES } from './doctors';

/** docs/telemedicine.md "Who sees what" and "Signature"; docs/requirements.md 12.18. */
const NOW = new Date('2026-06-01T12:00:00.000Z');
let db: DemoDb;
let admin: string;
let customer: string;
let doctor: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => NOW, arrivalSeconds: 0 });
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
  doctor = db.issueToken(DEMO_DOCTOR_ID);
});

const list = (token: string, body: Record<string, unknown> = {}) =>
  call('/v3/doctor/filter', { token, body: { page: 1, limit: 100, ...body } });
const fieldOf = (result: { body: unknown }) => (result.body as { field?: string }).field;
const writeOf = (d: DemoDoctor) => ({
  first_name: d.first_name,
  last_name: d.last_name,
  qualification: d.qualification,
  specialisation: d.specialisation,
  registration_number: d.registration_number,
  phone: d.phone,
  email: d.email,
  customer_id: d.customer_id,
  status: d.status,
});
const put = (token: string, d: DemoDoctor, suffix: string, body: Record<string, unknown>) =>
  call(`/v3/doctor/${d.id}${suffix}`, { method: 'PUT', token, body: { version: d.version, ...body } });
const demoDoctor = () => db.doctor(DEMO_DOCTOR_ID)!;
const foreignDoctor = () => db.doctors.find((d) => d.customer_id !== CUSTOMER_ID)!;
/** A data URL of `bytes` decoded bytes. */
const image = (type: string, bytes: number) =>
  `data:image/${type};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('who reads doctors', () => {
  it('administrators all, a customer their own, a doctor themselves', async () => {
    expect(totalCount(await list(admin))).toBe(30);
    const own = records<{ customer: { id: number } }>(await list(customer, { customer_id: 99 }));
    expect(own.length).toBe(db.doctors.filter((d) => d.customer_id === CUSTOMER_ID).length);
    expect(own.every((row) => row.customer.id === CUSTOMER_ID)).toBe(true);
    expect(records<{ id: number }>(await list(doctor)).map((row) => row.id)).toEqual([DEMO_DOCTOR_ID]);
  });

  it("a customer reads another customer's doctor as 403; an unknown id is 404", async () => {
    const foreign = await call(`/v3/doctor/${foreignDoctor().id}`, { method: 'GET', token: customer });
    expect([foreign.status, messageOf(foreign)]).toEqual([403, 'This doctor is not one of yours.']);
    expect((await call('/v3/doctor/999999', { method: 'GET', token: admin })).status).toBe(404);
    expect((await call(`/v3/doctor/${SECOND_DOCTOR_ID}`, { method: 'GET', token: doctor })).status).toBe(403);
  });

  it('the demo doctors share two clinics; rows carry their consultation counts', async () => {
    expect(db.doctor(SECOND_DOCTOR_ID)?.clinic_ids).toEqual(demoDoctor().clinic_ids.slice(0, 2));
    const [row] = records<{ consultations: { total: number; completed: number } }>(
      await list(admin, { searchValue: demoDoctor().registration_number }),
    );
    const his = db.telemedicine.consultations.filter((c) => c.doctor_id === DEMO_DOCTOR_ID);
    expect(row?.consultations.total).toBe(his.length);
    expect(row?.consultations.completed).toBe(his.filter((c) => c.status === 'completed').length);
  });
});

describe('writes', () => {
  it("creates with a free registration number; a taken one is 422; a customer's own; a doctor's 403", async () => {
    const body = { ...writeOf(demoDoctor()), email: 'new@example.com', registration_number: 'NEW-1' };
    const made = await call('/v3/doctor/', { token: customer, body: { ...body, customer_id: 4 } });
    expect(made.data).toMatchObject({ customer: { id: CUSTOMER_ID }, version: 1, clinics: [] });
    const taken = await call('/v3/doctor/', {
      token: admin,
      body: { ...body, registration_number: 'new-1 ' },
    });
    expect([taken.status, fieldOf(taken)]).toEqual([422, 'registration_number']);
    expect((await call('/v3/doctor/', { token: doctor, body })).status).toBe(403);
  });

  it('an update from a stale version is 409; the letter head clinic must be one of theirs', async () => {
    const d = demoDoctor();
    const stale = await call(`/v3/doctor/${d.id}`, {
      method: 'PUT',
      token: admin,
      body: { ...writeOf(d), letterhead_clinic_id: null, version: d.version + 1 },
    });
    expect(stale.status).toBe(409);
    const foreignClinic = db.clinics.find((clinic) => !d.clinic_ids.includes(clinic.id))!.id;
    const outside = await put(admin, d, '', { ...writeOf(d), letterhead_clinic_id: foreignClinic });
    expect([outside.status, fieldOf(outside)]).toEqual([422, 'letterhead_clinic_id']);
    const own = await put(doctor, d, '', {
      ...writeOf(d),
      first_name: 'Someone',
      email: 'else@example.com',
      qualification: 'MBBS, MD, DM',
      status: false,
      letterhead_clinic_id: d.clinic_ids[1],
    });
    // A doctor changes only the letter head fields: name, e-mail, customer and status stay.
    expect(own.data).toMatchObject({
      first_name: 'Vikram',
      email: 'doctor@example.com',
      qualification: 'MBBS, MD, DM',
      status: true,
      letterhead_clinic_id: d.clinic_ids[1],
      version: 2,
    });
  });

  it("sets the clinics: the customer's active ones only, once each; the letter head follows; doctors 403", async () => {
    const d = demoDoctor();
    const [first, second] = d.clinic_ids as [number, number];
    const foreign = db.clinics.find((clinic) => clinic.user_id !== CUSTOMER_ID)!;
    const refused = await put(customer, d, '/clinics', { clinic_ids: [first, foreign.id] });
    expect([refused.status, fieldOf(refused)]).toEqual([422, 'clinic_ids']);
    const closed = db.clinics.find(
      (clinic) => clinic.user_id === CUSTOMER_ID && !d.clinic_ids.includes(clinic.id),
    )!;
    closed.status = false;
    expect(fieldOf(await put(customer, d, '/clinics', { clinic_ids: [closed.id] }))).toBe('clinic_ids');
    expect((await put(doctor, d, '/clinics', { clinic_ids: [first] })).status).toBe(403);
    const saved = await put(customer, d, '/clinics', { clinic_ids: [second, second] });
    expect(saved.data).toMatchObject({ clinics: [{ id: second }], letterhead_clinic_id: null });
    expect((await put(customer, d, '/clinics', { clinic_ids: [first], version: 1 })).status).toBe(409);
  });

  it('a signature: PNG or JPEG of at most 200 KiB, removed with null', async () => {
    const d = demoDoctor();
    const gif = await put(doctor, d, '/signature', { signature: image('gif', 10) });
    expect([gif.status, fieldOf(gif)]).toEqual([422, 'signature']);
    const big = await put(doctor, d, '/signature', { signature: image('png', SIGNATURE_MAX_BYTES + 1) });
    expect([big.status, messageOf(big)]).toEqual([422, 'The signature image must be 200 KB or smaller.']);
    expect(
      (await put(doctor, d, '/signature', { signature: image('png', SIGNATURE_MAX_BYTES) })).status,
    ).toBe(200);
    expect((await put(customer, d, '/signature', { signature: image('jpeg', 100) })).status).toBe(200);
    expect(d.signature).toMatch(/^data:image\/jpeg;base64,/);
    expect((await put(admin, d, '/signature', { signature: null })).status).toBe(200);
    expect(d.signature).toBeNull();
    expect((await put(customer, foreignDoctor(), '/signature', { signature: null })).status).toBe(403);
  });
});
