import type { StaffUser, StaffUserDisableResult, StaffUserRow } from '@/generated/model';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { MAX_SCALE } from '../seed-records';
import { FIRST_STAFF_ID, MAX_STAFF, staffCountFor } from '../seed-users';
import { ADMIN_ID, call, CUSTOMER_ID, messageOf, records, serveDemoDb, totalCount } from '../test-utils';

const NOW = '2026-06-01T10:00:00.000Z';
const BOARD_ADMIN = 9001;

let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date(NOW) });
  admin = db.issueToken(ADMIN_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const put = (path: string, body: unknown, token = admin) => call(path, { method: 'PUT', body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });
const userOf = (id: number) => db.user(id)!;
const NEW_USER = { first_name: 'Priya', last_name: 'Menon', email: 'priya.menon@example.com', role_id: 4 };

/** Every active Super Admin but the demo administrator disabled: Asha Rao is the last one. */
const leaveOneSuperAdmin = () => {
  for (const user of db.users)
    if (user.user_type === 'Administrator' && user.role.id === 1 && user.id !== ADMIN_ID) user.status = false;
};

describe('the seeded staff accounts (docs/users.md, "Demo data")', () => {
  it('are about 40 administrators at scale 1 (200 at max) with a mix of roles, statuses and sign-ins', () => {
    expect(staffCountFor(1)).toBe(40);
    expect(staffCountFor(MAX_SCALE)).toBe(MAX_STAFF);
    const staff = db.users.filter((user) => user.id >= FIRST_STAFF_ID);
    expect(staff).toHaveLength(40);
    expect(new Set(staff.map((user) => user.role.id)).size).toBeGreaterThanOrEqual(3);
    expect(staff.some((user) => user.status === false)).toBe(true);
    expect(staff.some((user) => user.last_sign_in_at === null)).toBe(true);
    expect(staff.some((user) => user.expires_at !== null)).toBe(true);
    expect(staff.every((user) => user.password === undefined && user.password_hash === undefined)).toBe(true);
    expect(new Set(db.users.map((user) => user.email)).size).toBe(db.users.length);
  });
});

describe('filterUsers', () => {
  it('lists only staff accounts, by name, paged, without passwords', async () => {
    const result = await post('/v3/user/filter', { page: 1, limit: 100 });
    const rows = records<StaffUserRow>(result);
    expect(totalCount(result)).toBe(db.users.filter((user) => user.user_type === 'Administrator').length);
    expect(rows.map((row) => row.id)).not.toContain(CUSTOMER_ID);
    expect(rows.map((row) => row.name)).toEqual(
      [...rows.map((row) => row.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(JSON.stringify(result.body)).not.toMatch(/password/);
  });

  it('filters by role, status, search and "not signed in for inactive_days days"', async () => {
    const support = records<StaffUserRow>(await post('/v3/user/filter', { page: 1, limit: 100, role_id: 4 }));
    expect(support.length).toBeGreaterThan(0);
    expect(support.every((row) => row.role.id === 4)).toBe(true);
    const disabled = records<StaffUserRow>(
      await post('/v3/user/filter', { page: 1, limit: 100, status: false }),
    );
    expect(disabled.length).toBeGreaterThan(0);
    expect(disabled.every((row) => !row.status)).toBe(true);
    const inactive = records<StaffUserRow>(
      await post('/v3/user/filter', { page: 1, limit: 100, inactive: true }),
    );
    const cutoff = Date.parse(NOW) - 90 * 86_400_000;
    expect(inactive.length).toBeGreaterThan(0);
    expect(
      inactive.every((row) => row.last_sign_in_at === null || Date.parse(row.last_sign_in_at) < cutoff),
    ).toBe(true);
    const found = records<StaffUserRow>(
      await post('/v3/user/filter', { page: 1, limit: 10, searchValue: 'ASHA' }),
    );
    expect(found.map((row) => row.id)).toEqual([ADMIN_ID]);
  });

  it('is refused to customers (403)', async () => {
    const result = await post('/v3/user/filter', { page: 1, limit: 10 }, db.issueToken(CUSTOMER_ID));
    expect(result.status).toBe(403);
  });
});

describe('createUser', () => {
  it('answers the temporary password once; it signs in, must be changed, and no later answer carries it', async () => {
    const result = await post('/v3/user/', { ...NEW_USER, expires_at: '2027-03-31T23:59:59.000Z' });
    const { user, temporary_password } = result.data as { user: StaffUser; temporary_password: string };
    expect(user).toMatchObject({
      name: 'Priya Menon',
      role: { id: 4 },
      status: true,
      version: 1,
      last_sign_in_at: null,
    });
    expect(user.created_by).toEqual({ id: ADMIN_ID, name: 'Asha Rao' });
    expect(JSON.stringify(db.users)).not.toContain(temporary_password);
    const signIn = await post('/v3/login/dashboard', {
      username: 'PRIYA.MENON@example.com',
      password: temporary_password,
    });
    expect(signIn.data).toMatchObject({ valid: true, user: { must_change_password: true } });
    expect(JSON.stringify((await get(`/v3/user/${user.id}`)).body)).not.toContain(temporary_password);
    expect(userOf(user.id).last_sign_in_at).toBe(NOW);
  });

  it('refuses a taken email (any case) and an expiry in the past (422 on the field)', async () => {
    const taken = await post('/v3/user/', { ...NEW_USER, email: 'ADMIN@example.com' });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ field: 'email' });
    const past = await post('/v3/user/', { ...NEW_USER, expires_at: '2026-05-01T00:00:00.000Z' });
    expect(past.body).toMatchObject({ field: 'expires_at' });
  });
});

describe('updateUser and setUserStatus', () => {
  it('saves from the current version and answers 409 with the user now from a stale one', async () => {
    const saved = await put(`/v3/user/${BOARD_ADMIN}`, {
      first_name: 'Neha',
      last_name: 'Kulkarni',
      email: 'neha.k@example.com',
      role_id: 4,
      expires_at: null,
      version: 1,
    });
    expect(saved.data).toMatchObject({ email: 'neha.k@example.com', role: { id: 4 }, version: 2 });
    const stale = await post(`/v3/user/${BOARD_ADMIN}/status`, { status: false, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { id: BOARD_ADMIN, version: 2 } });
  });

  it('refuses disabling yourself and the last active Super Admin, or moving them to another role', async () => {
    const self = await post(`/v3/user/${ADMIN_ID}/status`, { status: false, version: 1 });
    expect(self.status).toBe(422);
    expect(messageOf(self)).toBe('You cannot disable your own account.');
    leaveOneSuperAdmin();
    const other = db.issueToken(BOARD_ADMIN);
    userOf(BOARD_ADMIN).status = true;
    // A user manager: a role with the Users area only (src/mocks/handlers/role-areas.ts).
    db.catalogues.roles.push({
      id: 90,
      name: 'User manager',
      description: 'Manages the staff accounts.',
      permissions: ['users'],
      status: true,
      version: 1,
      created_at: NOW,
      updated_at: NOW,
    });
    userOf(BOARD_ADMIN).role = { id: 90, name: 'User manager' };
    const last = await post(`/v3/user/${ADMIN_ID}/status`, { status: false, version: 1 }, other);
    expect(messageOf(last)).toBe(
      'Asha Rao is the last active Super Admin. Give another user the Super Admin role first.',
    );
    const moved = await put(`/v3/user/${ADMIN_ID}`, {
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'admin@example.com',
      role_id: 4,
      expires_at: null,
      version: 1,
    });
    expect(moved.body).toMatchObject({ field: 'role_id' });
  });

  it("ends a disabled user's session at their next call (401) and refuses their sign-in", async () => {
    const token = db.issueToken(BOARD_ADMIN);
    expect((await post('/v3/user/filter', { page: 1, limit: 1 }, token)).status).toBe(200);
    expect((await post(`/v3/user/${BOARD_ADMIN}/status`, { status: false, version: 1 })).status).toBe(200);
    expect((await post('/v3/user/filter', { page: 1, limit: 1 }, token)).status).toBe(401);
    const created = (await post('/v3/user/', NEW_USER)).data as {
      user: StaffUser;
      temporary_password: string;
    };
    await post(`/v3/user/${created.user.id}/status`, { status: false, version: 1 });
    const refused = await post('/v3/login/dashboard', {
      username: NEW_USER.email,
      password: created.temporary_password,
    });
    expect(refused.data).toMatchObject({
      valid: false,
      message: 'This account is disabled. Contact your administrator.',
    });
  });

  it('refuses the sign-in of an expired account with the day it expired', async () => {
    const created = (await post('/v3/user/', NEW_USER)).data as {
      user: StaffUser;
      temporary_password: string;
    };
    userOf(created.user.id).expires_at = '2026-05-03T12:00:00.000Z';
    const refused = await post('/v3/login/dashboard', {
      username: NEW_USER.email,
      password: created.temporary_password,
    });
    expect(refused.data).toMatchObject({
      valid: false,
      message: 'This account expired on 3 May 2026. Contact your administrator.',
    });
  });

  it("answers 404 for a customer's id: not a staff account", async () => {
    expect((await get(`/v3/user/${CUSTOMER_ID}`)).status).toBe(404);
  });
});

describe('disableUsers', () => {
  it('disables each it may and refuses the others with the reason and the name', async () => {
    const result = await post('/v3/user/disable', { ids: [BOARD_ADMIN, ADMIN_ID, CUSTOMER_ID] });
    const data = result.data as StaffUserDisableResult;
    expect(data.disabled).toEqual([BOARD_ADMIN]);
    expect(data.refused).toEqual([
      { id: ADMIN_ID, name: 'Asha Rao', message: 'You cannot disable your own account.' },
      { id: CUSTOMER_ID, name: '', message: 'User not found' },
    ]);
    expect(userOf(BOARD_ADMIN)).toMatchObject({ status: false, version: 2 });
  });
});
