import type { CreateApiKeyBody } from '@/generated/zod/v3.zod';
import { areaRefusal, grantOf, grants } from '@/lib/areas';
import { parseRange } from '@/lib/ip-address';
import type { z } from 'zod';

import type { DemoDb } from '../db';
import type { DemoApiKey, DemoUser } from '../types';
import { fail, type Refusal, type RouteResult } from './kit';
import { byRole, recordKit } from './record-kit';

/**
 * The rules of API keys (docs/api-keys.md): who may see and change them, a key's computed status,
 * and what a new key may hold. A customer with API access manages their own keys; an administrator
 * whose role includes Integrations sees every customer's and may revoke any.
 */

export type ApiKeyStatus = 'active' | 'retiring' | 'revoked' | 'expired';

export const ROTATION_GRACE_MS = 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

export const apiKeyStatus = (key: DemoApiKey, now: Date): ApiKeyStatus => {
  if (key.revoked_at !== null) return 'revoked';
  const at = now.toISOString();
  if (at >= key.expires_at) return 'expired';
  if (key.retiring_until !== null) return at >= key.retiring_until ? 'expired' : 'retiring';
  return 'active';
};

/** Whether the key works now (the public calls accept it). */
export const apiKeyUsable = (key: DemoApiKey, now: Date): boolean => {
  const status = apiKeyStatus(key, now);
  return status === 'active' || status === 'retiring';
};

const hasApiAccess = (db: DemoDb, customerId: number): boolean => {
  const customer = db.customer(customerId);
  return customer?.is_expose_api === true && customer.status;
};

/** An administrator whose role (looked up in the Roles catalogue on every call) includes Integrations. */
const adminMayManage = (db: DemoDb, user: DemoUser): boolean => {
  if (user.role.id === 1) return true;
  const role = db.catalogues.roles.find((each) => each.id === user.role.id);
  return grants(grantOf(user.user_type, role?.permissions), 'integrations');
};

/** 403 when the user may not use the API key screens at all, else null. */
export const apiKeyAccessRefusal = (db: DemoDb, user: DemoUser): RouteResult | null => {
  switch (user.user_type) {
    case 'Administrator':
      return adminMayManage(db, user) ? null : fail(403, areaRefusal('integrations'));
    case 'Customer':
      return hasApiAccess(db, user.id) ? null : fail(403, 'Your account does not include API access.');
    case 'Doctor':
      return fail(403, 'Doctors have no API keys.');
  }
};

type Action = 'own';

export const API_KEYS = recordKit<DemoApiKey, Action>({
  noun: 'API key',
  find: (db, id) => db.apiKeys.find((key) => key.id === id),
  scope: byRole({
    Administrator: () => () => true,
    Customer: (_db, user) => (key) => key.customer_id === user.id,
    Doctor: () => () => false,
  }),
  foreign: 'This API key is not one of yours.',
  actions: {
    own: {
      allowed: (user) => user.user_type === 'Customer',
      refused: 'Only the customer creates and rotates their API keys.',
    },
  },
});

export const nextApiKeyId = (db: DemoDb): number => Math.max(0, ...db.apiKeys.map((key) => key.id)) + 1;

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** The last day a new key may expire: one year from today. */
export const latestExpiry = (now: Date): string => {
  const year = new Date(now.getTime());
  year.setUTCFullYear(year.getUTCFullYear() + 1);
  return dayOf(year);
};

/** The end of a day (UTC): when a key chosen to expire that day stops. */
export const endOfDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS - 1).toISOString();

type CreateBody = z.infer<typeof CreateApiKeyBody>;

export interface NewKeyFields {
  name: string;
  scopes: DemoApiKey['scopes'];
  clinic_ids: number[];
  allowed_ips: string[];
  expires_at: string;
}

/** The new key's fields, or the refusal (422 on its field). */
export const newKeyFields = (
  db: DemoDb,
  customerId: number,
  body: CreateBody,
): { ok: true; fields: NewKeyFields } | { ok: false; refusal: Refusal } => {
  const refuse = (message: string, field: string) => ({ ok: false as const, refusal: { message, field } });
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (name === '') return refuse('Name is required.', 'name');
  const now = db.now();
  const taken = db.apiKeys.some(
    (key) =>
      key.customer_id === customerId &&
      apiKeyUsable(key, now) &&
      key.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) return refuse(`A key named ${name} is already in use.`, 'name');
  const scopes = [...new Set(body.scopes)];
  if (scopes.length === 0) return refuse('Choose at least one scope.', 'scopes');
  const clinic_ids = [...new Set(body.clinic_ids)];
  const foreign = clinic_ids.find((id) => db.clinic(id)?.user_id !== customerId);
  if (foreign !== undefined) return refuse(`Clinic ${foreign} is not one of yours.`, 'clinic_ids');
  const allowed_ips = [
    ...new Set(body.allowed_ips.map((entry) => entry.trim()).filter((entry) => entry !== '')),
  ];
  const bad = allowed_ips.find((entry) => parseRange(entry) === null);
  if (bad !== undefined) return refuse(`${bad} is not an IP address or CIDR range.`, 'allowed_ips');
  if (Number.isNaN(Date.parse(`${body.expires_on}T00:00:00.000Z`)))
    return refuse('Expiry must be a date.', 'expires_on');
  if (body.expires_on <= dayOf(now)) return refuse('Expiry must be after today.', 'expires_on');
  const latest = latestExpiry(now);
  if (body.expires_on > latest)
    return refuse(`Expiry can be at most one year from today (${latest}).`, 'expires_on');
  return {
    ok: true,
    fields: { name, scopes, clinic_ids, allowed_ips, expires_at: endOfDay(body.expires_on) },
  };
};

/**
 * Turning a customer's API access off (the customer update, docs/customers.md) revokes every key of
 * theirs that still works; answers how many.
 */
export const revokeKeysOf = (db: DemoDb, customerId: number): number => {
  const now = db.now();
  const at = now.toISOString();
  let revoked = 0;
  for (const key of db.apiKeys) {
    if (key.customer_id !== customerId || !apiKeyUsable(key, now)) continue;
    Object.assign(key, { revoked_at: at, updated_at: at, version: key.version + 1 });
    revoked += 1;
  }
  return revoked;
};
