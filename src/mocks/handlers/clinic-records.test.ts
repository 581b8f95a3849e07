import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, CUSTOMER_ID, DOCTOR_ID, messageOf, serveDemoDb } from '../test-utils';
import { clinicSyncOf, fleetHealth } from './kiosk-health';

let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-06-01T10:00:00Z') });
  admin = db.issueToken(ADMIN_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const put = (path: string, body: unknown, token = admin) => call(path, { method: 'PUT', body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });

const HOURS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) =>
  day === 'sunday' ? { day, open: null, close: null } : { day, open: '09:00', close: '18:00' },
);
const write = (overrides: Record<string, unknown> = {}) => ({
  name: 'Swasthya Test 1',
  customer_id: CUSTOMER_ID,
  clinic_type_id: 1,
  location_id: 1,
  address: '14 Link Road',
  phone: '+91 22 4000 1200',
  email: 'Test@Example.com',
  opening_hours: HOURS,
  amc_start: '2026-01-01',
  amc_expiry: '2026-12-31',
  ...overrides,
});
const ownClinic = () => db.clinics.find((clinic) => clinic.user_id === CUSTOMER_ID && clinic.status)!;
const otherClinic = () => db.clinics.find((clinic) => clinic.user_id !== CUSTOMER_ID && clinic.status)!;

describe('createClinic', () => {
  it('adds an active clinic at version 1 with its names, and the lists see it', async () => {
    const result = await post('/v3/clinic/', write());
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      name: 'Swasthya Test 1',
      customer: { id: CUSTOMER_ID, name: 'Meera Iyer' },
      clinic_type: { id: 1, name: 'Standalone clinic' },
      location: { id: 1 },
      email: 'test@example.com',
      status: true,
      sync: { synced: true, pending_forced_update: false },
      activity: { camps: [], doctors: [], patients_screened_30_days: 0 },
      version: 1,
      created_at: '2026-06-01T10:00:00.000Z',
    });
    const listed = await post('/v3/Clinic/filter', { searchValue: 'Swasthya Test 1', page: 1, limit: 10 });
    expect((listed.data as { total_count: number }).total_count).toBe(1);
  });

  it('refuses a name the customer already has (422 on name), but not another customer’s', async () => {
    const taken = ownClinic().name.toUpperCase();
    const refused = await post('/v3/clinic/', write({ name: taken }));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ field: 'name' });
    const other = otherClinic();
    const allowed = await post('/v3/clinic/', write({ name: other.name }));
    expect(allowed.status).toBe(200);
  });

  it.each([
    [
      { opening_hours: HOURS.map((h) => (h.day === 'monday' ? { ...h, close: null } : h)) },
      'opening_hours',
      /Monday: give both/,
    ],
    [
      { opening_hours: HOURS.map((h) => (h.day === 'friday' ? { ...h, close: '08:00' } : h)) },
      'opening_hours',
      /Friday: the clinic must open before it closes/,
    ],
    [{ opening_hours: [...HOURS].reverse() }, 'opening_hours', /Monday to Sunday/],
    [{ amc_start: '2026-02-30' }, 'amc_start', /not a real day/],
    [{ amc_expiry: '2025-12-31' }, 'amc_expiry', /cannot be before its start/],
    [{ customer_id: 999 }, 'customer_id', /active customer/],
    [{ clinic_type_id: 99 }, 'clinic_type_id', /active clinic type/],
  ])('refuses %o with 422 on %s', async (overrides, field, message) => {
    const result = await post('/v3/clinic/', write(overrides));
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ field });
    expect(messageOf(result)).toMatch(message);
  });

  it('is the administrators’: a customer’s or a doctor’s write is 403', async () => {
    for (const user of [CUSTOMER_ID, DOCTOR_ID]) {
      const result = await post('/v3/clinic/', write(), db.issueToken(user));
      expect(result.status).toBe(403);
      expect(messageOf(result)).toBe('Only administrators can create or change clinics.');
    }
  });
});

describe('getClinic', () => {
  it('answers the profile, its camps, doctors, screened patients and sync flags', async () => {
    const doctor = db.doctors.find((row) => row.clinic_ids.length > 0)!;
    const clinic = db.clinic(doctor.clinic_ids[0]!)!;
    const result = await get(`/v3/clinic/${clinic.id}`);
    expect(result.status).toBe(200);
    const data = result.data as { activity: { doctors: { id: number }[] }; sync: unknown };
    expect(data.activity.doctors.map(({ id }) => id)).toContain(doctor.id);
    expect(data.sync).toEqual(clinicSyncOf(fleetHealth(db), clinic.id));
  });

  it('lets a customer read their own clinic; another customer’s is 403, an unknown id 404', async () => {
    const customer = db.issueToken(CUSTOMER_ID);
    expect((await get(`/v3/clinic/${ownClinic().id}`, customer)).status).toBe(200);
    const foreign = await get(`/v3/clinic/${otherClinic().id}`, customer);
    expect(foreign.status).toBe(403);
    expect(messageOf(foreign)).toBe('This clinic is not one of yours.');
    expect((await get('/v3/clinic/999999')).status).toBe(404);
  });
});

describe('updateClinic', () => {
  it('saves from the current version and refuses a stale one with 409 and the clinic now', async () => {
    const clinic = ownClinic();
    const saved = await put(`/v3/clinic/${clinic.id}`, write({ name: 'Renamed', version: 1 }));
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ name: 'Renamed', version: 2 });
    const stale = await put(`/v3/clinic/${clinic.id}`, write({ name: 'Again', version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { name: 'Renamed', version: 2 } });
  });

  it('keeps its own name without a duplicate refusal, and refuses a customer (403)', async () => {
    const clinic = ownClinic();
    const same = await put(`/v3/clinic/${clinic.id}`, write({ name: clinic.name, version: 1 }));
    expect(same.status).toBe(200);
    const refused = await put(`/v3/clinic/${clinic.id}`, write({ version: 2 }), db.issueToken(CUSTOMER_ID));
    expect(refused.status).toBe(403);
  });
});

describe('setClinicStatus', () => {
  it('disables and enables, raising the version; a repeat changes nothing', async () => {
    const clinic = ownClinic();
    expect((await put(`/v3/clinic/${clinic.id}/status`, { status: false })).data).toMatchObject({
      status: false,
      version: 2,
    });
    expect((await put(`/v3/clinic/${clinic.id}/status`, { status: false })).data).toMatchObject({
      version: 2,
    });
    expect((await put(`/v3/clinic/${clinic.id}/status`, { status: true })).data).toMatchObject({
      version: 3,
    });
  });

  it('refuses to enable a clinic whose customer is inactive (422)', async () => {
    const clinic = ownClinic();
    clinic.status = false;
    db.customer(CUSTOMER_ID)!.status = false;
    const result = await put(`/v3/clinic/${clinic.id}/status`, { status: true });
    expect(result.status).toBe(422);
    expect(messageOf(result)).toMatch(/customer is inactive/);
  });
});
