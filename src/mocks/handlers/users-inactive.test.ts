import type { Settings, StaffUser, StaffUserRow } from '@/generated/model';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, records, serveDemoDb } from '../test-utils';

/** Scheduled disabling of inactive staff accounts (docs/users.md, "Disabling inactive accounts"). */

const NOW = '2026-06-01T10:00:00.000Z';
const DAY = 86_400_000;
const SUPPORT = 9010;
const SUPPORT_SIGN_IN = { username: 'support@example.com', password: 'Support@123' };
const REASON = 'Disabled: not signed in for 30 days.';

let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date(NOW) });
  admin = db.issueToken(ADMIN_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * DAY).toISOString();
const staff = () => db.users.filter((user) => user.user_type === 'Administrator');

/** Save the settings with the rule on (or off) at `days`, as Settings sends them. */
const saveRule = async (on: boolean, days = 30) => {
  const read = (await call('/v3/settings', { method: 'GET', token: admin })).data as Settings;
  const { updated_at: _at, updated_by: _by, ...values } = read;
  return call('/v3/settings', {
    method: 'PUT',
    token: admin,
    body: { ...values, disable_inactive_users: on, disable_inactive_after_days: days },
  });
};

const systemEvents = () =>
  db.auditEvents.filter((event) => event.actor_name === 'System' && event.entity === 'user');

describe('disabling inactive staff accounts', () => {
  it('is off by default: a save changes no account', async () => {
    expect(db.settings).toMatchObject({ disable_inactive_users: false, disable_inactive_after_days: 180 });
    const before = staff().map((user) => user.status);
    expect((await saveRule(false)).status).toBe(200);
    expect(staff().map((user) => user.status)).toEqual(before);
    expect(systemEvents()).toEqual([]);
  });

  it('on save, disables every stale active account with the reason, never the saver, and audits each as System', async () => {
    const asha = db.user(ADMIN_ID)!;
    asha.last_sign_in_at = daysAgo(400);
    const support = db.user(SUPPORT)!;
    support.last_sign_in_at = daysAgo(31);
    const recent = staff().find(
      (user) => ![ADMIN_ID, SUPPORT].includes(user.id) && user.status !== false && user.role.id === 4,
    )!;
    recent.last_sign_in_at = daysAgo(29);
    const result = await saveRule(true, 30);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ disable_inactive_users: true, disable_inactive_after_days: 30 });
    expect(asha.status).not.toBe(false);
    expect(recent.status).not.toBe(false);
    expect(support).toMatchObject({ status: false, disabled_reason: REASON });
    const stale = staff().filter(
      (user) =>
        user.id !== ADMIN_ID &&
        Date.parse(user.last_sign_in_at ?? user.created_at ?? NOW) < Date.parse(daysAgo(30)),
    );
    expect(stale.every((user) => user.status === false)).toBe(true);
    const events = systemEvents();
    expect(events.map((event) => event.entity_id)).toContain(SUPPORT);
    expect(events.find((event) => event.entity_id === SUPPORT)).toMatchObject({
      actor_id: null,
      action: 'status',
      summary: `Sam Fernandes: ${REASON}`,
      changes: [
        { field: 'status', old: 'true', new: 'false' },
        { field: 'disabled_reason', old: null, new: REASON },
      ],
    });
    const details = (await call(`/v3/user/${SUPPORT}`, { method: 'GET', token: admin })).data as StaffUser;
    expect(details).toMatchObject({ status: false, disabled_reason: REASON });
    const list = records<StaffUserRow>(await post('/v3/user/filter', { page: 1, limit: 100, status: false }));
    expect(list.map((row) => row.id)).toContain(SUPPORT);
  });

  it('keeps the last active Super Admin, even when stale', async () => {
    const supers = staff().filter((user) => user.role.id === 1 && user.status !== false);
    for (const user of supers) user.last_sign_in_at = daysAgo(300);
    // Someone else saves: the saver is a Support Agent here.
    const saver = db.user(SUPPORT)!;
    saver.role = { id: 1, name: 'Super Admin' };
    saver.last_sign_in_at = daysAgo(300);
    admin = db.issueToken(SUPPORT);
    expect((await saveRule(true, 30)).status).toBe(200);
    // The saver is kept (never themselves); every other stale Super Admin may go, since the saver remains.
    expect(saver.status).not.toBe(false);
    expect(supers.filter((user) => user.id !== SUPPORT).every((user) => user.status === false)).toBe(true);
    // With the saver disabled by hand meanwhile, a sign-in of the last one is kept.
    const last = supers.find((user) => user.id === ADMIN_ID)!;
    Object.assign(last, { status: true, last_sign_in_at: daysAgo(300) });
    saver.status = false;
    for (const user of staff()) if (user.role.id === 1 && user.id !== ADMIN_ID) user.status = false;
    const signIn = await call('/v3/login/dashboard', {
      body: { username: 'admin@example.com', password: 'Admin@123' },
    });
    expect(signIn.data).toMatchObject({ valid: true });
    expect(last.status).not.toBe(false);
  });

  it('at sign-in, disables a stale account and refuses it with the reason; enabling restarts the clock', async () => {
    Object.assign(db.settings, { disable_inactive_users: true, disable_inactive_after_days: 30 });
    const support = db.user(SUPPORT)!;
    support.last_sign_in_at = daysAgo(45);
    const refused = await call('/v3/login/dashboard', { body: SUPPORT_SIGN_IN });
    expect(refused.data).toMatchObject({
      valid: false,
      message: 'This account was disabled: not signed in for 30 days. Contact your administrator.',
    });
    expect(support).toMatchObject({ status: false, disabled_reason: REASON });
    expect(systemEvents().map((event) => event.operation)).toEqual(['loginDashboard']);
    const version = support.version ?? 1;
    expect((await post(`/v3/user/${SUPPORT}/status`, { status: true, version })).status).toBe(200);
    expect(support.disabled_reason).toBeNull();
    const signIn = await call('/v3/login/dashboard', { body: SUPPORT_SIGN_IN });
    expect(signIn.data).toMatchObject({ valid: true });
  });

  it('refuses a number of days out of 30-730 on its field (422)', async () => {
    const result = await saveRule(true, 10);
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      field: 'disable_inactive_after_days',
      message: 'Inactive days before disabling must be a whole number from 30 to 730 days.',
    });
  });
});
