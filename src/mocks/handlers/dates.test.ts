import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { DEMO_DOCTOR_ID } from '../telemedicine/seed-doctors';
import { ADMIN_ID, call, type CallResult, serveDemoDb } from '../test-utils';

/**
 * Issue 32, finding 3 (docs/reliability.md): impossible dates (`2026-02-30`, `1990-13-45`) were
 * stored as sent, because `parseApiDate` rolled them over. Every proposed call that takes a date
 * reads it with the strict parser of src/lib/dates.ts and answers 422 with the field
 * (docs/proposed-api.md, "refusals").
 */
const NOW = new Date('2026-06-01T12:00:00.000Z');
let db: DemoDb;
let admin: string;
let doctor: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => NOW, arrivalSeconds: 0 });
  admin = db.issueToken(ADMIN_ID);
  doctor = db.issueToken(DEMO_DOCTOR_ID);
});

const IMPOSSIBLE = ['2026-02-30', '1990-13-45', '2025-02-29', '2026-04-31', '2026-00-10', '0000-01-01'];

const refusedOn = (result: CallResult) => {
  const body = result.body as { field?: unknown; message?: unknown };
  return { status: result.status, field: body.field, message: typeof body.message };
};

/** A patient of the seed as Edit Patient sends them back. */
const patientWrite = () => {
  const patient = db.patients[0]!;
  return {
    id: patient.id,
    body: {
      external_id: patient.external_id,
      first_name: patient.first_name,
      last_name: patient.last_name,
      date_of_birth: patient.date_of_birth,
      gender: patient.gender,
      phone: patient.phone,
      email: patient.email,
      version: patient.version,
    },
  };
};

const importRow = (row: number, date_of_birth: string, external_id: string) => ({
  row,
  external_id,
  first_name: 'Date',
  last_name: `Probe ${row}`,
  date_of_birth,
  gender: 'female',
  phone: `+91980000${String(1000 + row)}`,
  email: null,
});

