import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import {
  ADMIN_ID,
  call,
  CUSTOMER_ID,
  DOCTOR_ID,
  messageOf,
  records,
  serveDemoDb,
  totalCount,
} from '../test-utils';
import type { DemoClinic } from '../types';

let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-06-01T10:00:00Z') });
  admin = db.issueToken(ADMIN_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const LIST = { page: 1, limit: 100, searchValue: null, others: false };

const patientsAt = (clinicId: number) => db.patients.filter((p) => p.clinic_id === clinicId).length;
/** Another customer's clinic without patients, with a kiosk, a doctor and a camp (set up here). */
const movable = (): DemoClinic => {
  const withPatients = new Set(db.patients.map((p) => p.clinic_id));
  const clinic = db.clinics.find(
    (c) =>
      c.user_id !== CUSTOMER_ID && !withPatients.has(c.id) && db.kiosks.some((k) => k.clinic_id === c.id),
  ) as DemoClinic;
  const doctor = db.doctors.find((d) => d.customer_id === clinic.user_id);
  if (doctor) {
    doctor.clinic_ids.push(clinic.id);
    doctor.letterhead_clinic_id = clinic.id;
  }
  db.assignments.push({
    assign_id: 99_999,
    camp_id: db.camps[0]?.id ?? 1,
    clinic_id: clinic.id,
    group_id: 1,
    status: true,
  });
  return clinic;
};
const withPatients = (): DemoClinic =>
  db.clinics.find((c) => c.user_id !== CUSTOMER_ID && patientsAt(c.id) > 0) as DemoClinic;

describe('POST /v3/customer/{id}/clinics/filter', () => {
  it("answers the customer's clinics with their counts, and the customer", async () => {
    const result = await post(`/v3/customer/${CUSTOMER_ID}/clinics/filter`, LIST);
    expect(result.status).toBe(200);
    const data = result.data as { customer: { id: number; name: string } };
    expect(data.customer).toMatchObject({ id: CUSTOMER_ID, name: 'Meera Iyer' });
    const own = db.clinics.filter((c) => c.user_id === CUSTOMER_ID);
    expect(totalCount(result)).toBe(own.length);
    const first = records<{ id: number; kiosk_count: number; patient_count: number }>(result)[0];
    expect(first?.patient_count).toBe(patientsAt(first?.id ?? 0));
    expect(first?.kiosk_count).toBe(db.kiosks.filter((k) => k.clinic_id === first?.id).length);
  });

  it('answers every other customer’s clinics with `others`, searched by name', async () => {
    const others = await post(`/v3/customer/${CUSTOMER_ID}/clinics/filter`, { ...LIST, others: true });
    expect(totalCount(others)).toBe(db.clinics.filter((c) => c.user_id !== CUSTOMER_ID).length);
    const name = withPatients().name;
    const searched = await post(`/v3/customer/${CUSTOMER_ID}/clinics/filter`, {
      ...LIST,
      others: true,
      searchValue: name.toUpperCase(),
    });
    expect(records<{ name: string }>(searched).map((c) => c.name)).toContain(name);
  });

  it('is for administrators only (403, no data) and 404 for an unknown customer', async () => {
    for (const id of [CUSTOMER_ID, DOCTOR_ID]) {
      const refused = await post(`/v3/customer/${CUSTOMER_ID}/clinics/filter`, LIST, db.issueToken(id));
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        error: true,
        message: 'Only administrators assign clinics and doctors to customers.',
      });
    }
    expect((await post('/v3/customer/999/clinics/filter', LIST)).status).toBe(404);
    expect((await post('/v3/customer/2/clinics/filter', { page: 0, limit: 10, others: false })).status).toBe(
      400,
    );
  });
});

