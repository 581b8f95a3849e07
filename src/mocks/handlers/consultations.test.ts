import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { DEMO_DOCTOR_ID, SECOND_DOCTOR_ID } from '../telemedicine/seed-doctors';
import type { DemoConsultation } from '../telemedicine/types';
import { ADMIN_ID, call, CUSTOMER_ID, messageOf, records, serveDemoDb, totalCount } from '../test-utils';

/** docs/telemedicine.md "Status", "Who sees what" and the 409 race; docs/requirements.md 12.18. */
const NOW = new Date('2026-06-01T12:00:00.000Z');
let db: DemoDb;
let admin: string;
let customer: string;
let doctor: string;
let doctor2: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => NOW, arrivalSeconds: 0 });
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
  doctor = db.issueToken(DEMO_DOCTOR_ID);
  doctor2 = db.issueToken(SECOND_DOCTOR_ID);
});

const move = (token: string, c: DemoConsultation, status: string, version = c.version) =>
  call(`/v3/consultation/${c.id}/status`, { token, body: { status, version, reason: null } });
const note = (token: string, c: DemoConsultation, fields: Record<string, unknown> = {}) =>
  call(`/v3/consultation/${c.id}/note`, {
    method: 'PUT',
    token,
    body: { notes: 'Seen.', diagnosis: 'Hypertension', follow_up: null, prescription: [], ...fields },
  });
const item = (fields: Record<string, unknown> = {}) => ({
  medicine_id: 4,
  dose: '5 mg',
  frequency: 'Once a day',
  duration: '30 days',
  instructions: '',
  ...fields,
});
const fieldOf = (result: { body: unknown }) => (result.body as { field?: string }).field;
/** A request waiting at a clinic both demo doctors serve. */
const sharedRequest = (): DemoConsultation => {
  const shared = db.doctor(SECOND_DOCTOR_ID)?.clinic_ids ?? [];
  const c = db.telemedicine.consultations.find(
    (row) => row.status === 'requested' && shared.includes(row.clinic_id),
  );
  if (!c) throw new Error('no shared request');
  return c;
};
const requestsOf = (doctorId: number) => {
  const clinics = db.doctor(doctorId)?.clinic_ids ?? [];
  return db.telemedicine.consultations.filter(
    (c) => c.status === 'requested' && clinics.includes(c.clinic_id),
  );
};

describe('who reads consultations', () => {
  const all = (token: string) => call('/v3/consultation/filter', { token, body: { page: 1, limit: 100 } });

  it('administrators all, customers their clinics, doctors their own and their queue', async () => {
    const list = db.telemedicine.consultations;
    expect(totalCount(await all(admin))).toBe(list.length);
    const own = await all(customer);
    expect(totalCount(own)).toBe(list.filter((c) => c.customer_id === CUSTOMER_ID).length);
    const mine = await call('/v3/consultation/filter', { token: doctor, body: { page: 1, limit: 100 } });
    const clinics = db.doctor(DEMO_DOCTOR_ID)?.clinic_ids ?? [];
    expect(totalCount(mine)).toBe(
      list.filter(
        (c) => c.doctor_id === DEMO_DOCTOR_ID || (c.status === 'requested' && clinics.includes(c.clinic_id)),
      ).length,
    );
    for (const row of records<{ doctor: { id: number } | null; status: string }>(mine))
      expect(row.doctor === null ? row.status : row.doctor.id).toSatisfy(
        (value) => value === 'requested' || value === DEMO_DOCTOR_ID,
      );
  });

  it("a doctor reads another doctor's consultation as 403, and only the patients they consulted", async () => {
    const foreign = db.telemedicine.consultations.find(
      (c) => c.status === 'completed' && c.doctor_id !== DEMO_DOCTOR_ID,
    );
    const theirs = db.telemedicine.consultations.find(
      (c) => c.status === 'completed' && c.doctor_id === DEMO_DOCTOR_ID,
    );
    const answer = await call(`/v3/consultation/${foreign?.id}`, { method: 'GET', token: doctor });
    expect([answer.status, messageOf(answer)]).toEqual([403, 'This consultation is not one of yours.']);
    const consulted = await call(`/v3/patient/${theirs?.patient_id}`, { method: 'GET', token: doctor });
    expect(consulted.status).toBe(200);
    const seen = new Set(
      db.telemedicine.consultations.filter((c) => c.doctor_id === DEMO_DOCTOR_ID).map((c) => c.patient_id),
    );
    const stranger = db.patients.find((patient) => !seen.has(patient.id));
    const refused = await call(`/v3/patient/${stranger?.id}`, { method: 'GET', token: doctor });
    expect([refused.status, messageOf(refused)]).toEqual([403, 'This patient is not one of yours.']);
  });

  it("the pre-read is the session's results with their labels", async () => {
    const c = requestsOf(DEMO_DOCTOR_ID)[0];
    const answer = await call(`/v3/consultation/${c?.id}`, { method: 'GET', token: doctor });
    const preread = (answer.data as { preread: Array<{ label: string; test_type: { id: number } }> }).preread;
    const session = db.screening.resultsBySession.get(c?.session_id ?? 0) ?? [];
    expect(preread.map((row) => [row.test_type.id, row.label])).toEqual(
      session.map((row) => [row.test_type_id, row.label]),
    );
    expect(preread.length).toBeGreaterThan(0);
  });

  it('the summary counts by status, adding up, with the average wait', async () => {
    type Counts = Record<
      'total' | 'requested' | 'scheduled' | 'in_progress' | 'completed' | 'cancelled',
      number
    >;
    const data = (await call('/v3/consultation/summary', { token: admin, body: {} })).data as Counts & {
      average_wait_minutes: number | null;
    };
    const { total, requested, scheduled, in_progress, completed, cancelled } = data;
    expect(requested + scheduled + in_progress + completed + cancelled).toBe(total);
    expect(total).toBe(db.telemedicine.consultations.length);
    expect(data.average_wait_minutes).toBeGreaterThan(0);
  });
});

