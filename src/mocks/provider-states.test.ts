import { describe, expect, it } from 'vitest';

import { createDemoDb, type DemoDb } from './db';
import { fleetHealth } from './handlers/kiosk-health';
import { PACT_ADMIN_TOKEN, providerStates, runProviderState } from './provider-states';

describe('Pact provider states', () => {
  it("'the demo data is seeded' restores the seed and signs everyone out", () => {
    const db = createDemoDb();
    db.camps.length = 0;
    db.issueToken(1);
    expect(runProviderState(db, { state: 'the demo data is seeded' })).toEqual({ status: 200, body: {} });
    expect(db.camps).toEqual(createDemoDb().camps);
    expect(db.tokens.size).toBe(0);
  });

  it("'a valid token' signs the administrator in with the fixed pact token, or the user and token given", () => {
    const db = createDemoDb();
    expect(runProviderState(db, { state: 'a valid token', action: 'setup' }).body).toEqual({
      token: PACT_ADMIN_TOKEN,
      userId: 1,
    });
    expect(db.userForToken(PACT_ADMIN_TOKEN)?.user_type).toBe('Administrator');
    runProviderState(db, { state: 'a valid token', params: { userId: 2 } });
    expect(db.userForToken('pact-customer-token')?.first_name).toBe('Meera');
    runProviderState(db, { state: 'a valid token', params: { userId: 3, token: 'doc' } });
    expect(db.userForToken('doc')?.user_type).toBe('Doctor');
  });

  it("'camp 1 exists' answers the camp id, restoring the seed if needed", () => {
    const db = createDemoDb();
    db.camps.splice(0, 1);
    expect(runProviderState(db, { state: 'camp 1 exists' }).body).toEqual({
      camp_id: 1,
      campId: 1,
      name: db.camp(1)?.name,
    });
    expect(db.camp(1)).toBeDefined();
  });

  it.each([
    ['at least 11 clinics are not synced', (db: DemoDb) => fleetHealth(db).outOfSync],
    ['at least 11 clinics are pending a forced update', (db: DemoDb) => fleetHealth(db).pendingUpdate],
  ] as const)(
    "'%s' raises active clinics through their kiosks until there are that many (two pages of ten)",
    (state, flagged) => {
      const db = createDemoDb();
      const newest = Math.max(...db.catalogues.apkVersions.map((apk) => apk.version_code));
      // A healthy fleet: every kiosk reports and runs the newest release.
      for (const kiosk of db.kiosks) Object.assign(kiosk, { quiet: false, app_version_code: newest });
      const counted = () => db.clinics.filter((clinic) => clinic.status && flagged(db).has(clinic.id));
      expect(counted()).toHaveLength(0);
      expect(runProviderState(db, { state, params: { count: 11 } }).status).toBe(200);
      expect(counted()).toHaveLength(11);
      // Already enough: nothing more is raised.
      runProviderState(db, { state, params: { count: 3 } });
      expect(counted()).toHaveLength(11);
    },
  );

  it('refuses unknown states and bodies without a state; teardown is a no-op', () => {
    const db = createDemoDb();
    expect(runProviderState(db, { state: 'the moon is full' })).toEqual({
      status: 400,
      body: { error: true, message: 'Unknown provider state: the moon is full' },
    });
    expect(runProviderState(db, { params: {} }).status).toBe(400);
    expect(runProviderState(db, { state: 'the moon is full', action: 'teardown' })).toEqual({
      status: 200,
      body: {},
    });
  });

  // Issue 32: the states were looked up through the prototype: 'constructor' answered the whole
  // database (passwords included), '__proto__' and 'valueOf' a 500.
  it.each(['constructor', '__proto__', 'valueOf', 'toString', 'hasOwnProperty', 'isPrototypeOf'])(
    "refuses '%s', a name of Object.prototype, as an unknown state (400)",
    (state) => {
      const db = createDemoDb();
      expect(runProviderState(db, { state, action: 'setup' })).toEqual({
        status: 400,
        body: { error: true, message: `Unknown provider state: ${state}` },
      });
    },
  );

  it('is a plain map others can extend', () => {
    const db = createDemoDb();
    const registry = { ...providerStates, 'no camps': (target: typeof db) => void target.camps.splice(0) };
    expect(runProviderState(db, { state: 'no camps' }, registry).status).toBe(200);
    expect(db.camps).toHaveLength(0);
  });
});

