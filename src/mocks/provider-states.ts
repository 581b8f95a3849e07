import type { DemoDb } from './db';
import { apiKeyProviderStates } from './provider-states-api-keys';
import { catalogueProviderStates } from './provider-states-catalogues';
import { clinicProviderStates } from './provider-states-clinics';
import { consumableProviderStates } from './provider-states-consumables';
import { customerAssignmentProviderStates } from './provider-states-customer-assignments';
import { customerProviderStates } from './provider-states-customers';
import { discussionProviderStates } from './provider-states-discussions';
import { integrationProviderStates } from './provider-states-integrations';
import { kioskRolloutProviderStates } from './provider-states-kiosk-rollouts';
import { orderProviderStates } from './provider-states-orders';
import { auditProviderStates } from './provider-states-audit';
import { userProviderStates } from './provider-states-users';
import { areaProviderStates, ensurePactAdministrator } from './provider-states-areas';
import { notificationProviderStates } from './provider-states-notifications';
import { kioskProviderStates } from './provider-states-kiosks';
import { stockProviderStates } from './provider-states-stock';
import { supportProviderStates } from './provider-states-support';
import { ensureOutOfSync, ensurePendingUpdate } from './provider-states-monitor';
import { patientProviderStates } from './provider-states-patients';
import { placeProviderStates } from './provider-states-places';
import { telemedicineProviderStates } from './provider-states-telemedicine';
import { settingsProviderStates } from './provider-states-settings';
import type { DemoCamp, DemoClinic } from './types';

/**
 * Pact provider states for `POST /__demo/provider-states` ({ state, params?, action? }, the shape of
 * Pact's state-change requests). A handler sets the state up and may answer values the
 * interaction uses (Pact's provider-state injected values, e.g. `camp_id`, `assign_id`). The states
 * the pacts in contracts/pacts use are listed, with what a real backend must do, in docs/contracts.md.
 *
 * Handlers only ever make sure of what they need (teardown is a no-op), so they hold in any order
 * and on a demo server that has already served other calls.
 */
export type ProviderStateHandler = (
  db: DemoDb,
  params: Record<string, unknown>,
  // void: most states only set data up and answer nothing.
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
) => void | Record<string, unknown>;

export const PACT_ADMIN_TOKEN = 'pact-admin-token';

/** Fixed tokens per demo user id, so pact files can carry a known bearer token. */
export const pactTokens: Readonly<Record<number, string>> = {
  1: PACT_ADMIN_TOKEN,
  2: 'pact-customer-token',
  3: 'pact-doctor-token',
};

const intParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
};

/** The camp with this id, active (the camps list asks for active ones); reseeds when it is gone. */
const ensureCamp = (db: DemoDb, id: number): DemoCamp => {
  if (!db.camp(id)) db.reset({ keepTokens: true });
  const camp = db.camp(id);
  if (!camp) throw new Error(`The demo data has no camp ${id}`);
  camp.status = true;
  return camp;
};

/** An existing clinic moved to the given place and owner, and active. */
const placeClinic = (db: DemoDb, id: number, locationId: number, customerId: number): DemoClinic => {
  const clinic = db.clinic(id);
  if (!clinic) throw new Error(`The demo data has no clinic ${id}`);
  if (!db.location(locationId)?.status) throw new Error(`The demo data has no active location ${locationId}`);
  if (!db.customer(customerId)) throw new Error(`The demo data has no customer ${customerId}`);
  Object.assign(clinic, { location_id: locationId, user_id: customerId, status: true });
  return clinic;
};

const ensureGroup = (db: DemoDb, id: number): void => {
  const group = db.group(id);
  if (!group) throw new Error(`The demo data has no group ${id}`);
  group.status = true;
};