describe('the status moves forward only', () => {
  it('accept, start, complete; never back; cancel only before completed', async () => {
    const c = requestsOf(DEMO_DOCTOR_ID)[0]!;
    expect((await move(doctor, c, 'scheduled')).status).toBe(200);
    expect(c).toMatchObject({ status: 'scheduled', doctor_id: DEMO_DOCTOR_ID, version: 2 });
    expect((await move(doctor, c, 'in_progress')).status).toBe(200);
    const back = await move(doctor, c, 'scheduled');
    expect([back.status, fieldOf(back)]).toEqual([422, 'status']);
    const early = await move(doctor, c, 'completed');
    expect([early.status, fieldOf(early), messageOf(early)]).toEqual([
      422,
      'diagnosis',
      'Write a diagnosis before completing the consultation.',
    ]);
    expect((await note(doctor, c)).status).toBe(200);
    expect((await move(doctor, c, 'completed')).status).toBe(200);
    expect(c.history.map((event) => event.status)).toEqual([
      'requested',
      'scheduled',
      'in_progress',
      'completed',
    ]);
    const late = await move(customer, c, 'cancelled');
    expect([late.status, fieldOf(late)]).toEqual([422, 'status']);
  });

  it('a customer cancels a request of their clinic with a reason; only doctors accept', async () => {
    const c = requestsOf(DEMO_DOCTOR_ID)[0]!;
    expect((await move(customer, c, 'scheduled')).status).toBe(403);
    const cancelled = await call(`/v3/consultation/${c.id}/status`, {
      token: customer,
      body: { status: 'cancelled', version: c.version, reason: ' Patient left ' },
    });
    expect(cancelled.status).toBe(200);
    expect(c.history.at(-1)).toMatchObject({ status: 'cancelled', reason: 'Patient left' });
  });

  it('a stale version is a 409 with the current consultation', async () => {
    const c = requestsOf(DEMO_DOCTOR_ID)[0]!;
    const stale = await move(doctor, c, 'scheduled', c.version + 1);
    expect(stale.status).toBe(409);
    expect((stale.body as { current: { id: number } }).current.id).toBe(c.id);
  });

  it('two doctors start the same consultation: the second reads 409 naming the first', async () => {
    const c = sharedRequest();
    const version = c.version;
    expect((await move(doctor, c, 'in_progress', version)).status).toBe(200);
    const second = await move(doctor2, c, 'in_progress', version);
    expect([second.status, messageOf(second)]).toEqual([
      409,
      'Dr Vikram Shah has already started this consultation.',
    ]);
    expect((second.body as { current: { status: string } }).current.status).toBe('in_progress');
    const other = sharedRequest();
    await move(doctor2, other, 'scheduled');
    const accepted = await move(doctor, other, 'scheduled', 1);
    expect(messageOf(accepted)).toBe('Dr Nandini Rao has already accepted this consultation.');
  });

  it('one consultation in progress at a time (422 naming the open one)', async () => {
    const [first, next] = requestsOf(DEMO_DOCTOR_ID);
    expect((await move(doctor, first!, 'in_progress')).status).toBe(200);
    const busy = await move(doctor, next!, 'in_progress');
    expect([busy.status, messageOf(busy)]).toEqual([
      422,
      `Finish consultation #${first!.id} first: you have it in progress.`,
    ]);
  });
});

