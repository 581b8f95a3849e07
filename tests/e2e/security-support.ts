import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import type { DemoDb } from '@/mocks/db';
import { PACT_ADMIN_TOKEN } from '@/mocks/provider-states';

/**
 * Helpers of the security browser tests: markup planted in the demo API's records, and a scan of a
 * build's files for secrets.
 */

/**
 * Script and markup that would run, load an image or add a bold element if it were ever put into
 * the page as HTML. `what` names the field, so each planted text can be found on its own.
 */
export const markup = (what: string): string =>
  `<img src="/xss-${what}.png" onerror="window.__xss='${what}'"><script>window.__xss='${what}'</script><b>xss-${what}</b>`;

export const MARKED = {
  userFirst: markup('user-first'),
  userLast: markup('user-last'),
  userRole: markup('user-role'),
  customer: markup('customer'),
  customerLast: markup('customer-last'),
  country: markup('country'),
  state: markup('state'),
  district: markup('district'),
  location: markup('location'),
  clinic: markup('clinic'),
  freeClinic: markup('free-clinic'),
  group: markup('group'),
  campName: markup('camp'),
} as const;

/** The camp whose every text is planted: camp 1, the demo customer's, with assigned clinics. */
export const MARKED_CAMP_ID = 1;

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`the demo seed has no ${what}`);
  return value;
};

/** Writes the markup into the place names above a location: its district, state and country. */
const plantGeography = (db: DemoDb, districtId: number): void => {
  const district = must(
    db.districts.find((one) => one.id === districtId),
    'district of camp 1',
  );
  district.name = MARKED.district;
  const state = must(
    db.states.find((one) => one.id === district.state_id),
    'state of camp 1',
  );
  state.name = MARKED.state;
  must(
    db.countries.find((one) => one.id === state.country_id),
    'country of camp 1',
  ).name = MARKED.country;
};

/** Writes the markup into the records behind camp 1 and into the admin's names and role. */
export const plantMarkup = (db: DemoDb): void => {
  const admin = must(
    db.users.find((user) => user.user_type === 'Administrator'),
    'administrator',
  );
  admin.first_name = MARKED.userFirst;
  admin.last_name = MARKED.userLast;
  admin.role.name = MARKED.userRole;
  const camp = must(
    db.camps.find((one) => one.id === MARKED_CAMP_ID),
    'camp 1',
  );
  camp.name = MARKED.campName;
  const customer = must(
    db.customers.find((one) => one.id === camp.user_id),
    'customer of camp 1',
  );
  customer.first_name = MARKED.customer;
  customer.last_name = MARKED.customerLast;
  const location = must(
    db.locations.find((one) => one.id === camp.location_id),
    'location of camp 1',
  );
  location.name = MARKED.location;
  plantGeography(db, location.district_id);
  const assignment = must(
    db.assignments.find((one) => one.camp_id === camp.id && one.status),
    'assignment of camp 1',
  );
  must(
    db.clinics.find((clinic) => clinic.id === assignment.clinic_id),
    'assigned clinic',
  ).name = MARKED.clinic;
  // A clinic Assign New Clinics offers for camp 1: active, of its location, not yet assigned.
  must(
    db.clinics.find(
      (clinic) =>
        clinic.location_id === camp.location_id &&
        clinic.status &&
        !db.assignments.some((one) => one.camp_id === camp.id && one.clinic_id === clinic.id && one.status),
    ),
    'free clinic of camp 1',
  ).name = MARKED.freeClinic;
  must(
    db.groups.find((group) => group.id === assignment.group_id),
    'assigned group',
  ).name = MARKED.group;
};

/** What must never be in a configured (production) build. */
export const SECRET_PATTERNS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a demo account password', pattern: /Admin@123|Customer@123|Doctor@123/ },
  { what: 'a demo account username', pattern: /(?:admin|customer|doctor)@example\.com/ },
  { what: 'the Pact provider token', pattern: new RegExp(PACT_ADMIN_TOKEN) },
  { what: 'a private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { what: 'an AWS access key', pattern: /AKIA[0-9A-Z]{16}/ },
  { what: 'a live payment key', pattern: /\b(?:sk|rk)_live_[0-9a-zA-Z]{10,}/ },
  { what: 'a GitHub token', pattern: /\bgh[pousr]_[0-9A-Za-z]{36}\b/ },
  { what: 'a bearer token written in', pattern: /Bearer [0-9A-Za-z._-]{20,}/ },
  { what: 'a password literal', pattern: /["']?password["']?\s*[:=]\s*["'][^"'\s]{6,}["']/i },
];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** Every file of a build and every secret pattern it matches: `file: what`. */
export const scanForSecrets = (dir: string): string[] =>
  filesUnder(dir).flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return SECRET_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(
      ({ what }) => `${relative(dir, file)}: ${what}`,
    );
  });
