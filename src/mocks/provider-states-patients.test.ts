import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from './db';
import { runProviderState } from './provider-states';
import { ADMIN_ID, CUSTOMER_ID, call, serveDemoDb } from './test-utils';

let db: DemoDb;
let admin: string;
let customer: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-06-01T12:00:00.000Z') });
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
});

const setUp = (state: string, params: Record<string, unknown>) => {
  const outcome = runProviderState(db, { state, params, action: 'setup' });
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
  return outcome.body;
};

describe('the patient states', () => {
  it("the customer's screened patient: readable by the customer, with a newest session of filled results", async () => {
    const { id, version } = setUp('a patient of the customer has screening sessions', { customer_id: 2 });
    expect(setUp('a patient of the customer has screening sessions', { customer_id: 2 })).toEqual({
      id,
      version,
    });
    expect((await call(`/v3/patient/${String(id)}`, { method: 'GET', token: customer })).status).toBe(200);
    const sessions = await call('/v3/screening-session/filter', {
      token: customer,
      body: { patient_id: id, page: 1, limit: 1 },
    });
    const [session] = (sessions.data as { records: Array<{ results: Array<Record<string, unknown>> }> })
      .records;
    expect(session?.results.length).toBeGreaterThan(0);
    for (const result of session?.results ?? []) {
      expect(result.value).not.toBeNull();
      expect(result.range).toMatchObject({
        low: expect.any(Number) as unknown,
        high: expect.any(Number) as unknown,
      });
      expect(result.normal_range).toMatchObject({
        low: expect.any(Number) as unknown,
        high: expect.any(Number) as unknown,
      });
    }
  });

  it("another customer's patient is a 403 for the customer", async () => {
    const { id } = setUp('a patient of another customer exists', { customer_id: 2 });
    const answer = await call(`/v3/patient/${String(id)}`, { method: 'GET', token: customer });
    expect(answer.status).toBe(403);
  });

  it('a stale version and a taken patient id are refused with 409 and 422', async () => {
    const { id } = setUp('a patient was changed since version 1', { customer_id: 2 });
    const current = (await call(`/v3/patient/${String(id)}`, { method: 'GET', token: admin })).data as Record<
      string,
      unknown
    >;
    const body = {
      external_id: current.external_id,
      first_name: current.first_name,
      last_name: current.last_name,
      date_of_birth: current.date_of_birth,
      gender: current.gender,
      phone: current.phone,
      email: current.email,
    };
    const stale = await call(`/v3/patient/${String(id)}`, {
      method: 'PUT',
      token: admin,
      body: { ...body, version: 1 },
    });
    expect(stale.status).toBe(409);
    const taken = setUp('another patient of the customer has this patient id', {
      customer_id: 2,
      external_id: 'PACT-TAKEN',
    });
    const refused = await call(`/v3/patient/${String(id)}`, {
      method: 'PUT',
      token: admin,
      body: { ...body, external_id: 'PACT-TAKEN', version: taken.version },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ field: 'external_id' });
  });

  it('an upload repeating a patient id is a duplicate; a new one is created', async () => {
    const row = {
      row: 2,
      external_id: 'PACT-0001',
      first_name: 'Pact',
      last_name: 'Patient',
      date_of_birth: '1980-02-03',
      gender: 'female',
      phone: '+919800000001',
      email: null,
    };
    const dup = setUp('a patient of the customer has this patient id', {
      customer_id: 2,
      external_id: row.external_id,
    });
    const dry = await call('/v3/patient/import', {
      token: admin,
      body: { clinic_id: dup.clinic_id, import_id: 'pact-import-dry', dry_run: true, rows: [row] },
    });
    expect(dry.data).toMatchObject({ duplicates: 1, results: [{ outcome: 'duplicate', existing: {} }] });
    const fresh = setUp('a patient can be imported', {
      customer_id: 2,
      external_id: row.external_id,
      first_name: row.first_name,
      last_name: row.last_name,
    });
    const real = await call('/v3/patient/import', {
      token: admin,
      body: { clinic_id: fresh.clinic_id, import_id: 'pact-import-1', dry_run: false, rows: [row] },
    });
    expect(real.data).toMatchObject({ created: 1, duplicates: 0 });
  });

  it('a result of a test and label lies in a range, even one before the seeded days', async () => {
    const range = { start_date: '2020-01-01', end_date: '2020-01-31' };
    setUp('a result of this test and label lies in the range', {
      test_type_id: 1,
      label: 'Normal',
      ...range,
    });
    const found = await call('/v3/result/filter', {
      token: admin,
      body: { ...range, page: 1, limit: 5, test_type_id: 1, label: 'Normal' },
    });
    expect(found.data).toMatchObject({ total_count: 1 });
    const summary = await call('/v3/summary/filter', { token: admin, body: range });
    expect(summary.data).toMatchObject({ tests: 1, tests_by_type: [{ total: 1 }] });
  });
});
