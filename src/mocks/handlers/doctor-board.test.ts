import type { DoctorBoard } from '@/generated/model';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { addRequest } from '../telemedicine/arrivals';
import { ADMIN_ID, call, CUSTOMER_ID, DOCTOR_ID, messageOf, serveDemoDb } from '../test-utils';
import { boardOrder } from './doctor-board';

const NOW = new Date('2026-06-01T10:00:00Z');
let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => NOW });
  admin = db.issueToken(ADMIN_ID);
});

const board = async (token = admin): Promise<DoctorBoard> =>
  (await call('/v3/doctor/board', { method: 'GET', token })).data as DoctorBoard;

describe('getDoctorBoard (docs/discussions.md, "The Doctor board")', () => {
  it('puts first a clinic whose requests wait with no online doctor (the seed has one)', async () => {
    const { at, clinics } = await board();
    expect(at).toBe(NOW.toISOString());
    const first = clinics[0];
    expect(first?.waiting).toBeGreaterThan(0);
    expect(first?.online_doctors).toBe(0);
    expect([...clinics].sort(boardOrder)).toEqual(clinics);
    // Then the clinics whose requests someone online can take, by longest wait.
    const attended = clinics.filter((row) => row.waiting > 0 && row.online_doctors > 0);
    const waits = attended.map((row) => row.longest_wait_minutes);
    expect(waits).toEqual([...waits].sort((a, b) => b - a));
  });

  it('counts the waiting requests and the longest wait from the clock', async () => {
    const clinic = db.doctor(DOCTOR_ID)!.clinic_ids[0]!;
    const before = (await board()).clinics.find((row) => row.clinic.id === clinic)!;
    addRequest(db.telemedicine, {
      patient_id: 1,
      clinic_id: clinic,
      customer_id: CUSTOMER_ID,
      session_id: null,
      at: new Date(NOW.getTime() - 90 * 60_000).toISOString(),
    });
    const after = (await board()).clinics.find((row) => row.clinic.id === clinic)!;
    expect(after.waiting).toBe(before.waiting + 1);
    expect(after.longest_wait_minutes).toBe(Math.max(90, before.longest_wait_minutes));
  });

  it("says each doctor's availability: busy in a consultation, online when signed in, else offline", async () => {
    const doctor = () => board().then((value) => value.doctors.find((row) => row.id === DOCTOR_ID)!);
    const consultations = db.telemedicine.consultations;
    // The demo doctor holds an accepted consultation at the seed: online.
    expect((await doctor()).availability).toBe('online');
    const own = consultations.filter((row) => row.doctor_id === DOCTOR_ID && row.status === 'scheduled');
    for (const row of own) row.status = 'completed';
    for (const row of consultations.filter((each) => each.doctor_id === DOCTOR_ID)) {
      row.scheduled_at = row.started_at = row.ended_at = '2026-05-01T10:00:00.000Z';
    }
    expect((await doctor()).availability).toBe('offline');
    db.issueToken(DOCTOR_ID);
    expect((await doctor()).availability).toBe('online');
    const started = own[0]!;
    started.status = 'in_progress';
    expect((await doctor()).availability).toBe('busy');
  });

  it("counts today's completed consultations and the requests waiting at the doctor's clinics", async () => {
    const { doctors, clinics } = await board();
    const demo = doctors.find((row) => row.id === DOCTOR_ID)!;
    const waitingAt = clinics
      .filter((row) => demo.clinics.some((clinic) => clinic.id === row.clinic.id))
      .reduce((sum, row) => sum + row.waiting, 0);
    expect(demo.waiting).toBe(waitingAt);
    expect(demo.completed_today).toBeGreaterThanOrEqual(1);
  });

  it('is for administrators only', async () => {
    for (const id of [CUSTOMER_ID, DOCTOR_ID]) {
      const result = await call('/v3/doctor/board', { method: 'GET', token: db.issueToken(id) });
      expect(result.status).toBe(403);
      expect(messageOf(result)).toBe('Only administrators can see the doctor board.');
    }
  });
});
