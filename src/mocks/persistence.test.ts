import { describe, expect, it } from 'vitest';

import { server } from '@tests/msw/server';

import { createDemoDb, type DemoDb } from './db';
import { createDemoDispatcher, demoRouteDefinitions } from './handlers';
import { recordScreeningSession } from './handlers/screening-record';
import { happyPaths } from './happy-paths';
import { type DemoOperation, demoRoutes } from './routes';
import { sampleSession, sampleSessionBody } from './screening/sample-session';
import { DEMO_TABLES } from './tables';
import { ADMIN_ID, call, CUSTOMER_ID, DOCTOR_ID } from './test-utils';

/**
 * What the browser keeps across a reload (docs/demo-api.md, "The table registry"): the tables the
 * registry marks changeable. A table a call writes but the registry does not mark would lose its
 * edits on reload, and nothing else would notice: these tests do.
 */

const CHANGEABLE = new Set<string>(DEMO_TABLES.changeable);

/** One call of the sweep and the tables it wrote. */
interface Write {
  operation: string;
  role: string;
  status: number;
  tables: readonly string[];
}

/** "updateCountry as the administrator wrote clinics": the writes to tables a snapshot leaves out. */
const unpersisted = (writes: readonly Write[], changeable: ReadonlySet<string>): string[] =>
  writes.flatMap(({ operation, role, tables }) =>
    tables.filter((table) => !changeable.has(table)).map((table) => `${operation} as ${role} wrote ${table}`),
  );

/**
 * Proxies over every table, at any depth, that note which table each write lands in. Installed on
 * the database's `tables` record (the one its getters read, src/mocks/table-registry.ts).
 */
