import { describe, expect, it } from 'vitest';

import { createDemoDb, parseArrivalSeconds } from '../db';
import { ARRIVAL_QUEUE_CAP } from './arrivals';
import { DEMO_DOCTOR_ID, SECOND_DOCTOR_ID } from './seed-doctors';

/** docs/telemedicine.md "Demo data, rules and who sees what"; docs/requirements.md 12.18. */
const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const TODAY = '2026-06-01';

describe('the seeded doctors, consultations and bookings', () => {
  const db = createDemoDb({ now: () => new Date(NOW), arrivalSeconds: 0 });
  const tm = db.telemedicine;

  it('30 doctors at scale 1 whose ids are user ids; the two demo doctors share two clinics', () => {
    expect(db.doctors).toHaveLength(30);
    expect(db.user(DEMO_DOCTOR_ID)?.email).toBe('doctor@example.com');
    expect(db.user(SECOND_DOCTOR_ID)?.email).toBe('doctor2@example.com');
    const demo = db.doctor(DEMO_DOCTOR_ID)!;
    expect(demo.clinic_ids).toHaveLength(4);
    expect(db.doctor(SECOND_DOCTOR_ID)?.clinic_ids).toEqual(demo.clinic_ids.slice(0, 2));
    for (const doctor of db.doctors)
      for (const clinic of doctor.clinic_ids) expect(db.clinic(clinic)?.user_id).toBe(doctor.customer_id);
  });

  it('about 1,000 consultations in request order, each following a screening session at its clinic', () => {
    expect(tm.consultations.length).toBeGreaterThanOrEqual(1_000);
    expect(tm.consultations.length).toBeLessThan(1_200);
    const sessions = new Map(db.screening.sessions.map((session) => [session.id, session]));
    tm.consultations.forEach((c, index) => {
      expect(c.id).toBe(index + 1);
      if (index > 0) expect(c.requested_at >= tm.consultations[index - 1]!.requested_at).toBe(true);
      const session = sessions.get(c.session_id ?? 0);
      expect(session?.patient_id).toBe(c.patient_id);
      expect(c.customer_id).toBe(db.clinic(c.clinic_id)?.user_id);
      expect(Date.parse(c.requested_at)).toBeLessThanOrEqual(NOW);
      if (c.doctor_id !== null) expect(db.doctor(c.doctor_id)?.clinic_ids).toContain(c.clinic_id);
      if (c.status === 'completed') expect(c.diagnosis).not.toBe('');
    });
  });

  it("the demo doctor's today: requests waiting, his scheduled and completed, nothing in progress", () => {
    const clinics = db.doctor(DEMO_DOCTOR_ID)!.clinic_ids;
    const today = tm.consultations.filter(
      (c) => c.requested_at.startsWith(TODAY) && clinics.includes(c.clinic_id),
    );
    const count = (status: string) => today.filter((c) => c.status === status).length;
    expect(count('requested')).toBeGreaterThanOrEqual(5);
    expect(count('scheduled')).toBeGreaterThanOrEqual(2);
    expect(count('completed')).toBeGreaterThanOrEqual(2);
    expect(
      tm.consultations.filter((c) => c.doctor_id === DEMO_DOCTOR_ID && c.status === 'in_progress'),
    ).toEqual([]);
    expect(today.filter((c) => c.status !== 'requested').every((c) => c.doctor_id === DEMO_DOCTOR_ID)).toBe(
      true,
    );
  });

  it('bookings from three days ago to thirteen ahead; the demo doctor has four a day', () => {
    const days = tm.bookings.map((booking) => booking.slot_start.slice(0, 10)).sort();
    expect(days[0]).toBe('2026-05-29');
    expect(days.at(-1)).toBe('2026-06-14');
    const his = tm.bookings.filter((b) => b.doctor_id === DEMO_DOCTOR_ID && b.slot_start.startsWith(TODAY));
    expect(his).toHaveLength(4);
    for (const booking of tm.bookings)
      expect(db.doctor(booking.doctor_id)?.clinic_ids).toContain(booking.clinic_id);
  });

  it('snapshot and restore keep the doctors and the consultations', () => {
    const other = createDemoDb({ now: () => new Date(NOW), arrivalSeconds: 0 });
    other.doctor(DEMO_DOCTOR_ID)!.qualification = 'MBBS, MD, DM';
    other.telemedicine.consultations[0]!.notes = 'kept';
    const copy = createDemoDb({ now: () => new Date(NOW + 86_400_000), arrivalSeconds: 0 });
    expect(copy.restore(other.snapshot())).toBe(true);
    expect(copy.doctor(DEMO_DOCTOR_ID)?.qualification).toBe('MBBS, MD, DM');
    expect(copy.telemedicine.consultations[0]?.notes).toBe('kept');
    expect(copy.telemedicine.seeded_on).toBe(TODAY);
  });
});