// Issue 32: a doctor of the clinic read any consultation of it, whole, through a refused move's 409.
describe('a refused move carries nothing the caller may not read', () => {
  const get = (token: string, c: DemoConsultation) =>
    call(`/v3/consultation/${c.id}`, { method: 'GET', token });
  const SLIM = ['doctor', 'id', 'status', 'version'];
  const currentOf = (result: { body: unknown }) =>
    (result.body as { current?: Record<string, unknown> }).current;
  /** Consultations of the clinics both demo doctors serve, the second doctor may not GET. */
  const hiddenFromSecond = () => {
    const shared = db.doctor(SECOND_DOCTOR_ID)?.clinic_ids ?? [];
    return db.telemedicine.consultations.filter(
      (c) => shared.includes(c.clinic_id) && c.doctor_id !== null && c.doctor_id !== SECOND_DOCTOR_ID,
    );
  };

  it("another doctor's completed consultation of a shared clinic is a 403, as its GET is", async () => {
    const c = hiddenFromSecond().find((row) => row.status === 'completed')!;
    expect((await get(doctor2, c)).status).toBe(403);
    for (const [to, version] of [
      ['cancelled', 1],
      ['cancelled', c.version],
      ['in_progress', 1],
      ['scheduled', c.version + 1],
    ] as const) {
      const refused = await move(doctor2, c, to, version);
      expect([refused.status, refused.body]).toEqual([
        403,
        { error: true, message: 'This consultation is not one of yours.' },
      ]);
    }
  });

  it('no move of a consultation the doctor may not read answers its fields', async () => {
    const hidden = hiddenFromSecond();
    expect(hidden.length).toBeGreaterThan(10);
    for (const c of hidden) {
      const refused = await move(doctor2, c, 'cancelled', 1);
      expect(refused.status).not.toBe(200);
      const current = currentOf(refused);
      if (current) expect(Object.keys(current).sort()).toEqual(SLIM);
      // Only the race on a request that was waiting: taken by another doctor, still open.
      if (refused.status === 409) expect(['scheduled', 'in_progress']).toContain(c.status);
      else expect(refused.status).toBe(403);
    }
  });

  it('the race of two doctors on a waiting request is a 409 with only id, status, doctor and version', async () => {
    const c = sharedRequest();
    const seen = c.version;
    expect((await move(doctor, c, 'scheduled', seen)).status).toBe(200);
    expect((await get(doctor2, c)).status).toBe(403);
    const second = await move(doctor2, c, 'scheduled', seen);
    expect(second.body).toEqual({
      error: true,
      message: 'Dr Vikram Shah has already accepted this consultation.',
      current: {
        id: c.id,
        status: 'scheduled',
        doctor: { id: DEMO_DOCTOR_ID, name: 'Dr Vikram Shah' },
        version: seen + 1,
      },
    });
    // The version the winner answered is no waiting request: the other doctor may not read it.
    expect((await move(doctor2, c, 'in_progress', c.version)).status).toBe(403);
  });

  it("a stale version of the caller's own consultation is a 409 with the same four fields", async () => {
    const c = requestsOf(DEMO_DOCTOR_ID)[0]!;
    await move(doctor, c, 'scheduled');
    const stale = await move(doctor, c, 'in_progress', 1);
    expect(stale.status).toBe(409);
    expect(currentOf(stale)).toEqual({
      id: c.id,
      status: 'scheduled',
      doctor: { id: DEMO_DOCTOR_ID, name: 'Dr Vikram Shah' },
      version: 2,
    });
  });
});