describe('POST /v3/customer/{id}/clinics/assign', () => {
  it('moves a clinic without patients with its kiosks; its doctors and camps let it go', async () => {
    const clinic = movable();
    const from = clinic.user_id;
    const kiosks = db.kiosks.filter((k) => k.clinic_id === clinic.id);
    const events = db.auditEvents.length;
    const result = await post(`/v3/customer/${CUSTOMER_ID}/clinics/assign`, {
      clinic_id: clinic.id,
      version: clinic.version,
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      id: clinic.id,
      customer: { id: CUSTOMER_ID },
      doctors: [],
      camps: [],
    });
    expect(clinic.user_id).toBe(CUSTOMER_ID);
    expect(db.kiosks.filter((k) => k.clinic_id === clinic.id)).toHaveLength(kiosks.length);
    // Each kiosk's history line is an audit event of that kiosk (docs/audit.md).
    const lines = db.auditEvents
      .slice(events)
      .flatMap((event) => (event.line?.entity === 'kiosk' ? [event.line] : []));
    expect(lines).toHaveLength(kiosks.length);
    expect(lines[0]?.reason).toMatch(/^Moved with .* from .* to Meera Iyer\.$/);
    expect(
      db.doctors.some((d) => d.clinic_ids.includes(clinic.id) || d.letterhead_clinic_id === clinic.id),
    ).toBe(false);
    expect(db.assignments.some((a) => a.clinic_id === clinic.id && a.status)).toBe(false);
    expect(from).not.toBe(CUSTOMER_ID);
  });

  it('refuses a clinic with patients with the count and the reason (422), changing nothing', async () => {
    const clinic = withPatients();
    const count = patientsAt(clinic.id);
    const result = await post(`/v3/customer/${CUSTOMER_ID}/clinics/assign`, {
      clinic_id: clinic.id,
      version: clinic.version,
    });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ field: 'clinic_id' });
    expect(messageOf(result)).toContain(`has ${count} patients: their records and consents belong to`);
    expect(clinic.user_id).not.toBe(CUSTOMER_ID);
  });

  it('refuses a clinic already theirs, a disabled customer and a name the customer has (422)', async () => {
    const own = db.clinics.find((c) => c.user_id === CUSTOMER_ID) as DemoClinic;
    const mine = await post(`/v3/customer/${CUSTOMER_ID}/clinics/assign`, {
      clinic_id: own.id,
      version: own.version,
    });
    expect(messageOf(mine)).toMatch(/is already Meera Iyer's\.$/);
    const clinic = movable();
    const disabled = db.customers.find((c) => !c.status && c.id !== clinic.user_id);
    if (disabled) {
      const refused = await post(`/v3/customer/${disabled.id}/clinics/assign`, {
        clinic_id: clinic.id,
        version: clinic.version,
      });
      expect(refused.status).toBe(422);
      expect(messageOf(refused)).toMatch(/is disabled: enable the customer/);
    }
    own.name = clinic.name;
    const taken = await post(`/v3/customer/${CUSTOMER_ID}/clinics/assign`, {
      clinic_id: clinic.id,
      version: clinic.version,
    });
    expect(messageOf(taken)).toBe(`Meera Iyer already has a clinic named ${clinic.name}.`);
  });

  it('answers 409 with the clinic now for a stale version, 404s, and 403 for non-administrators', async () => {
    const clinic = movable();
    const stale = await post(`/v3/customer/${CUSTOMER_ID}/clinics/assign`, {
      clinic_id: clinic.id,
      version: clinic.version + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { id: clinic.id, version: clinic.version } });
    expect((await post(`/v3/customer/999/clinics/assign`, { clinic_id: clinic.id, version: 1 })).status).toBe(
      404,
    );
    expect(
      (await post(`/v3/customer/${CUSTOMER_ID}/clinics/assign`, { clinic_id: 99999, version: 1 })).status,
    ).toBe(404);
    const customer = await post(
      `/v3/customer/${CUSTOMER_ID}/clinics/assign`,
      { clinic_id: clinic.id, version: clinic.version },
      db.issueToken(CUSTOMER_ID),
    );
    expect(customer.status).toBe(403);
    expect(clinic.user_id).not.toBe(CUSTOMER_ID);
  });
});

describe('the doctors', () => {
  const openDoctor = () =>
    db.telemedicine.consultations.find(
      (c) => c.doctor_id !== null && ['scheduled', 'in_progress'].includes(c.status),
    )?.doctor_id as number;
  const freeDoctor = () => {
    const busy = new Set(
      db.telemedicine.consultations
        .filter((c) => ['scheduled', 'in_progress'].includes(c.status))
        .map((c) => c.doctor_id),
    );
    return db.doctors.find(
      (d) => d.customer_id !== CUSTOMER_ID && !busy.has(d.id) && d.clinic_ids.length > 0,
    );
  };

  it("lists the customer's doctors, or the others' with their clinics and open consultations", async () => {
    const own = await post(`/v3/customer/${CUSTOMER_ID}/doctors/filter`, LIST);
    expect(totalCount(own)).toBe(db.doctors.filter((d) => d.customer_id === CUSTOMER_ID).length);
    const others = await post(`/v3/customer/${CUSTOMER_ID}/doctors/filter`, { ...LIST, others: true });
    const rows = records<{ id: number; clinics: unknown[]; open_consultations: number }>(others);
    expect(rows.every((row) => db.doctor(row.id)?.customer_id !== CUSTOMER_ID)).toBe(true);
    const refused = await post(
      `/v3/customer/${CUSTOMER_ID}/doctors/filter`,
      LIST,
      db.issueToken(CUSTOMER_ID),
    );
    expect(refused.status).toBe(403);
  });

  it('moves a doctor, who loses the old customer’s clinics and letterhead', async () => {
    const doctor = freeDoctor();
    expect(doctor).toBeDefined();
    if (!doctor) return;
    const result = await post(`/v3/customer/${CUSTOMER_ID}/doctors/assign`, {
      doctor_id: doctor.id,
      version: doctor.version,
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ customer: { id: CUSTOMER_ID }, clinics: [], open_consultations: 0 });
    expect(doctor).toMatchObject({ customer_id: CUSTOMER_ID, clinic_ids: [], letterhead_clinic_id: null });
  });

  it('refuses a doctor with a consultation in progress or waiting (422 with the count); 409 when stale', async () => {
    const id = openDoctor();
    const doctor = db.doctor(id);
    if (!doctor) throw new Error('no doctor with an open consultation');
    const to = doctor.customer_id === CUSTOMER_ID ? 4 : CUSTOMER_ID;
    const result = await post(`/v3/customer/${to}/doctors/assign`, {
      doctor_id: id,
      version: doctor.version,
    });
    expect(result.status).toBe(422);
    expect(messageOf(result)).toMatch(/has \d+ consultations? in progress or waiting/);
    expect(doctor.customer_id).not.toBe(to);
    const stale = await post(`/v3/customer/${to}/doctors/assign`, {
      doctor_id: id,
      version: doctor.version + 1,
    });
    expect(stale.status).toBe(409);
    expect(
      (await post(`/v3/customer/${to}/doctors/assign`, { doctor_id: 99999999, version: 1 })).status,
    ).toBe(404);
  });
});
