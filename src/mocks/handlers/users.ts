import {
  CreateUserBody,
  DisableUsersBody,
  FilterUsersBody,
  SetUserStatusBody,
  UpdateUserBody,
} from '@/generated/zod/v3.zod';
import type { z } from 'zod';

import type { DemoDb } from '../db';
import { hashPassword, temporaryPassword } from '../password-hash';
import { FIRST_STAFF_ID } from '../seed-users';
import { inactiveDays } from '../settings';
import type { DemoUser } from '../types';
import { ok, parseBody, refusal, type RouteDefinition, type RouteResult } from './kit';
import { disableProblem, fullName, STAFF, staffAccounts, staffWriteProblem } from './users-rules';
import { staffRowOf, staffUserOf } from './users-view';

/**
 * The proposed Users calls (docs/users.md; docs/proposed-api.md, "Users"): the staff accounts'
 * list, create (with a temporary password shown once), read, edit, disable and enable, one by one
 * or several at once. Disable, never delete: a disabled user's token gets 401 at its next call
 * (session-gate.ts) and their sign-in is refused (auth.ts).
 */

type Filter = z.infer<typeof FilterUsersBody>;
const DAY = 86_400_000;

const byName = (a: DemoUser, b: DemoUser): number =>
  fullName(a).localeCompare(fullName(b), 'en', { sensitivity: 'base' }) || a.id - b.id;

const matches = (db: DemoDb, filter: Filter) => {
  const search = (filter.searchValue ?? '').trim().toLowerCase();
  const since = db.now().getTime() - inactiveDays(db) * DAY;
  return (user: DemoUser): boolean => {
    if (filter.role_id != null && user.role.id !== filter.role_id) return false;
    if (filter.status != null && (user.status !== false) !== filter.status) return false;
    if (filter.inactive === true && user.last_sign_in_at != null && Date.parse(user.last_sign_in_at) >= since)
      return false;
    if (search === '') return true;
    return fullName(user).toLowerCase().includes(search) || user.email.toLowerCase().includes(search);
  };
};

const nextStaffId = (db: DemoDb): number =>
  Math.max(FIRST_STAFF_ID - 1, ...db.users.filter((user) => user.id >= 9000).map((user) => user.id)) + 1;

const roleRef = (db: DemoDb, roleId: number): { id: number; name: string } => ({
  id: roleId,
  name: db.catalogues.roles.find((role) => role.id === roleId)?.name ?? '',
});

const saved = (db: DemoDb, user: DemoUser, fields: Partial<DemoUser>): RouteResult => {
  Object.assign(user, fields, { version: (user.version ?? 1) + 1, updated_at: db.now().toISOString() });
  return ok(staffUserOf(db, user));
};

