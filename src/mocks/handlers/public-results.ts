import { addressAllowed } from '@/lib/ip-address';

import { SECRET_PATTERN, sameHash, secretHash } from '../api-key-secrets';
import type { DemoDb } from '../db';
import { resultRowDto } from '../screening/scope';
import type { DemoResult } from '../screening/types';
import type { DemoApiKey } from '../types';
import { apiKeyStatus } from './api-key-rules';
import { fail, ok, type RouteDefinition, type RouteResult } from './kit';
import { firstIndexBefore } from './results';

/**
 * The key holders' call (docs/api-keys.md, "The public call"): GET /v3/public/results with the
 * secret in `x-api-key`, no session. The key must work (401), the caller's address must be one it
 * allows and it must have the `results` scope (403); the answer holds only the results measured at
 * the key's clinics, of the key's customer's patients.
 */

export const API_KEY_HEADER = 'x-api-key';
/**
 * The caller's address, set by the HTTP demo server from the socket and stripped from every incoming
 * request (src/mocks/node-server.ts); absent in the browser, where the caller is this machine.
 */
export const REMOTE_ADDRESS_HEADER = 'x-demo-remote-address';
const BROWSER_ADDRESS = '127.0.0.1';

const UNKNOWN_KEY = 'Unauthorized: the API key is missing or unknown';

/** The key of a secret, or the 401. */
const keyOf = (
  db: DemoDb,
  secret: string | null,
): { ok: true; key: DemoApiKey } | { ok: false; result: RouteResult } => {
  if (secret === null || !SECRET_PATTERN.test(secret)) return { ok: false, result: fail(401, UNKNOWN_KEY) };
  const hash = secretHash(secret);
  const key = db.apiKeys.find((each) => sameHash(each.secret_hash, hash));
  if (!key) return { ok: false, result: fail(401, UNKNOWN_KEY) };
  const status = apiKeyStatus(key, db.now());
  if (status === 'revoked') return { ok: false, result: fail(401, 'Unauthorized: this API key was revoked') };
  if (status === 'expired') return { ok: false, result: fail(401, 'Unauthorized: this API key has expired') };
  const customer = db.customer(key.customer_id);
  if (customer?.is_expose_api !== true || !customer.status)
    return { ok: false, result: fail(401, 'Unauthorized: API access is off for this account') };
  return { ok: true, key };
};

interface Query {
  page: number;
  limit: number;
  clinicId: number | null;
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const queryOf = (query: URLSearchParams | undefined): Query | string => {
  const number = (name: string, fallback: number | null, max: number): number | null | string => {
    const text = query?.get(name) ?? null;
    if (text === null || text === '') return fallback;
    return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= max
      ? Number(text)
      : `${name} must be a whole number from 1 to ${max}`;
  };
  const day = (name: string): string | null | undefined => {
    const text = query?.get(name) ?? null;
    if (text === null || text === '') return null;
    return DAY.test(text) && !Number.isNaN(Date.parse(text)) ? text : undefined;
  };
  const page = number('page', 1, 100_000);
  const limit = number('limit', 50, 500);
  const clinicId = number('clinic_id', null, 2_147_483_647);
  for (const value of [page, limit, clinicId])
    if (typeof value === 'string') return `Invalid query: ${value}`;
  const from = day('from');
  const to = day('to');
  if (from === undefined || to === undefined) return 'Invalid query: from and to are days, YYYY-MM-DD';
  return { page: page as number, limit: limit as number, clinicId: clinicId as number | null, from, to };
};

/** The results at the clinics, of the customer's patients, newest first, within the days. */
const resultsAt = (
  db: DemoDb,
  customerId: number,
  clinics: ReadonlySet<number>,
  query: Query,
): DemoResult[] => {
  const newest = db.screening.newestFirst;
  const start = query.to === null ? 0 : firstIndexBefore(newest, query.to, true);
  const end = query.from === null ? newest.length : firstIndexBefore(newest, query.from);
  const found: DemoResult[] = [];
  for (let index = start; index < end; index += 1) {
    const result = newest[index];
    if (result === undefined) continue;
    const session = db.screening.sessions[result.session_id - 1];
    if (session === undefined || !clinics.has(session.clinic_id)) continue;
    if (db.patient(result.patient_id)?.customer_id !== customerId) continue;
    found.push(result);
  }
  return found;
};

export const publicResultRoutes: RouteDefinition[] = [
  {
    operation: 'getPublicResults',
    isPublic: true,
    resolve: ({ db, headers, query }) => {
      const found = keyOf(db, headers?.get(API_KEY_HEADER) ?? null);
      if (!found.ok) return found.result;
      const { key } = found;
      const address = headers?.get(REMOTE_ADDRESS_HEADER) ?? BROWSER_ADDRESS;
      if (!addressAllowed(address, key.allowed_ips))
        return fail(403, `Forbidden: this API key may not be used from ${address}`);
      if (!key.scopes.includes('results')) return fail(403, 'Forbidden: this API key may not read results');
      const asked = queryOf(query);
      if (typeof asked === 'string') return fail(400, asked);
      const own = db.clinics
        .filter((clinic) => clinic.user_id === key.customer_id)
        .map((clinic) => clinic.id);
      const allowed = key.clinic_ids.length === 0 ? own : key.clinic_ids.filter((id) => own.includes(id));
      if (asked.clinicId !== null && !allowed.includes(asked.clinicId))
        return fail(403, `Forbidden: clinic ${asked.clinicId} is not one of this API key's clinics`);
      const clinics = new Set(asked.clinicId === null ? allowed : [asked.clinicId]);
      const rows = resultsAt(db, key.customer_id, clinics, asked);
      const at = db.now().toISOString();
      Object.assign(key, { last_used_at: at, last_used_ip: address });
      return ok({
        total_count: rows.length,
        records: rows
          .slice((asked.page - 1) * asked.limit, asked.page * asked.limit)
          .map((result) => resultRowDto(db, result)),
      });
    },
  },
];
