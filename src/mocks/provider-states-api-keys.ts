import { secretHash } from './api-key-secrets';
import type { DemoDb } from './db';
import type { ProviderStateHandler } from './provider-states';
import type { DemoApiKey } from './types';

/**
 * Provider states of the proposed API key calls (the proposals pact, docs/contracts.md;
 * docs/api-keys.md). A state leaves exactly one key: "Lab results export" of the demo customer (or,
 * with `foreign: 1`, of another customer), for results at their first clinic, created 10 days ago,
 * last used yesterday; `status` active (the default) or revoked. Nobody knows its secret (only a
 * hash of a text that is not a secret's shape is kept), as with every seeded key.
 */

const CUSTOMER = 2;

/**
 * The secret of the key `an API key exists` leaves with `known: 1`, for the public call's pact only:
 * the pact file carries it in `x-api-key`. Installed only by this provider state (the demo server's
 * control routes, this machine only), never by the seed.
 */
export const PACT_API_KEY_SECRET = `hk_live_${'pactSecretForTheDemo'.repeat(2)}`;
const DAY = 86_400_000;

const intParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
};

const keyAt = (db: DemoDb, revoked: boolean, foreign: boolean): DemoApiKey => {
  const clinic = db.clinics.find((row) => row.status && (row.user_id === CUSTOMER) !== foreign);
  if (!clinic) throw new Error('The demo data has no active clinic for the key');
  const customer = db.customer(clinic.user_id);
  if (customer) customer.is_expose_api = true;
  const now = db.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const key: DemoApiKey = {
    id: 1,
    customer_id: clinic.user_id,
    name: 'Lab results export',
    scopes: ['results'],
    clinic_ids: [clinic.id],
    allowed_ips: ['203.0.113.0/24'],
    expires_at: new Date(Math.floor(now / DAY) * DAY + 80 * DAY - 1).toISOString(),
    created_by: clinic.user_id,
    last_used_at: at(1),
    last_used_ip: '203.0.113.14',
    prefix: 'hk_live_Q3vX',
    secret_hash: '0'.repeat(64),
    retiring_until: null,
    revoked_at: revoked ? at(0) : null,
    replaced_by: null,
    version: revoked ? 2 : 1,
    created_at: at(10),
    updated_at: revoked ? at(0) : at(1),
  };
  db.apiKeys.splice(0, db.apiKeys.length, key);
  return key;
};

export const apiKeyProviderStates: Record<string, ProviderStateHandler> = {
  /**
   * params: status (active or revoked), foreign (1: another customer's), known (1: its secret is
   * PACT_API_KEY_SECRET, any address). The only key; answers id,
   * version, clinic_id and expires_on (a day a new key may expire on).
   */
  'an API key exists': (db, params) => {
    const key = keyAt(db, params.status === 'revoked', intParam(params, 'foreign', 0) === 1);
    if (intParam(params, 'known', 0) === 1)
      Object.assign(key, { secret_hash: secretHash(PACT_API_KEY_SECRET), allowed_ips: [] });
    // A day a new key may expire on: 90 days from the provider's today.
    const expiresOn = new Date(db.now().getTime() + 90 * DAY).toISOString().slice(0, 10);
    return { id: key.id, version: key.version, clinic_id: key.clinic_ids[0] ?? 0, expires_on: expiresOn };
  },
};