export const userRoutes: RouteDefinition[] = [
  {
    operation: 'filterUsers',
    resolve: ({ db, user, body }) => {
      const denied = STAFF.refuses('manage', user);
      if (denied) return denied;
      const parsed = parseBody(FilterUsersBody, body);
      if (!parsed.ok) return parsed.result;
      const { page, limit } = parsed.value;
      const rows = staffAccounts(db).filter(matches(db, parsed.value)).sort(byName);
      return ok({
        total_count: rows.length,
        records: rows.slice((page - 1) * limit, page * limit).map((row) => staffRowOf(db, row)),
      });
    },
  },
  {
    operation: 'createUser',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = STAFF.refuses('manage', user);
      if (denied) return denied;
      const parsed = parseBody(CreateUserBody, body);
      if (!parsed.ok) return parsed.result;
      const problem = staffWriteProblem(db, parsed.value, undefined);
      if (problem) return refusal(problem.message, problem.field);
      const now = db.now();
      const id = nextStaffId(db);
      // Deterministic from the demo's clock and the id (never Math.random); only the hash is kept.
      const password = temporaryPassword(now.getTime() + id * 7919);
      const created: DemoUser = {
        id,
        user_type: 'Administrator',
        is_expose_api: false,
        first_name: parsed.value.first_name.trim(),
        last_name: parsed.value.last_name.trim(),
        email: parsed.value.email.trim().toLowerCase(),
        password_hash: hashPassword(password, now.getTime() + id),
        must_change_password: true,
        role: roleRef(db, parsed.value.role_id),
        status: true,
        expires_at: parsed.value.expires_at ?? null,
        last_sign_in_at: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        version: 1,
        created_by: user.id,
      };
      db.users.push(created);
      return ok({ user: staffUserOf(db, created), temporary_password: password });
    },
  },
  {
    operation: 'getUser',
    resolve: ({ db, user, params }) => {
      const denied = STAFF.refuses('manage', user);
      if (denied) return denied;
      const found = STAFF.readable(db, user, params.id);
      return found.ok ? ok(staffUserOf(db, found.row)) : found.result;
    },
  },
  {
    operation: 'updateUser',
    mutates: true,
    resolve: ({ db, user, body, params }) => {
      const denied = STAFF.refuses('manage', user);
      if (denied) return denied;
      const parsed = parseBody(UpdateUserBody, body);
      if (!parsed.ok) return parsed.result;
      const found = STAFF.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const target = found.row;
      const stale = STAFF.stale({ ...target, version: target.version ?? 1 }, parsed.value.version, () =>
        staffUserOf(db, target),
      );
      if (stale) return stale;
      const problem = staffWriteProblem(db, parsed.value, target);
      if (problem) return refusal(problem.message, problem.field);
      return saved(db, target, {
        first_name: parsed.value.first_name.trim(),
        last_name: parsed.value.last_name.trim(),
        email: parsed.value.email.trim().toLowerCase(),
        role: roleRef(db, parsed.value.role_id),
        expires_at: parsed.value.expires_at ?? null,
      });
    },
  },
  {
    operation: 'setUserStatus',
    mutates: true,
    resolve: ({ db, user, body, params }) => {
      const denied = STAFF.refuses('manage', user);
      if (denied) return denied;
      const parsed = parseBody(SetUserStatusBody, body);
      if (!parsed.ok) return parsed.result;
      const found = STAFF.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const target = found.row;
      const stale = STAFF.stale({ ...target, version: target.version ?? 1 }, parsed.value.version, () =>
        staffUserOf(db, target),
      );
      if (stale) return stale;
      // Already so: nothing changes, the version stays (a repeated click is harmless).
      if ((target.status !== false) === parsed.value.status) return ok(staffUserOf(db, target));
      if (!parsed.value.status) {
        const problem = disableProblem(db, user, target);
        if (problem) return refusal(problem.message, problem.field);
      }
      // Enabling restarts the inactivity clock (users-inactive.ts); a reason is the demo API's own.
      return saved(db, target, {
        status: parsed.value.status,
        disabled_reason: null,
        ...(parsed.value.status ? { enabled_at: db.now().toISOString() } : {}),
      });
    },
  },
  {
    operation: 'disableUsers',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = STAFF.refuses('manage', user);
      if (denied) return denied;
      const parsed = parseBody(DisableUsersBody, body);
      if (!parsed.ok) return parsed.result;
      const disabled: number[] = [];
      const refused: Array<{ id: number; name: string; message: string }> = [];
      for (const id of new Set(parsed.value.ids)) {
        const found = STAFF.find(db, id);
        if (!found.ok) {
          refused.push({ id, name: '', message: 'User not found' });
          continue;
        }
        const target = found.row;
        const problem = target.status === false ? null : disableProblem(db, user, target);
        if (problem) {
          refused.push({ id, name: fullName(target), message: problem.message });
          continue;
        }
        if (target.status !== false) {
          Object.assign(target, {
            status: false,
            disabled_reason: null,
            version: (target.version ?? 1) + 1,
            updated_at: db.now().toISOString(),
          });
        }
        disabled.push(id);
      }
      return ok({ disabled, refused });
    },
  },
];
