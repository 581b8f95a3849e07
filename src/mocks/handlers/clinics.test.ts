import { beforeEach, describe, expect, it } from 'vitest';

import { server } from '@tests/msw/server';
import type { DemoDb } from '../db';
import { createDemoHandlers } from '../handlers';
import { fleetHealth } from './kiosk-health';
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

let db: DemoDb;
let admin: string;
let customer: string;
beforeEach(() => {
  db = serveDemoDb();
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
});

const monitor = (token: string, value: string, page = 1, limit = 10) =>
  call('/v3/clinic/filter', { token, body: { status: true, page, limit, monitor: value } });

describe('POST /v3/clinic/filter (header monitors)', () => {
  it('counts the active clinics not synced and those pending a forced update', async () => {
    const health = fleetHealth(db);
    const notSynced = db.clinics.filter((clinic) => clinic.status && health.outOfSync.has(clinic.id));
    const pending = db.clinics.filter((clinic) => clinic.status && health.pendingUpdate.has(clinic.id));
    expect(notSynced.length).toBeGreaterThan(10);
    expect(pending.length).toBeGreaterThan(10);
    const synced = await monitor(admin, 'clinics-not-synced');
    expect(totalCount(synced)).toBe(notSynced.length);
    expect(records(synced)).toHaveLength(10);
    expect(records(synced).every(({ id }) => notSynced.some((clinic) => clinic.id === id))).toBe(true);
    expect(totalCount(await monitor(admin, 'pending-forced-update'))).toBe(pending.length);
  });

  it("counts only a customer's own clinics", async () => {
    const { outOfSync } = fleetHealth(db);
    const own = db.clinics.filter(
      (clinic) => clinic.status && outOfSync.has(clinic.id) && clinic.user_id === CUSTOMER_ID,
    );
    const result = await monitor(customer, 'clinics-not-synced', 1, 100);
    expect(totalCount(result)).toBe(own.length);
    expect(records(result).map(({ user_id }) => user_id)).toEqual(own.map(() => CUSTOMER_ID));
  });

  it('refuses an unknown monitor value with 400 and a message', async () => {
    const result = await monitor(admin, 'everything');
    expect(result.status).toBe(400);
    expect(messageOf(result)).toMatch(/^Invalid request body: monitor/);
  });
});