const setup = (state: string, params: Record<string, unknown> = {}) => ({ state, params, action: 'setup' });

describe('the provider states the pacts use', () => {
  it('signs the pact token in for the administrator', () => {
    const db = createDemoDb();
    const answer = runProviderState(db, setup('a valid token', { token: PACT_ADMIN_TOKEN, user_id: 1 }));
    expect(answer).toEqual({ status: 200, body: { token: PACT_ADMIN_TOKEN, userId: 1 } });
    expect(db.userForToken(PACT_ADMIN_TOKEN)?.user_type).toBe('Administrator');
  });

  it('answers nothing to a teardown or to the empty state of a stateless interaction', () => {
    const db = createDemoDb();
    expect(runProviderState(db, { state: '', params: {}, action: 'setup' })).toEqual({
      status: 200,
      body: {},
    });
    expect(runProviderState(db, { ...setup('camp 1 exists'), action: 'teardown' })).toEqual({
      status: 200,
      body: {},
    });
  });

  it('reports a state the demo data cannot meet as a 500 with the reason', () => {
    const db = createDemoDb();
    const answer = runProviderState(db, setup('customer 2 has a clinic at location 5', { country_id: 2 }));
    expect(answer).toEqual({
      status: 500,
      body: { error: true, message: 'Location 5 lies in country/state/district 1/1/1, not 2/any/any' },
    });
  });

  it('places clinic 101 at location 5 for customer 2', () => {
    const db = createDemoDb();
    runProviderState(db, setup('customer 2 has a clinic at location 5', { clinic_id: 101, location_id: 5 }));
    expect(db.clinic(101)).toMatchObject({ location_id: 5, user_id: 2, status: true });
  });

  it('answers the id of an active assignment of camp 1, creating one when all were removed', () => {
    const db = createDemoDb();
    for (const row of db.assignments) if (row.camp_id === 1) row.status = false;
    const answer = runProviderState(db, setup('camp 1 has an assigned clinic', { camp_id: 1 }));
    const assignId = answer.body.assign_id;
    expect(answer.body.camp_id).toBe(1);
    expect(db.assignment(Number(assignId))).toMatchObject({ camp_id: 1, clinic_id: 101, status: true });
  });

  it('removes every active assignment of clinic 101 to camp 1 and puts the clinic at the camp', () => {
    const db = createDemoDb();
    db.addAssignment({ camp_id: 1, clinic_id: 101, group_id: 1 });
    runProviderState(db, setup('clinic 101 is not assigned to camp 1', { camp_id: 1, clinic_id: 101 }));
    const rows = db.assignments.filter((row) => row.camp_id === 1 && row.clinic_id === 101);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.status)).toBe(true);
    expect(db.clinic(101)?.location_id).toBe(db.camp(1)?.location_id);
  });

  it('gives customer 2 at least 6 clinics, moving others over only when it has fewer', () => {
    const db = createDemoDb();
    const owned = () => db.clinics.filter((clinic) => clinic.user_id === 2).length;
    const before = owned();
    expect(before).toBeGreaterThanOrEqual(6);
    runProviderState(db, setup('customer 2 has 6 clinics', { customer_id: 2, count: 6 }));
    expect(owned()).toBe(before);
    for (const clinic of db.clinics) if (clinic.user_id === 2) clinic.user_id = 4;
    runProviderState(db, setup('customer 2 has 6 clinics', { customer_id: 2, count: 6 }));
    expect(owned()).toBe(6);
  });
});
