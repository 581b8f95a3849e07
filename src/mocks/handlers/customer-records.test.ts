import { beforeEach, describe, expect, it } from 'vitest';

import type { CustomerCreated, CustomerRecord } from '@/generated/model';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, CUSTOMER_ID, DOCTOR_ID, messageOf, serveDemoDb, signIn } from '../test-utils';

let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-06-01T10:00:00Z') });
  admin = db.issueToken(ADMIN_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const put = (path: string, body: unknown, token = admin) => call(path, { method: 'PUT', body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });

const write = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Nandini',
  last_name: 'Rao',
  organisation_name: 'Rao  Family Clinics',
  email: 'Nandini@RaoClinics.example.com',
  phone: '+91 80 4100 2200',
  address: '22 MG Road',
  location_id: 1,
  is_expose_api: false,
  status: true,
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const result = await post('/v3/customer/', write(overrides));
  expect(result.status).toBe(200);
  return result.data as CustomerCreated;
};
const otherCustomer = () => db.customers.find((customer) => customer.id !== CUSTOMER_ID && customer.status)!;

describe('createCustomer', () => {
  it('adds the customer at version 1 and their sign-in, with a strong temporary password shown once', async () => {
    const { customer, temporary_password: password } = await create();
    expect(customer).toMatchObject({
      first_name: 'Nandini',
      organisation_name: 'Rao Family Clinics',
      email: 'nandini@raoclinics.example.com',
      location: { id: 1 },
      status: true,
      counts: {
        clinics: 0,
        kiosks: 0,
        doctors: 0,
        patients: 0,
        open_orders: 0,
        open_support_queries: null,
      },
      version: 1,
      created_at: '2026-06-01T10:00:00.000Z',
    });
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12}$/);
    const user = db.user(customer.id)!;
    expect(user).toMatchObject({ user_type: 'Customer', email: customer.email, must_change_password: true });
    expect(user.password).toBeUndefined();
    expect(user.password_hash).toMatch(/^sha256\$/);
    // The demo database (what the browser keeps in IndexedDB) holds only the hash.
    expect(JSON.stringify(db.snapshot())).not.toContain(password);
    expect(db.customers.map(({ id }) => id).filter((id) => id === customer.id)).toHaveLength(1);
  });

  it('is deterministic: the same clock and data give the same password', async () => {
    const first = await create();
    const again = serveDemoDb({ now: () => new Date('2026-06-01T10:00:00Z') });
    const second = await call('/v3/customer/', { body: write(), token: again.issueToken(ADMIN_ID) });
    expect((second.data as CustomerCreated).temporary_password).toBe(first.temporary_password);
  });

  it.each([
    ['another customer’s', () => otherCustomer().email.toUpperCase()],
    ['a user’s (the administrator’s)', () => 'ADMIN@Example.com'],
  ])('refuses %s email, without regard to case (422 on email)', async (_, email) => {
    const refused = await post('/v3/customer/', write({ email: email() }));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ field: 'email' });
    expect(messageOf(refused)).toContain('already the email of another account');
  });

  it('refuses an inactive location (422 on location_id)', async () => {
    db.locations[0]!.status = false;
    const refused = await post('/v3/customer/', write());
    expect(refused).toMatchObject({ status: 422, body: { field: 'location_id' } });
  });

  it('is for administrators only (403)', async () => {
    const refused = await post('/v3/customer/', write(), db.issueToken(CUSTOMER_ID));
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe('Only administrators can create or change customers.');
  });
});

describe('getCustomer', () => {
  it('answers the profile and the counts of their lists', async () => {
    const result = await get(`/v3/customer/${CUSTOMER_ID}`);
    const record = result.data as CustomerRecord;
    expect(record).toMatchObject({ id: CUSTOMER_ID, email: 'customer@example.com', first_name: 'Meera' });
    expect(record.counts.clinics).toBe(db.clinics.filter((clinic) => clinic.user_id === CUSTOMER_ID).length);
    expect(record.counts.doctors).toBe(
      db.doctors.filter((doctor) => doctor.customer_id === CUSTOMER_ID).length,
    );
    expect(record.counts.kiosks).toBeGreaterThan(0);
    expect(record.counts.open_orders).toBe(
      db.orders.filter(
        (order) =>
          order.customer_id === CUSTOMER_ID && ['placed', 'approved', 'dispatched'].includes(order.status),
      ).length,
    );
    expect(record.counts.open_support_queries).toBeNull();
  });

  it('lets a customer read their own record, and refuses another’s with 403 and no data', async () => {
    const customer = db.issueToken(CUSTOMER_ID);
    expect((await get(`/v3/customer/${CUSTOMER_ID}`, customer)).status).toBe(200);
    const other = otherCustomer();
    const refused = await get(`/v3/customer/${other.id}`, customer);
    expect(refused).toMatchObject({ status: 403, body: { message: 'This customer is not one of yours.' } });
    expect(JSON.stringify(refused.body)).not.toContain(other.email);
    expect((await get(`/v3/customer/${CUSTOMER_ID}`, db.issueToken(DOCTOR_ID))).status).toBe(403);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/v3/customer/99999')).body).toMatchObject({ message: 'Customer not found' });
    expect((await get('/v3/customer/abc')).status).toBe(404);
  });
});