describe('POST /v3/Clinic/filter (filter panel)', () => {
  const list = (token: string, body: Record<string, unknown>) =>
    call('/v3/Clinic/filter', { token, body: { page: 1, limit: 10, ...body } });

  // The same body on both paths: only the lower-case monitor call requires `monitor`.
  const expectTwoCalls = async () => {
    const body = { status: true, page: 1, limit: 10 };
    const upper = await call('/v3/Clinic/filter', { token: admin, body });
    expect(upper.status).toBe(200);
    expect(totalCount(upper)).toBe(db.clinics.filter((clinic) => clinic.status).length);
    const lower = await call('/v3/clinic/filter', { token: admin, body });
    expect(lower.status).toBe(400);
    expect(messageOf(lower)).toMatch(/^Invalid request body: monitor/);
  };

  it('is a different call from /v3/clinic/filter, although MSW matches paths without case', expectTwoCalls);

  it('stays a different call whichever of the two handlers MSW tries first', async () => {
    server.use(...createDemoHandlers(db).reverse());
    await expectTwoCalls();
  });

  it('pages honestly: total_count before paging, pages that do not overlap', async () => {
    const first = await list(admin, { page: 1 });
    const second = await list(admin, { page: 2 });
    expect(totalCount(first)).toBe(db.clinics.length);
    expect(records(first)).toHaveLength(10);
    const ids = new Set([...records(first), ...records(second)].map(({ id }) => id));
    expect(ids.size).toBe(20);
    const last = await list(admin, { page: Math.ceil(db.clinics.length / 10) });
    expect(records(last)).toHaveLength(db.clinics.length % 10 || 10);
    expect(records(await list(admin, { page: 999 }))).toEqual([]);
  });

  it('searches names case-insensitively, and ids exactly', async () => {
    const andheri = db.clinics.filter((clinic) => clinic.name.toLowerCase().includes('andheri'));
    expect(andheri.length).toBeGreaterThan(0);
    const result = await list(admin, { searchValue: 'ANDHERI', limit: 100 });
    expect(totalCount(result)).toBe(andheri.length);
    const byId = await list(admin, { searchValue: '17' });
    expect(records(byId).map(({ id }) => id)).toContain(17);
  });

  it('filters by country, state, district and location', async () => {
    const nepal = db.countries.find((country) => country.name === 'Nepal')!;
    const inNepal = db.clinics.filter(
      (clinic) => db.locationPath(clinic.location_id)?.country?.id === nepal.id,
    );
    expect(totalCount(await list(admin, { country_id: nepal.id }))).toBe(inNepal.length);
    const district = db.districts.find((candidate) => candidate.name === 'Pune')!;
    const inPune = db.clinics.filter(
      (clinic) => db.location(clinic.location_id)?.district_id === district.id,
    );
    expect(totalCount(await list(admin, { district_id: district.id, state_id: district.state_id }))).toBe(
      inPune.length,
    );
    const location = db.clinics[0]!.location_id;
    const here = await list(admin, { location_id: location, limit: 100 });
    expect(records(here).every(({ location_id }) => location_id === location)).toBe(true);
    expect(totalCount(await list(admin, { location_id: location, country_id: nepal.id === 1 ? 2 : 1 }))).toBe(
      db.locationPath(location)?.country?.id === nepal.id ? 0 : totalCount(here),
    );
  });

  it('scopes a customer to their own clinics, whatever assigned_user_id they send', async () => {
    const own = db.clinics.filter((clinic) => clinic.user_id === CUSTOMER_ID).length;
    expect(totalCount(await list(customer, {}))).toBe(own);
    expect(totalCount(await list(customer, { assigned_user_id: 4 }))).toBe(own);
  });

  it("lets an administrator pick a customer's clinics with assigned_user_id", async () => {
    const theirs = db.clinics.filter((clinic) => clinic.user_id === 4).length;
    expect(totalCount(await list(admin, { assigned_user_id: 4 }))).toBe(theirs);
  });

  it('answers 400 for a limit that is not a number', async () => {
    const result = await list(admin, { limit: 'ten' });
    expect(result.status).toBe(400);
    expect(messageOf(result)).toMatch(/^Invalid request body: limit/);
  });
});

describe('POST /v3/customer/filter', () => {
  it('lists the active customers for an administrator, with the demo customer among them', async () => {
    const { data } = await call('/v3/customer/filter', { token: admin, body: { status: true } });
    const list = data as Array<{ id: number; first_name: string }>;
    expect(list).toHaveLength(db.customers.filter((entry) => entry.status).length);
    expect(list).toContainEqual({ id: CUSTOMER_ID, first_name: 'Meera', last_name: 'Iyer' });
    expect(list.map(({ first_name }) => first_name)).toEqual(
      [...list.map(({ first_name }) => first_name)].sort(),
    );
  });

  it('honours status false and a case-insensitive search', async () => {
    const inactive = await call('/v3/customer/filter', { token: admin, body: { status: false } });
    expect(inactive.data).toEqual([{ id: 12, first_name: 'Old Town', last_name: 'Health Trust' }]);
    const search = await call('/v3/customer/filter', {
      token: admin,
      body: { status: true, searchValue: 'mEeR' },
    });
    expect(search.data).toEqual([{ id: CUSTOMER_ID, first_name: 'Meera', last_name: 'Iyer' }]);
  });

  it('shows a customer only themselves and a doctor no one', async () => {
    const own = await call('/v3/customer/filter', { token: customer, body: { status: true } });
    expect(own.data).toEqual([{ id: CUSTOMER_ID, first_name: 'Meera', last_name: 'Iyer' }]);
    const doctor = await call('/v3/customer/filter', {
      token: db.issueToken(DOCTOR_ID),
      body: { status: true },
    });
    expect(doctor.data).toEqual([]);
  });
});
