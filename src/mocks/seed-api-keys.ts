import { SECRET_PREFIX, secretHash } from './api-key-secrets';
import { DEMO_CUSTOMER_ID } from './seed-records';
import type { DemoApiKey, DemoApiKeyScope, DemoClinic, DemoCustomer } from './types';

/**
 * The seeded API keys (docs/api-keys.md, "Demo data"): the demo customer holds two active keys and
 * one revoked; three other customers hold keys from when they had API access (revoked or expired).
 * Nobody knows a seeded key's secret: each hash is of a text that is not a secret's shape, which the
 * public call refuses before hashing, so only a key created through the API can be used.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const iso = (ms: number): string => new Date(ms).toISOString();

interface KeySeed {
  customer_id: number;
  name: string;
  scopes: DemoApiKeyScope[];
  clinic_ids: number[];
  allowed_ips: string[];
  createdDaysAgo: number;
  expiresInDays: number;
  lastUsedHoursAgo: number | null;
  lastUsedIp: string | null;
  revokedDaysAgo: number | null;
  tag: string;
}

const keyOf = (now: number, id: number, seed: KeySeed): DemoApiKey => {
  const created = now - seed.createdDaysAgo * DAY;
  const revoked = seed.revokedDaysAgo === null ? null : iso(now - seed.revokedDaysAgo * DAY);
  const lastUsed = seed.lastUsedHoursAgo === null ? null : iso(now - seed.lastUsedHoursAgo * HOUR);
  const touched = [iso(created), revoked, lastUsed].filter((at): at is string => at !== null).sort();
  return {
    id,
    customer_id: seed.customer_id,
    name: seed.name,
    scopes: seed.scopes,
    clinic_ids: seed.clinic_ids,
    allowed_ips: seed.allowed_ips,
    // The end of a day, as keys created through the API expire.
    expires_at: iso(Math.floor((now + seed.expiresInDays * DAY) / DAY) * DAY + DAY - 1),
    created_by: seed.customer_id,
    last_used_at: lastUsed,
    last_used_ip: lastUsed === null ? null : seed.lastUsedIp,
    prefix: `${SECRET_PREFIX}${seed.tag}`,
    secret_hash: secretHash(`seeded key ${id}: no secret`),
    retiring_until: null,
    revoked_at: revoked,
    replaced_by: null,
    version: revoked === null ? 1 : 2,
    created_at: iso(created),
    updated_at: touched[touched.length - 1] ?? iso(created),
  };
};

export const seedApiKeys = (
  clock: number,
  { customers, clinics }: { customers: readonly DemoCustomer[]; clinics: readonly DemoClinic[] },
): DemoApiKey[] => {
  // To the minute: the same seed on every start while the clock flows.
  const now = Math.floor(clock / MINUTE) * MINUTE;
  const demoClinics = clinics.filter((clinic) => clinic.user_id === DEMO_CUSTOMER_ID && clinic.status);
  const others = customers.filter((customer) => customer.id !== DEMO_CUSTOMER_ID).slice(0, 3);
  const clinicOf = (customerId: number): number[] =>
    clinics
      .filter((clinic) => clinic.user_id === customerId)
      .slice(0, 1)
      .map((clinic) => clinic.id);
  const seeds: KeySeed[] = [
    {
      customer_id: DEMO_CUSTOMER_ID,
      name: 'Lab results export',
      scopes: ['results'],
      clinic_ids: demoClinics.slice(0, 2).map((clinic) => clinic.id),
      allowed_ips: [],
      createdDaysAgo: 25,
      expiresInDays: 65,
      lastUsedHoursAgo: 20,
      lastUsedIp: '203.0.113.14',
      revokedDaysAgo: null,
      tag: 'Q3vX',
    },
    {
      customer_id: DEMO_CUSTOMER_ID,
      name: 'Kiosk fleet sync',
      scopes: ['kiosks', 'orders'],
      clinic_ids: [],
      allowed_ips: ['198.51.100.0/24'],
      createdDaysAgo: 12,
      expiresInDays: 170,
      lastUsedHoursAgo: null,
      lastUsedIp: null,
      revokedDaysAgo: null,
      tag: 'm7Lp',
    },
    {
      customer_id: DEMO_CUSTOMER_ID,
      name: 'Old reporting key',
      scopes: ['results', 'patients'],
      clinic_ids: [],
      allowed_ips: [],
      createdDaysAgo: 160,
      expiresInDays: 40,
      lastUsedHoursAgo: 24 * 41,
      lastUsedIp: '192.0.2.40',
      revokedDaysAgo: 40,
      tag: 'Zr0d',
    },
    ...others.map((customer, index): KeySeed => ({
      customer_id: customer.id,
      name: index === 1 ? 'Monthly results pull' : 'Reporting integration',
      scopes: index === 2 ? ['results', 'kiosks'] : ['results'],
      clinic_ids: clinicOf(customer.id),
      allowed_ips: index === 0 ? ['192.0.2.0/24'] : [],
      createdDaysAgo: 300 - index * 20,
      // The second expired without use; the others were revoked when API access was turned off.
      expiresInDays: index === 1 ? -30 : 60,
      lastUsedHoursAgo: index === 1 ? null : 24 * (70 + index),
      lastUsedIp: index === 1 ? null : `192.0.2.${10 + index}`,
      revokedDaysAgo: index === 1 ? null : 60 + index,
      tag: ['Hb2k', 'Ue9w', 'Tn4c'][index] ?? 'Xx00',
    })),
  ];
  return seeds.map((seed, index) => keyOf(now, index + 1, seed));
};