const watchWrites = (db: DemoDb): Set<string> => {
  const written = new Set<string>();
  const proxies = new WeakMap<object, object>();
  const watched = (value: unknown, table: string): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const known = proxies.get(value);
    if (known) return known;
    const proxy = new Proxy(value, {
      get: (target, key, receiver) => watched(Reflect.get(target, key, receiver), table),
      set: (target, key, next, receiver) => {
        written.add(table);
        return Reflect.set(target, key, next, receiver);
      },
      defineProperty: (target, key, descriptor) => {
        written.add(table);
        return Reflect.defineProperty(target, key, descriptor);
      },
      deleteProperty: (target, key) => {
        written.add(table);
        return Reflect.deleteProperty(target, key);
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  // Seeded on first read: done before watching, so that only the calls' writes count.
  expect([db.telemedicine, db.screening]).not.toContain(null);
  const tables = Reflect.get(db, 'tables') as Record<string, unknown>;
  Reflect.set(
    db,
    'tables',
    Object.fromEntries(Object.entries(tables).map(([name, value]) => [name, watched(value, name)])),
  );
  // The place index holds the places themselves: rebuilt from the watched ones.
  db.reindexGeography();
  return written;
};

/**
 * The screening sessions and results: derived on first use from the seed and the sessions kiosks
 * recorded (`recordedSessions`, the only writer); no call of the API writes them.
 */
const screeningText = (db: DemoDb): string =>
  JSON.stringify({ sessions: db.screening.sessions, results: db.screening.results });

const ROLES = [
  ['the administrator', ADMIN_ID],
  ['the demo customer', CUSTOMER_ID],
  ['the demo doctor', DOCTOR_ID],
] as const;

/**
 * The demo controls that change data without a call of the API (docs/demo-api.md, "Control
 * routes"): the kiosk's recorded screening session, on a fresh database.
 */
const sweepControls = (): Write[] => {
  const db = createDemoDb({ arrivalSeconds: 0 });
  const body = sampleSessionBody(sampleSession(db));
  const written = watchWrites(db);
  const { status } = recordScreeningSession(db, body);
  return [{ operation: 'recordScreeningSession', role: 'the kiosk', status, tables: [...written].sort() }];
};

/** Every happy path of every operation (src/mocks/happy-paths.ts), as each role, on a fresh database each. */
const sweep = async (): Promise<{ writes: Write[]; screeningChanged: string[]; controls: Write[] }> => {
  const writes: Write[] = [];
  const screeningChanged: string[] = [];
  for (const [role, userId] of ROLES) {
    const db = createDemoDb({ arrivalSeconds: 0 });
    server.use(createDemoDispatcher(db));
    const requests = happyPaths(db);
    const written = watchWrites(db);
    const screening = screeningText(db);
    for (const [operation, request] of Object.entries(requests)) {
      const { method } = demoRoutes[operation as DemoOperation];
      written.clear();
      const result = await call(request.path, { method, token: db.issueToken(userId), body: request.body });
      writes.push({ operation, role, status: result.status, tables: [...written].sort() });
    }
    if (screeningText(db) !== screening) screeningChanged.push(role);
    server.resetHandlers();
  }
  return { writes, screeningChanged, controls: sweepControls() };
};

describe('every table a call writes is kept across a reload', () => {
  let result: Awaited<ReturnType<typeof sweep>> | undefined;
  const swept = async () => (result ??= await sweep());

  it('every table the happy paths and the demo controls write, as any role, is marked changeable', async () => {
    const { writes, controls } = await swept();
    expect(unpersisted([...writes, ...controls], CHANGEABLE)).toEqual([]);
    expect(controls.map(({ status }) => status)).toEqual([200]);
  }, 60_000);

  it('no call writes the screening data, which is derived from the seed and never kept', async () => {
    expect((await swept()).screeningChanged).toEqual([]);
  }, 60_000);

  it('every call that writes a table is marked `mutates` (the browser saves before it answers)', async () => {
    const mutating = new Set(demoRouteDefinitions.filter((route) => route.mutates).map((r) => r.operation));
    const unmarked = (await swept()).writes
      .filter(({ operation, tables }) => tables.length > 0 && !mutating.has(operation as DemoOperation))
      .map(({ operation, role, tables }) => `${operation} as ${role} wrote ${tables.join(', ')}`);
    expect(unmarked).toEqual([]);
  }, 60_000);

  it('the sweep is not vacuous: it writes every changeable table, and every mutating call writes', async () => {
    const { writes, controls } = await swept();
    const written = new Set([...writes, ...controls].flatMap(({ tables }) => tables));
    expect([...written].sort()).toEqual([...CHANGEABLE].sort());
    // Sign-in and sign-out change sessions, which a snapshot keeps beside the tables.
    const sessions = new Set<string>(['loginDashboard', 'logout']);
    const silent = demoRouteDefinitions
      .filter(({ operation, mutates }) => mutates && !sessions.has(operation))
      .map(({ operation }) => operation)
      .filter(
        (operation) => !writes.some((write) => write.operation === operation && write.tables.length > 0),
      );
    expect(silent).toEqual([]);
  }, 60_000);

  it('the check names a write to a table the registry does not mark changeable', () => {
    const writes: Write[] = [
      { operation: 'createSupportQuery', role: 'the demo customer', status: 200, tables: ['supportQueries'] },
      { operation: 'createCamp', role: 'the demo customer', status: 200, tables: ['camps'] },
    ];
    expect(unpersisted(writes, new Set(['camps']))).toEqual([
      'createSupportQuery as the demo customer wrote supportQueries',
    ]);
  });
});

describe('a snapshot', () => {
  /** A change any table can take: one more row, or one more field. */
  const change = (value: unknown, name: string): void => {
    if (Array.isArray(value)) value.push(structuredClone(value[0]));
    else (value as Record<string, unknown>)[`changed_${name}`] = true;
  };

  it('holds exactly the changeable tables, and each comes back after a reload with its changes', () => {
    const db = createDemoDb({ arrivalSeconds: 0 });
    // A row for the tables the seed leaves empty (a recorded screening session) to copy.
    expect(recordScreeningSession(db, sampleSessionBody(sampleSession(db))).status).toBe(200);
    for (const name of DEMO_TABLES.names) change(db[name], name);
    const snapshot = JSON.parse(JSON.stringify(db.snapshot())) as ReturnType<DemoDb['snapshot']>;
    expect(Object.keys(snapshot.tables).sort()).toEqual([...CHANGEABLE].sort());

    const reloaded = createDemoDb({ arrivalSeconds: 0 });
    expect(reloaded.restore(snapshot)).toBe(true);
    const seeded = createDemoDb({ arrivalSeconds: 0 });
    for (const name of DEMO_TABLES.names) {
      const expected = CHANGEABLE.has(name) ? db[name] : seeded[name];
      expect(reloaded[name], name).toEqual(expected);
    }
  });

  it('is refused when a changeable table is missing (unless it may be) or has another shape', () => {
    const snapshot = createDemoDb().snapshot();
    const optional = new Set<string>(DEMO_TABLES.optional);
    expect([...optional]).toEqual(['recordedSessions']);
    for (const name of DEMO_TABLES.changeable) {
      const { [name]: _dropped, ...rest } = snapshot.tables;
      const missing = { ...snapshot, tables: rest };
      expect(createDemoDb().restore(missing), `without ${name}`).toBe(optional.has(name));
      const reshaped = { ...snapshot.tables, [name]: 'not a table' };
      expect(createDemoDb().restore({ ...snapshot, tables: reshaped }), `${name} as text`).toBe(false);
    }
  });
});
