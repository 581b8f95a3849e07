import {
  CreateApiKeyBody,
  FilterApiKeysBody,
  RevokeApiKeyBody,
  RotateApiKeyBody,
} from '@/generated/zod/v3.zod';

import { newSecret, prefixOf, secretHash } from '../api-key-secrets';
import type { DemoApiKey } from '../types';
import {
  API_KEYS,
  apiKeyAccessRefusal,
  apiKeyStatus,
  newKeyFields,
  nextApiKeyId,
  ROTATION_GRACE_MS,
} from './api-key-rules';
import { apiKeyDtoOf } from './api-key-view';
import { ok, parseBody, refusal, type RouteContext, type RouteDefinition, type RouteResult } from './kit';

/**
 * The proposed API key calls (docs/api-keys.md; docs/proposed-api.md, "API keys"): the list, a new
 * key and a rotation, each answering its secret once (only the hash is kept), and the revocation.
 */

const newestFirst = (a: DemoApiKey, b: DemoApiKey): number =>
  a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1;

/** A key the caller may act on, at the version the page showed (403, 404, 409), or the refusal. */
const keyToChange = (
  { db, user, body, params }: RouteContext,
  owner: boolean,
): { ok: true; key: DemoApiKey } | { ok: false; result: RouteResult } => {
  const denied = apiKeyAccessRefusal(db, user) ?? (owner ? API_KEYS.refuses('own', user) : null);
  if (denied) return { ok: false, result: denied };
  const parsed = parseBody(owner ? RotateApiKeyBody : RevokeApiKeyBody, body);
  if (!parsed.ok) return parsed;
  const found = API_KEYS.readable(db, user, params.id);
  if (!found.ok) return found;
  const key = found.row;
  const stale = API_KEYS.stale(key, parsed.value.version, () => apiKeyDtoOf(db, key));
  return stale ? { ok: false, result: stale } : { ok: true, key };
};

export const apiKeyRoutes: RouteDefinition[] = [
  {
    operation: 'filterApiKeys',
    resolve: ({ db, user, body }) => {
      const denied = apiKeyAccessRefusal(db, user);
      if (denied) return denied;
      const parsed = parseBody(FilterApiKeysBody, body);
      if (!parsed.ok) return parsed.result;
      const { page, limit, searchValue, customer_id, status } = parsed.value;
      const scope = API_KEYS.scope(db, user);
      const admin = user.user_type === 'Administrator';
      const text = (searchValue ?? '').trim().toLowerCase();
      const now = db.now();
      const rows = db.apiKeys.filter(
        (key) =>
          scope(key) &&
          (!admin || customer_id == null || key.customer_id === customer_id) &&
          (status == null || apiKeyStatus(key, now) === status) &&
          (text === '' || key.name.toLowerCase().includes(text) || key.prefix.toLowerCase().includes(text)),
      );
      return ok({
        total_count: rows.length,
        records: rows
          .sort(newestFirst)
          .slice((page - 1) * limit, page * limit)
          .map((key) => apiKeyDtoOf(db, key)),
      });
    },
  },
  {
    operation: 'createApiKey',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = apiKeyAccessRefusal(db, user) ?? API_KEYS.refuses('own', user);
      if (denied) return denied;
      const parsed = parseBody(CreateApiKeyBody, body);
      if (!parsed.ok) return parsed.result;
      const fields = newKeyFields(db, user.id, parsed.value);
      if (!fields.ok) return refusal(fields.refusal.message, fields.refusal.field);
      const now = db.now().toISOString();
      const secret = newSecret();
      const key: DemoApiKey = {
        ...fields.fields,
        id: nextApiKeyId(db),
        customer_id: user.id,
        created_by: user.id,
        last_used_at: null,
        last_used_ip: null,
        prefix: prefixOf(secret),
        secret_hash: secretHash(secret),
        retiring_until: null,
        revoked_at: null,
        replaced_by: null,
        version: 1,
        created_at: now,
        updated_at: now,
      };
      db.apiKeys.push(key);
      return ok({ key: apiKeyDtoOf(db, key), secret });
    },
  },
  {
    operation: 'rotateApiKey',
    mutates: true,
    resolve: (context) => {
      const { db, user } = context;
      const change = keyToChange(context, true);
      if (!change.ok) return change.result;
      const old = change.key;
      if (apiKeyStatus(old, db.now()) !== 'active') return refusal('Only an active key can be rotated.');
      const now = db.now();
      const at = now.toISOString();
      const secret = newSecret();
      const key: DemoApiKey = {
        ...old,
        scopes: [...old.scopes],
        clinic_ids: [...old.clinic_ids],
        allowed_ips: [...old.allowed_ips],
        id: nextApiKeyId(db),
        created_by: user.id,
        last_used_at: null,
        last_used_ip: null,
        prefix: prefixOf(secret),
        secret_hash: secretHash(secret),
        retiring_until: null,
        revoked_at: null,
        replaced_by: null,
        version: 1,
        created_at: at,
        updated_at: at,
      };
      db.apiKeys.push(key);
      Object.assign(old, {
        retiring_until: new Date(now.getTime() + ROTATION_GRACE_MS).toISOString(),
        replaced_by: key.id,
        version: old.version + 1,
        updated_at: at,
      });
      return ok({ key: apiKeyDtoOf(db, key), secret, retiring: apiKeyDtoOf(db, old) });
    },
  },
  {
    operation: 'revokeApiKey',
    mutates: true,
    resolve: (context) => {
      const { db } = context;
      const change = keyToChange(context, false);
      if (!change.ok) return change.result;
      const { key } = change;
      if (key.revoked_at !== null) return refusal('This key is already revoked.');
      const at = db.now().toISOString();
      Object.assign(key, { revoked_at: at, updated_at: at, version: key.version + 1 });
      return ok(apiKeyDtoOf(db, key));
    },
  },
];