export const providerStates: Record<string, ProviderStateHandler> = {
  'the demo data is seeded': (db) => {
    db.reset();
  },
  /** params: user_id or userId (default 1, the administrator), token (default the user's fixed pact token). */
  'a valid token': (db, params) => {
    const userId = intParam(params, 'user_id', intParam(params, 'userId', 1));
    const fallback = pactTokens[userId] ?? `pact-user-${userId}-token`;
    const token = typeof params.token === 'string' && params.token !== '' ? params.token : fallback;
    db.issueToken(userId, token);
    // The pact's administrator is the Super Admin again after a state that changed their role.
    ensurePactAdministrator(db, userId);
    return { token, userId };
  },
  /** params: customer_id, location_id and the country_id, state_id, district_id above it, clinic_id. */
  'customer 2 has a clinic at location 5': (db, params) => {
    const locationId = intParam(params, 'location_id', 5);
    const path = db.locationPath(locationId);
    const expected = [path?.country?.id, path?.state?.id, path?.district?.id];
    const given = ['country_id', 'state_id', 'district_id'].map((key) => params[key] ?? null);
    if (given.some((id, level) => id !== null && id !== expected[level])) {
      const show = (ids: unknown[]) => ids.map((id) => (id == null ? 'any' : JSON.stringify(id))).join('/');
      throw new Error(
        `Location ${locationId} lies in country/state/district ${show(expected)}, not ${show(given)}`,
      );
    }
    placeClinic(db, intParam(params, 'clinic_id', 101), locationId, intParam(params, 'customer_id', 2));
  },
  /** params: customer_id, count. Moves other clinics to the customer while it has fewer. */
  'customer 2 has 6 clinics': (db, params) => {
    const customerId = intParam(params, 'customer_id', 2);
    if (!db.customer(customerId)) throw new Error(`The demo data has no customer ${customerId}`);
    const owned = () => db.clinics.filter((clinic) => clinic.user_id === customerId).length;
    const others = db.clinics.filter((clinic) => clinic.user_id !== customerId);
    for (const clinic of others) {
      if (owned() >= intParam(params, 'count', 6)) break;
      clinic.user_id = customerId;
    }
    if (owned() < intParam(params, 'count', 6)) throw new Error('The demo data has too few clinics');
  },
  // Through the clinics' deployed kiosks (provider-states-monitor.ts).
  'a clinic is not synced': (db) => {
    ensureOutOfSync(db);
  },
  'a clinic is pending a forced update': (db) => {
    ensurePendingUpdate(db);
  },
  /** params: count (default 11), so that a second page of ten has a row. */
  'at least 11 clinics are not synced': (db, params) => {
    ensureOutOfSync(db, intParam(params, 'count', 11));
  },
  /** params: count (default 11). */
  'at least 11 clinics are pending a forced update': (db, params) => {
    ensurePendingUpdate(db, intParam(params, 'count', 11));
  },
  /** params: camp_id, and the location_id and customer_id it belongs to. Answers camp_id. */
  'camp 1 exists': (db, params) => {
    const camp = ensureCamp(db, intParam(params, 'camp_id', 1));
    camp.location_id = intParam(params, 'location_id', camp.location_id);
    camp.user_id = intParam(params, 'customer_id', camp.user_id);
    // camp_id is what the pacts inject; campId and name were answered first and are kept.
    return { camp_id: camp.id, campId: camp.id, name: camp.name };
  },
  /** params: camp_id, clinic_id, group_id (used when the camp has no active assignment). Answers camp_id, assign_id. */
  'camp 1 has an assigned clinic': (db, params) => {
    const camp = ensureCamp(db, intParam(params, 'camp_id', 1));
    const active = db.assignments.find((row) => row.camp_id === camp.id && row.status);
    if (active) return { camp_id: camp.id, assign_id: active.assign_id };
    const clinic = placeClinic(db, intParam(params, 'clinic_id', 101), camp.location_id, camp.user_id);
    const groupId = intParam(params, 'group_id', 1);
    ensureGroup(db, groupId);
    const row = db.addAssignment({ camp_id: camp.id, clinic_id: clinic.id, group_id: groupId });
    return { camp_id: camp.id, assign_id: row.assign_id };
  },
  /** params: camp_id, clinic_id. The clinic is put at the camp's location, for the camp's customer. Answers camp_id. */
  'clinic 101 is not assigned to camp 1': (db, params) => {
    const camp = ensureCamp(db, intParam(params, 'camp_id', 1));
    const clinic = placeClinic(db, intParam(params, 'clinic_id', 101), camp.location_id, camp.user_id);
    for (const row of db.assignments) {
      if (row.camp_id === camp.id && row.clinic_id === clinic.id) row.status = false;
    }
    return { camp_id: camp.id };
  },
  /** params: group_id. */
  'a clinic group exists': (db, params) => {
    ensureGroup(db, intParam(params, 'group_id', 1));
  },
  // The proposed calls' states (the proposals pact).
  ...placeProviderStates,
  ...customerProviderStates,
  ...clinicProviderStates,
  ...consumableProviderStates,
  ...customerAssignmentProviderStates,
  ...kioskProviderStates,
  ...kioskRolloutProviderStates,
  ...stockProviderStates,
  ...orderProviderStates,
  ...apiKeyProviderStates,
  ...auditProviderStates,
  ...userProviderStates,
  ...areaProviderStates,
  ...notificationProviderStates,
  ...discussionProviderStates,
  ...supportProviderStates,
  ...integrationProviderStates,
  ...catalogueProviderStates,
  ...patientProviderStates,
  ...telemedicineProviderStates,
  ...settingsProviderStates,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Runs a state-change request. Teardown is a no-op (every setup makes sure of what it needs), and
 * so is an empty state name: Pact sends one for interactions that need no state (the 401 ones).
 */
export const runProviderState = (
  db: DemoDb,
  request: unknown,
  registry: Record<string, ProviderStateHandler> = providerStates,
): { status: number; body: Record<string, unknown> } => {
  if (!isRecord(request) || typeof request.state !== 'string') {
    return { status: 400, body: { error: true, message: 'A provider state needs a "state" string' } };
  }
  if (request.action === 'teardown' || request.state === '') return { status: 200, body: {} };
  // Own names only: 'constructor', '__proto__' or 'valueOf' are Object.prototype's, not states.
  const handler = Object.hasOwn(registry, request.state) ? registry[request.state] : undefined;
  if (typeof handler !== 'function')
    return { status: 400, body: { error: true, message: `Unknown provider state: ${request.state}` } };
  try {
    return { status: 200, body: handler(db, isRecord(request.params) ? request.params : {}) ?? {} };
  } catch (error) {
    return {
      status: 500,
      body: { error: true, message: error instanceof Error ? error.message : String(error) },
    };
  }
};
