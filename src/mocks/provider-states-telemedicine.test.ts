import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from './db';
import { runProviderState } from './provider-states';
import { DEMO_DOCTOR_ID, SECOND_DOCTOR_ID } from './telemedicine/seed-doctors';
import { ADMIN_ID, call, CUSTOMER_ID, messageOf, serveDemoDb } from './test-utils';

/** The telemedicine states of the proposals pact (docs/contracts.md), against the demo API. */
let db: DemoDb;
let admin: string;
let customer: string;
let doctor: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-06-01T12:00:00.000Z'), arrivalSeconds: 0 });
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
  doctor = db.issueToken(DEMO_DOCTOR_ID);
});

const setUp = (state: string, params: Record<string, unknown> = {}) => {
  const outcome = runProviderState(db, { state, params, action: 'setup' });
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
  return outcome.body as Record<string, number | string>;
};
const doctorParams = { doctor_id: DEMO_DOCTOR_ID };
const get = (path: string, token: string) => call(path, { method: 'GET', token });

describe('the doctor states', () => {
  it("the customer's doctor: theirs, with a clinic on the letter head and no signature; a stale version", async () => {
    const { id, version, clinic_id } = setUp('a doctor of the customer exists', { customer_id: 2 });
    expect(id).not.toBe(DEMO_DOCTOR_ID);
    const read = await get(`/v3/doctor/${id}`, customer);
    expect(read.data).toMatchObject({ version, letterhead_clinic_id: clinic_id, signature: null });
    const { id: foreign } = setUp('a doctor of another customer exists', { customer_id: 2 });
    expect((await get(`/v3/doctor/${foreign}`, customer)).status).toBe(403);
    setUp('a doctor was changed since version 1', { customer_id: 2 });
    expect(db.doctor(Number(id))?.version).toBeGreaterThanOrEqual(2);
  });

  it('a registration number taken, then freed', async () => {
    setUp('a doctor has this registration number', { customer_id: 2, registration_number: 'PACT-1' });
    const body = {
      first_name: 'A',
      last_name: 'B',
      qualification: 'MBBS',
      specialisation: 'General Medicine',
      registration_number: 'PACT-1',
      phone: '+919800000009',
      email: 'a.b@example.com',
      customer_id: 2,
      status: true,
    };
    expect((await call('/v3/doctor/', { token: admin, body })).status).toBe(422);
    setUp('no doctor has this registration number', { registration_number: 'PACT-1' });
    expect((await call('/v3/doctor/', { token: admin, body })).status).toBe(200);
  });
});

describe('the consultation states', () => {
  it("the head of the doctor's queue, accepted; then one in progress, whose note saves with the answered follow-up", async () => {
    const { id, version } = setUp("a request waits in the doctor's queue", doctorParams);
    const accepted = await call(`/v3/consultation/${id}/status`, {
      token: doctor,
      body: { status: 'scheduled', version, reason: null },
    });
    expect(accepted.data).toMatchObject({ status: 'scheduled', video_url: expect.any(String) as unknown });
    const open = setUp('the doctor has a consultation in progress', doctorParams);
    expect(setUp('the doctor has a consultation in progress', doctorParams).id).toBe(open.id);
    const saved = await call(`/v3/consultation/${open.id}/note`, {
      method: 'PUT',
      token: doctor,
      body: { notes: '', diagnosis: 'X', follow_up: open.follow_up, prescription: [] },
    });
    expect(saved.status).toBe(200);
  });

  it('another doctor started a consultation of a shared clinic: 409 naming them, from the version it waited at', async () => {
    const shared = { ...doctorParams, other_doctor_id: SECOND_DOCTOR_ID };
    const { id, version, waiting_version } = setUp(
      'another doctor started a consultation of the clinic',
      shared,
    );
    const move = (seen: number | string) =>
      call(`/v3/consultation/${id}/status`, {
        token: doctor,
        body: { status: 'in_progress', version: seen, reason: null },
      });
    const second = await move(waiting_version!);
    expect([second.status, messageOf(second)]).toEqual([
      409,
      'Dr Nandini Rao has already started this consultation.',
    ]);
    // The version as it is now was never a waiting request the doctor saw.
    expect((await move(version!)).status).toBe(403);
  });

  it("another doctor's completed consultation of a shared clinic: 403 from the version it waited at", async () => {
    const { id, waiting_version } = setUp('another doctor completed a consultation of the clinic', {
      ...doctorParams,
      other_doctor_id: SECOND_DOCTOR_ID,
    });
    const c = db.telemedicine.consultations.find((row) => row.id === id);
    expect(c).toMatchObject({ status: 'completed', doctor_id: SECOND_DOCTOR_ID });
    expect(db.doctor(DEMO_DOCTOR_ID)?.clinic_ids).toContain(c?.clinic_id);
    const refused = await call(`/v3/consultation/${id}/status`, {
      token: doctor,
      body: { status: 'cancelled', version: waiting_version, reason: null },
    });
    expect([refused.status, refused.body]).toEqual([
      403,
      { error: true, message: 'This consultation is not one of yours.' },
    ]);
  });

  it("the doctor's completed consultation reads; another doctor's and an unconsulted patient are 403", async () => {
    const { id } = setUp('the doctor completed a consultation', doctorParams);
    const read = await get(`/v3/consultation/${id}`, doctor);
    expect(read.data).toMatchObject({ status: 'completed', prescription: [{ medicine_id: 1 }] });
    expect((read.data as { preread: unknown[] }).preread.length).toBeGreaterThan(0);
    const foreign = setUp("another doctor's consultation exists", doctorParams);
    expect((await get(`/v3/consultation/${foreign.id}`, doctor)).status).toBe(403);
    const stranger = setUp('a patient the doctor never consulted exists', doctorParams);
    expect((await get(`/v3/patient/${stranger.id}`, doctor)).status).toBe(403);
  });

  it("the doctor's bookings of a day: one to convert, one cancelled (409)", async () => {
    const { id } = setUp('the doctor has a booking on the day', { ...doctorParams, day: '2026-06-01' });
    expect(setUp('the doctor has a booking on the day', { ...doctorParams, day: '2026-06-01' }).id).toBe(id);
    const list = await call('/v3/booking/filter', {
      token: doctor,
      body: { start_date: '2026-06-01', end_date: '2026-06-01', page: 1, limit: 1 },
    });
    expect((list.data as { records: Array<{ id: number }> }).records[0]?.id).toBe(id);
    expect((await call(`/v3/booking/${id}/consultation`, { token: doctor })).status).toBe(200);
    const cancelled = setUp("the doctor's booking was cancelled", { ...doctorParams, day: '2026-06-01' });
    expect((await call(`/v3/booking/${cancelled.id}/consultation`, { token: doctor })).status).toBe(409);
  });
});
