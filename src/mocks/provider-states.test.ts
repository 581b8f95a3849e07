import { describe, expect, it } from 'vitest';

import { createDemoDb } from './db';
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
      campId: 1,
      name: db.camp(1)?.name,
    });
    expect(db.camp(1)).toBeDefined();
  });

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

  it('is a plain map others can extend', () => {
    const db = createDemoDb();
    const registry = { ...providerStates, 'no camps': (target: typeof db) => void target.camps.splice(0) };
    expect(runProviderState(db, { state: 'no camps' }, registry).status).toBe(200);
    expect(db.camps).toHaveLength(0);
  });
});