describe('impossible dates on the proposed calls (issue 32)', () => {
  it.each(IMPOSSIBLE)(
    'updatePatient refuses a date of birth of %s: 422 on date_of_birth, nothing stored',
    async (day) => {
      const { id, body } = patientWrite();
      const before = db.patient(id)!.date_of_birth;
      const result = await call(`/v3/patient/${id}`, {
        method: 'PUT',
        token: admin,
        body: { ...body, date_of_birth: day },
      });
      expect(refusedOn(result)).toEqual({ status: 422, field: 'date_of_birth', message: 'string' });
      expect(db.patient(id)!.date_of_birth).toBe(before);
    },
  );

  it('updatePatient still takes a real day, 29 February of a leap year included', async () => {
    const { id, body } = patientWrite();
    const result = await call(`/v3/patient/${id}`, {
      method: 'PUT',
      token: admin,
      body: { ...body, date_of_birth: '1988-02-29' },
    });
    expect(result.status).toBe(200);
    expect(db.patient(id)!.date_of_birth).toBe('1988-02-29');
  });

  it("the import's dry run lists the row and column of an impossible date (1980-02-31), and creates nothing", async () => {
    const clinic = db.clinics.find((candidate) => candidate.status)!;
    const count = db.patients.length;
    const rows = [
      importRow(2, '1980-02-01', 'P-DATE-2'),
      importRow(3, '1980-02-31', 'P-DATE-3'),
      importRow(4, '1990-13-45', 'P-DATE-4'),
    ];
    for (const dry_run of [true, false]) {
      const result = await call('/v3/patient/import', {
        token: admin,
        body: { clinic_id: clinic.id, import_id: `dates-${String(dry_run)}`, dry_run, rows },
      });
      expect(result.status).toBe(200);
      const { results, refused } = result.data as {
        refused: number;
        results: { row: number; outcome: string; field?: string | null; message: string | null }[];
      };
      expect(refused).toBe(2);
      expect(results.map(({ row, outcome, field }) => [row, outcome, field ?? null])).toEqual([
        [2, dry_run ? 'valid' : 'created', null],
        [3, 'refused', 'date_of_birth'],
        [4, 'refused', 'date_of_birth'],
      ]);
      expect(results[1]!.message).toMatch(/^Row 3, date_of_birth: 1980-02-31 is not a real day/);
    }
    expect(db.patients.length).toBe(count + 1);
    expect(db.patients.some((patient) => patient.date_of_birth === '1980-02-31')).toBe(false);
  });

  it('saveConsultationNote refuses a follow-up of 2027-02-30: 422 on follow_up', async () => {
    const clinics = db.doctor(DEMO_DOCTOR_ID)!.clinic_ids;
    const c = db.telemedicine.consultations.find(
      (row) => row.status === 'requested' && clinics.includes(row.clinic_id),
    )!;
    const moved = await call(`/v3/consultation/${c.id}/status`, {
      token: doctor,
      body: { status: 'in_progress', version: c.version, reason: null },
    });
    expect(moved.status).toBe(200);
    const note = (follow_up: string) =>
      call(`/v3/consultation/${c.id}/note`, {
        method: 'PUT',
        token: doctor,
        body: { notes: 'Seen.', diagnosis: 'Hypertension', follow_up, prescription: [] },
      });
    for (const day of ['2027-02-30', '2026-13-01', '2026-06-31']) {
      expect(refusedOn(await note(day))).toEqual({ status: 422, field: 'follow_up', message: 'string' });
    }
    expect(c.follow_up).toBeNull();
    expect((await note('2028-02-29')).status).toBe(200);
    expect(c.follow_up).toBe('2028-02-29');
  });

  it("an APK version's release day (released_at) must be a real day: 422 on released_at", async () => {
    const apk = { version_name: '9.9.9', version_code: 999, force_update: false, released_at: '2026-02-30' };
    expect(refusedOn(await call('/v3/apk/', { token: admin, body: apk }))).toEqual({
      status: 422,
      field: 'released_at',
      message: 'string',
    });
    const created = await call('/v3/apk/', { token: admin, body: { ...apk, released_at: '2026-02-28' } });
    expect(created.status).toBe(200);
    const { id, version } = created.data as { id: number; version: number };
    const update = await call(`/v3/apk/${id}`, {
      method: 'PUT',
      token: admin,
      body: { ...apk, released_at: '2026-09-31', version },
    });
    expect(refusedOn(update)).toEqual({ status: 422, field: 'released_at', message: 'string' });
  });

  it("a test type's reference range must start on a real day: 422 on ranges", async () => {
    const adults = { gender: 'any', age_from: 18, age_to: 120, effective_from: '2024-02-30' } as const;
    const result = await call('/v3/test-type/', {
      token: admin,
      body: {
        name: 'Uric acid',
        code: 'URIC',
        category_id: 2,
        kind: 'numeric',
        unit: 'mg/dL',
        labels: ['Normal', 'High'],
        question_category_id: null,
        ranges: [
          { ...adults, low: null, high: 7, label: 'Normal' },
          { ...adults, low: 7, high: null, label: 'High' },
        ],
      },
    });
    expect(refusedOn(result)).toEqual({ status: 422, field: 'ranges', message: 'string' });
    expect((result.body as { message: string }).message).toContain('2024-02-30');
  });

  const scope = { start_date: '2026-05-01', end_date: '2026-05-31' };
  it.each([
    ['/v3/patient/filter', { page: 1, limit: 10 }],
    ['/v3/result/filter', { page: 1, limit: 10 }],
    ['/v3/summary/filter', {}],
    ['/v3/consultation/filter', { page: 1, limit: 10 }],
    ['/v3/consultation/summary', {}],
    ['/v3/booking/filter', { page: 1, limit: 10 }],
  ] as const)('%s refuses an impossible start_date or end_date: 422 on that field', async (path, body) => {
    expect((await call(path, { token: admin, body: { ...body, ...scope } })).status).toBe(200);
    for (const field of ['start_date', 'end_date'] as const) {
      const result = await call(path, { token: admin, body: { ...body, ...scope, [field]: '2026-02-30' } });
      expect(refusedOn(result)).toEqual({ status: 422, field, message: 'string' });
    }
  });
});
