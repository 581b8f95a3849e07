import type { DemoDb } from '../db';
import type { DemoUser } from '../types';
import { recordAudit } from './audit-record';
import { fullName, isActive, lastSuperAdminProblem, staffAccounts } from './users-rules';

/**
 * Scheduled disabling of inactive staff accounts (docs/users.md, "Disabling inactive accounts";
 * DHIS2's anchor of issue 37). With the setting `disable_inactive_users` on, an active staff account
 * whose last sign-in (or, if it never signed in, its creation; or its re-enabling, if later) is older
 * than `disable_inactive_after_days` of the demo clock is disabled, with the reason kept on the
 * account. It happens when the settings are saved and when such an account tries to sign in.
 * Never the saver, never the last active Super Admin; every disabling is an audit event by System.
 */

const DAY = 86_400_000;

/** The setting, when on: the days; otherwise null. */
export const disablingDays = (db: DemoDb): number | null =>
  db.settings.disable_inactive_users ? db.settings.disable_inactive_after_days : null;

/** 'Disabled: not signed in for 180 days.' */
export const inactiveReason = (days: number): string => `Disabled: not signed in for ${days} days.`;

/** The sign-in refusal of an account disabled for inactivity. */
export const inactiveRefusal = (days: number): string =>
  `This account was disabled: not signed in for ${days} days. Contact your administrator.`;

/** The last time the account was in use: its last sign-in, its re-enabling or its creation (ms), or null. */
const lastActivity = (user: DemoUser): number | null => {
  const times = [user.last_sign_in_at, user.enabled_at, user.created_at]
    .filter((time): time is string => typeof time === 'string')
    .map((time) => Date.parse(time))
    .filter((time) => !Number.isNaN(time));
  return times.length === 0 ? null : Math.max(...times);
};

const isStale = (db: DemoDb, user: DemoUser, days: number): boolean => {
  const last = lastActivity(user);
  return last !== null && last < db.now().getTime() - days * DAY;
};

/** Disables one account (when no rule keeps it), records the event, and says whether it did. */
const disableInactive = (db: DemoDb, user: DemoUser, days: number, operation: string): boolean => {
  if (lastSuperAdminProblem(db, user) !== null) return false;
  const reason = inactiveReason(days);
  Object.assign(user, {
    status: false,
    disabled_reason: reason,
    version: (user.version ?? 1) + 1,
    updated_at: db.now().toISOString(),
  });
  recordAudit(db, {
    actor: null,
    action: 'status',
    operation,
    entity: 'user',
    entity_id: user.id,
    patient_id: null,
    summary: `${fullName(user)}: ${reason}`,
    changes: [
      { field: 'status', old: 'true', new: 'false' },
      { field: 'disabled_reason', old: null, new: reason },
    ],
  });
  return true;
};

/**
 * The sweep run by a save of the settings: every stale active staff account but the saver's,
 * the longest unused first (so the last Super Admin kept is the one used most recently).
 * Answers the accounts disabled.
 */
export const disableInactiveStaff = (db: DemoDb, saverId: number, operation: string): DemoUser[] => {
  const days = disablingDays(db);
  if (days === null) return [];
  return staffAccounts(db)
    .filter((user) => user.id !== saverId && isActive(user) && isStale(db, user, days))
    .sort((a, b) => (lastActivity(a) ?? 0) - (lastActivity(b) ?? 0) || a.id - b.id)
    .filter((user) => disableInactive(db, user, days, operation));
};

/** At sign-in: a stale active staff account is disabled now and refused with the reason; else null. */
export const inactivitySignInRefusal = (db: DemoDb, user: DemoUser): string | null => {
  const days = disablingDays(db);
  if (days === null || user.user_type !== 'Administrator' || !isActive(user)) return null;
  if (!isStale(db, user, days)) return null;
  return disableInactive(db, user, days, 'loginDashboard') ? inactiveRefusal(days) : null;
};