describe('at DEMO_SCALE=max (scale 125)', () => {
  it('500 doctors and 50,000 seeded consultations', { timeout: 60_000 }, () => {
    const db = createDemoDb({ scale: 125, now: () => new Date(NOW), arrivalSeconds: 0 });
    expect(db.doctors).toHaveLength(500);
    const seeded = db.telemedicine.consultations.filter((c) => !c.requested_at.startsWith(TODAY));
    expect(seeded).toHaveLength(50_000);
  });
});

describe('the queue lives: arrivals on the demo clock', () => {
  const clocked = (arrivalSeconds: number) => {
    const clock = { now: NOW };
    const db = createDemoDb({ now: () => new Date(clock.now), arrivalSeconds });
    const clinics = db.doctor(DEMO_DOCTOR_ID)!.clinic_ids;
    const waiting = () =>
      db.telemedicine.consultations.filter((c) => c.status === 'requested' && clinics.includes(c.clinic_id));
    return { clock, db, waiting };
  };

  it('a new request after arrivalSeconds, at a demo doctor clinic, with its latest session as pre-read', () => {
    const { clock, db, waiting } = clocked(60);
    const before = waiting().length;
    clock.now += 59_000;
    expect(waiting()).toHaveLength(before);
    clock.now += 1_000;
    expect(waiting()).toHaveLength(before + 1);
    const arrived = db.telemedicine.consultations.at(-1)!;
    expect(arrived).toMatchObject({
      status: 'requested',
      doctor_id: null,
      requested_at: '2026-06-01T12:01:00.000Z',
    });
    expect(db.screening.sessionsByPatient.get(arrived.patient_id)?.[0]?.id).toBe(arrived.session_id);
    // Seeded or arrived, every record is built by consultationRecord: the same fields in the same
    // order, so V8 gives them one hidden class and a scan of 50,000 stays under a millisecond.
    const fields = Object.keys(db.telemedicine.consultations[0]!);
    for (const c of db.telemedicine.consultations) expect(Object.keys(c)).toEqual(fields);
  });

  it('none when arrivalSeconds is 0', () => {
    const { clock, waiting } = clocked(0);
    const before = waiting().length;
    clock.now += 3_600_000;
    expect(waiting()).toHaveLength(before);
  });

  it('catches up with at most 3 at once, and stops at 15 waiting', () => {
    const { clock, waiting } = clocked(60);
    const before = waiting().length;
    clock.now += 10 * 3_600_000;
    expect(waiting()).toHaveLength(Math.min(ARRIVAL_QUEUE_CAP, before + 3));
    for (let round = 0; round < 10; round += 1) {
      clock.now += 10 * 60_000;
      waiting();
    }
    expect(waiting()).toHaveLength(ARRIVAL_QUEUE_CAP);
  });

  it('reads DEMO_ARRIVAL_SECONDS: whole seconds from 0 to a day, else the default', () => {
    expect([parseArrivalSeconds('0'), parseArrivalSeconds(' 5 '), parseArrivalSeconds('86400')]).toEqual([
      0, 5, 86_400,
    ]);
    for (const text of [undefined, '', 'x', '-1', '1.5', '86401'])
      expect(parseArrivalSeconds(text)).toBeUndefined();
  });
});
