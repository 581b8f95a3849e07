import type { StaffUser, StaffUserRow } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoUser } from '../types';
import { fullName } from './users-rules';

/** A staff account as the Users calls answer it (docs/users.md): never its password or hash. */

const roleOf = (db: DemoDb, user: DemoUser): { id: number; name: string } => {
  const role = db.catalogues.roles.find((row) => row.id === user.role.id);
  return { id: user.role.id, name: role?.name ?? user.role.name };
};

export const isExpired = (db: DemoDb, user: DemoUser): boolean =>
  user.expires_at != null && Date.parse(user.expires_at) <= db.now().getTime();

export const staffRowOf = (db: DemoDb, user: DemoUser): StaffUserRow => {
  const created = user.created_at ?? db.now().toISOString();
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    name: fullName(user),
    email: user.email,
    role: roleOf(db, user),
    status: user.status !== false,
    expires_at: user.expires_at ?? null,
    expired: isExpired(db, user),
    last_sign_in_at: user.last_sign_in_at ?? null,
    created_at: created,
    updated_at: user.updated_at ?? created,
    version: user.version ?? 1,
  };
};

export const staffUserOf = (db: DemoDb, user: DemoUser): StaffUser => {
  const creator = user.created_by == null ? undefined : db.user(user.created_by);
  return {
    ...staffRowOf(db, user),
    created_by: creator ? { id: creator.id, name: fullName(creator) } : null,
    disabled_reason: user.status === false ? (user.disabled_reason ?? null) : null,
  };
};