describe('the note', () => {
  const started = async () => {
    const c = requestsOf(DEMO_DOCTOR_ID)[0]!;
    await move(doctor, c, 'in_progress');
    return c;
  };

  it("only the consultation's doctor, only in progress; the latest save wins", async () => {
    const scheduled = requestsOf(DEMO_DOCTOR_ID)[1]!;
    await move(doctor, scheduled, 'scheduled');
    expect((await note(doctor, scheduled)).status).toBe(422);
    const c = await started();
    expect((await note(doctor2, c)).status).toBe(403);
    expect((await note(admin, c)).status).toBe(403);
    await note(doctor, c, { notes: 'first tab' });
    const saved = await note(doctor, c, { notes: 'second tab', prescription: [item()] });
    expect(saved.status).toBe(200);
    // The note carries no version and moves none (docs/telemedicine.md: the doctor's own draft).
    expect(c).toMatchObject({ notes: 'second tab', saved_at: NOW.toISOString(), version: 2 });
    expect(
      (saved.data as { prescription: Array<{ medicine: { name: string } }> }).prescription[0]?.medicine.name,
    ).toBe(db.catalogues.medicines.find((medicine) => medicine.id === 4)?.name);
  });

  it('names the refused field of a prescription item and of the follow-up', async () => {
    const c = await started();
    const inactive = db.catalogues.medicines.find((medicine) => medicine.id === 6)!;
    inactive.status = false;
    expect(fieldOf(await note(doctor, c, { prescription: [item({ medicine_id: 6 })] }))).toBe(
      'prescription.0.medicine_id',
    );
    expect(fieldOf(await note(doctor, c, { prescription: [item(), item({ frequency: ' ' })] }))).toBe(
      'prescription.1.frequency',
    );
    expect(fieldOf(await note(doctor, c, { prescription: [item({ dose: '' })] }))).toBe(
      'prescription.0.dose',
    );
    const sameDay = await note(doctor, c, { follow_up: c.requested_at.slice(0, 10) });
    expect([sameDay.status, fieldOf(sameDay)]).toEqual([422, 'follow_up']);
    expect((await note(doctor, c, { follow_up: '2026-02-30' })).status).toBe(422);
    expect((await note(doctor, c, { follow_up: '2026-07-01' })).status).toBe(200);
  });
});

describe('bookings', () => {
  it('a doctor reads their own; converting makes a scheduled consultation once (then 409)', async () => {
    const body = { start_date: '2026-06-01', end_date: '2026-06-03', page: 1, limit: 100 };
    const mine = records<{ doctor: { id: number }; status: string; id: number }>(
      await call('/v3/booking/filter', { token: doctor, body }),
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.doctor.id === DEMO_DOCTOR_ID)).toBe(true);
    const booking = mine.find((row) => row.status === 'booked')!;
    const made = await call(`/v3/booking/${booking.id}/consultation`, { token: doctor });
    expect(made.data).toMatchObject({ status: 'scheduled', doctor: { id: DEMO_DOCTOR_ID } });
    const again = await call(`/v3/booking/${booking.id}/consultation`, { token: doctor });
    expect([again.status, messageOf(again)]).toEqual([
      409,
      `This booking is already consultation #${(made.data as { id: number }).id}.`,
    ]);
    expect((await call(`/v3/booking/${booking.id}/consultation`, { token: doctor2 })).status).toBe(403);
  });
});

describe('DEMO_PROPOSED=off', () => {
  it('answers the new calls 404 without the error envelope', async () => {
    serveDemoDb({ now: () => NOW, proposed: false });
    for (const path of ['/v3/doctor/filter', '/v3/consultation/filter', '/v3/booking/filter']) {
      const response = await fetch(`http://demo.test/api${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
        body: JSON.stringify({ page: 1, limit: 1 }),
      });
      expect(response.status).toBe(404);
      const text = await response.text();
      expect(text).not.toContain('"error"');
    }
  });
});
