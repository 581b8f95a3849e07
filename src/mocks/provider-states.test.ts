import { describe, expect, it } from 'vitest';

import { createDemoDb } from './db';
import { PACT_ADMIN_TOKEN, runProviderState } from './provider-states';

const setup = (state: string, params: Record<string, unknown> = {}) => ({ state, params, action: 'setup' });

describe('the provider-state endpoint', () => {
  it('signs the pact token in for the administrator', () => {
    const db = createDemoDb();
    const answer = runProviderState(db, setup('a valid token', { token: PACT_ADMIN_TOKEN, user_id: 1 }));
    expect(answer).toEqual({ status: 200, body: { token: PACT_ADMIN_TOKEN, user_id: 1 } });
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

  it('refuses an unknown state and a body without a state', () => {
    const db = createDemoDb();
    expect(runProviderState(db, setup('a unicorn exists'))).toMatchObject({
      status: 400,
      body: { error: true, message: 'Unknown provider state: a unicorn exists' },
    });
    expect(runProviderState(db, { params: {} }).status).toBe(400);
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
});
