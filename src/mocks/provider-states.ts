import type { DemoDb } from './db';

/**
 * Pact provider states for `POST /__demo/provider-states` ({ state, params?, action? }, the shape of
 * Pact's state-change requests). A handler sets the state up and may answer values the
 * interaction uses (Pact's provider-state injected values). Add states here as contracts need them.
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

export const providerStates: Record<string, ProviderStateHandler> = {
  'the demo data is seeded': (db) => {
    db.reset();
  },
  'camp 1 exists': (db) => {
    if (!db.camp(1)) db.reset({ keepTokens: true });
    const camp = db.camp(1);
    return { campId: 1, name: camp?.name ?? '' };
  },
  /** params: userId (default 1, the administrator), token (default the user's fixed pact token). */
  'a valid token': (db, params) => {
    const userId = typeof params.userId === 'number' ? params.userId : 1;
    const fallback = pactTokens[userId] ?? `pact-user-${userId}-token`;
    const token = typeof params.token === 'string' && params.token !== '' ? params.token : fallback;
    db.issueToken(userId, token);
    return { token, userId };
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Runs a state-change request; teardown is a no-op (every setup starts from what it needs). */
export const runProviderState = (
  db: DemoDb,
  request: unknown,
  registry: Record<string, ProviderStateHandler> = providerStates,
): { status: number; body: Record<string, unknown> } => {
  if (!isRecord(request) || typeof request.state !== 'string') {
    return { status: 400, body: { error: true, message: 'A provider state needs a "state" string' } };
  }
  if (request.action === 'teardown') return { status: 200, body: {} };
  const handler = registry[request.state];
  if (!handler)
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