describe('updateCustomer', () => {
  const edit = (overrides: Record<string, unknown> = {}) => {
    const { status: _status, ...rest } = write(overrides);
    return rest;
  };

  it('saves at version + 1, and their sign-in follows the new email', async () => {
    const saved = await put(
      `/v3/customer/${CUSTOMER_ID}`,
      edit({ email: 'meera@iyer.example.com', version: 1 }),
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ version: 2, email: 'meera@iyer.example.com' });
    expect(db.user(CUSTOMER_ID)?.email).toBe('meera@iyer.example.com');
    expect(await signIn('meera@iyer.example.com', 'Customer@123')).toMatch(/^demo-/);
  });

  it('answers 409 with the current record when the version is stale', async () => {
    await put(`/v3/customer/${CUSTOMER_ID}`, edit({ email: 'customer@example.com', version: 1 }));
    const stale = await put(
      `/v3/customer/${CUSTOMER_ID}`,
      edit({ email: 'customer@example.com', version: 1 }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { id: CUSTOMER_ID, version: 2 } });
  });

  it('refuses another account’s email (422), but keeps their own', async () => {
    const refused = await put(
      `/v3/customer/${CUSTOMER_ID}`,
      edit({ email: 'Doctor@Example.com', version: 1 }),
    );
    expect(refused).toMatchObject({ status: 422, body: { field: 'email' } });
    const own = await put(`/v3/customer/${CUSTOMER_ID}`, edit({ email: 'CUSTOMER@example.com', version: 1 }));
    expect(own.status).toBe(200);
  });

  it('is for administrators only, even on their own record (403)', async () => {
    const refused = await put(
      `/v3/customer/${CUSTOMER_ID}`,
      edit({ email: 'customer@example.com', version: 1 }),
      db.issueToken(CUSTOMER_ID),
    );
    expect(refused.status).toBe(403);
  });
});

describe('setCustomerStatus: what stops', () => {
  it('refuses the customer’s and their doctors’ sign-in and sessions, and Enable restores them', async () => {
    const customer = await signIn('customer@example.com', 'Customer@123');
    const doctor = await signIn('doctor@example.com', 'Doctor@123');
    const disabled = await put(`/v3/customer/${CUSTOMER_ID}/status`, { status: false });
    expect(disabled.data).toMatchObject({ status: false, version: 2 });
    for (const token of [customer, doctor]) {
      const refused = await post('/v3/customer/filter', { status: true }, token);
      expect(refused.status).toBe(401);
      expect(messageOf(refused)).toContain('This account is disabled');
    }
    const login = await post('/v3/login/dashboard', {
      username: 'customer@example.com',
      password: 'Customer@123',
    });
    expect(login.data).toEqual({
      valid: false,
      message: 'This account is disabled. Contact your administrator.',
    });
    // Another customer's users are untouched, and nothing was deleted.
    expect((await post('/v3/customer/filter', { status: true })).status).toBe(200);
    await put(`/v3/customer/${CUSTOMER_ID}/status`, { status: true });
    expect((await post('/v3/customer/filter', { status: true }, customer)).status).toBe(200);
    expect((await post('/v3/customer/filter', { status: true }, doctor)).status).toBe(200);
  });
});

describe('the first sign-in with a temporary password', () => {
  it('signs in at once, allows only the password change until it is made, then everything', async () => {
    const { customer, temporary_password: password } = await create({ email: 'first@example.com' });
    const login = await post('/v3/login/dashboard', { username: 'FIRST@example.com', password });
    expect(login.data).toMatchObject({ valid: true, user: { id: customer.id, must_change_password: true } });
    const token = (login.data as { token: string }).token;
    const blocked = await get(`/v3/customer/${customer.id}`, token);
    expect(blocked).toMatchObject({ status: 403, body: { code: 'password_change_required' } });
    const change = (body: unknown) => put('/v3/auth/password', body, token);
    expect((await change({ current_password: 'wrong', new_password: 'Clinic@2026' })).body).toMatchObject({
      field: 'current_password',
    });
    expect((await change({ current_password: password, new_password: 'clinic2026' })).body).toMatchObject({
      field: 'new_password',
      message: 'The new password needs an upper-case letter.',
    });
    expect((await change({ current_password: password, new_password: password })).body).toMatchObject({
      field: 'new_password',
    });
    expect((await change({ current_password: password, new_password: 'Clinic@2026' })).status).toBe(200);
    expect((await get(`/v3/customer/${customer.id}`, token)).status).toBe(200);
    expect(db.user(customer.id)?.must_change_password).toBeUndefined();
    expect(JSON.stringify(db.snapshot())).not.toContain('Clinic@2026');
    const again = await post('/v3/login/dashboard', {
      username: 'first@example.com',
      password: 'Clinic@2026',
    });
    expect(again.data).toMatchObject({ valid: true });
    expect((again.data as { user: object }).user).not.toHaveProperty('must_change_password');
    const old = await post('/v3/login/dashboard', { username: 'first@example.com', password });
    expect(old.data).toMatchObject({ valid: false });
  });

  it('keeps the known sign-in answer unchanged for the seeded accounts', async () => {
    const login = await post('/v3/login/dashboard', { username: 'admin@example.com', password: 'Admin@123' });
    expect((login.data as { user: object }).user).not.toHaveProperty('must_change_password');
  });

  it('creates a disabled customer whose sign-in waits for Enable', async () => {
    const { temporary_password: password } = await create({ email: 'later@example.com', status: false });
    const login = await post('/v3/login/dashboard', { username: 'later@example.com', password });
    expect(login.data).toMatchObject({ valid: false });
  });
});
