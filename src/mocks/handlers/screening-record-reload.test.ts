import { afterEach, describe, expect, it } from 'vitest';

import { server } from '@tests/msw/server';

import { createDemoDb, type DemoDb, type DemoSnapshot } from '../db';
import { createDemoDispatcher } from '../handlers';
import { sampleSession, sampleSessionBody } from '../screening/sample-session';
import { ADMIN_ID, call } from '../test-utils';
import { recordScreeningSession } from './screening-record';
import { dayNumber, usedBetween } from './stock-usage';

/**
 * A recorded screening session survives a browser reload (docs/demo-api.md, "In the browser"): it is
 * kept in `recordedSessions`, saved with the other changes, and replayed into the screening data
 * when the reloaded database seeds it, so Patient Details, Results, the Summary and stock usage show
 * it again. A reset drops it. A reload is simulated as in ../persistence.test.ts: the snapshot
 * through JSON (IndexedDB keeps a copy), restored into a fresh database.
 */

const NOW = new Date('2026-11-28T10:30:00.000Z');
const TODAY = '2026-11-28';
const fresh = (): DemoDb => createDemoDb({ now: () => NOW, arrivalSeconds: 0 });

const reload = (db: DemoDb): DemoDb => {
  const reloaded = fresh();
  const stored = JSON.parse(JSON.stringify(db.snapshot())) as DemoSnapshot;
  expect(reloaded.restore(stored, { copy: false })).toBe(true);
  return reloaded;
};

const record = (db: DemoDb) => {
  const sample = sampleSession(db);
  const answer = recordScreeningSession(db, sampleSessionBody(sample));
  if (answer.status !== 200) throw new Error(answer.body.message);
  return { sample, ...answer.body };
};

/** What the screens read: the patient's sessions and results, today's Summary, the clinic's use today. */
const seen = async (db: DemoDb, patientId: number, clinicId: number) => {
  server.use(createDemoDispatcher(db));
  const token = db.issueToken(ADMIN_ID);
  const sessions = await call('/v3/screening-session/filter', {
    token,
    body: { patient_id: patientId, page: 1, limit: 10 },
  });
  const results = await call('/v3/result/filter', {
    token,
    body: { patient_id: patientId, page: 1, limit: 10, start_date: TODAY, end_date: TODAY },
  });
  const summary = await call('/v3/summary/filter', {
    token,
    body: { page: 1, limit: 5, start_date: TODAY, end_date: TODAY },
  });
  server.resetHandlers();
  const today = dayNumber(TODAY);
  const used = db.consumables.map((consumable) => usedBetween(db, clinicId, consumable, today, today + 1));
  return {
    newestSession: (sessions.data as { records: Array<{ id: number; started_at: string }> }).records[0],
    results: (results.data as { records: Array<{ session_id: number; label: string }> }).records,
    summarySessions: (summary.data as { sessions: number }).sessions,
    used,
  };
};

afterEach(() => server.resetHandlers());

describe('a recorded screening session after a reload', () => {
  it('is back in the patient’s sessions and results, the Summary’s counts and stock usage', async () => {
    const db = fresh();
    const { sample, session, results } = record(db);
    const before = await seen(db, sample.patient_id, sample.clinic_id);
    expect(before.newestSession).toMatchObject({ id: session.id, started_at: NOW.toISOString() });
    expect(before.summarySessions).toBe(1);
    expect(before.used.some((units) => units > 0)).toBe(true);

    const reloaded = reload(db);
    expect(reloaded.recordedSessions).toHaveLength(1);
    const after = await seen(reloaded, sample.patient_id, sample.clinic_id);
    expect(after).toEqual(before);
    expect(after.results.map((row) => row.label).sort()).toEqual(results.map((row) => row.label).sort());
    expect(reloaded.screening.sessions[session.id - 1]).toEqual(session);
  });

  it('is gone after a reset, and after a reload of the reset data', async () => {
    const db = fresh();
    const { sample } = record(db);
    db.reset();
    expect(db.recordedSessions).toEqual([]);
    const untouched = await seen(fresh(), sample.patient_id, sample.clinic_id);
    expect(await seen(db, sample.patient_id, sample.clinic_id)).toEqual(untouched);
    expect(untouched.summarySessions).toBe(0);
    expect(await seen(reload(db), sample.patient_id, sample.clinic_id)).toEqual(untouched);
  });

  it('takes the next ids when the seed holds another number of sessions (a reload on another day)', () => {
    const db = fresh();
    record(db);
    const { session } = record(db);
    const stored = JSON.parse(JSON.stringify(db.snapshot())) as DemoSnapshot;
    // One recorded session fewer before it: its stored ids are one past the seed's.
    stored.tables.recordedSessions.shift();
    const reloaded = fresh();
    expect(reloaded.restore(stored)).toBe(true);
    const replayed = reloaded.screening.sessions.at(-1);
    expect(replayed).toMatchObject({ id: session.id - 1, started_at: session.started_at });
    expect(reloaded.screening.sessions[(replayed?.id ?? 0) - 1]).toBe(replayed);
    const results = reloaded.screening.resultsBySession.get(replayed?.id ?? 0) ?? [];
    expect(results.map((row) => row.session_id)).toEqual([session.id - 1, session.id - 1, session.id - 1]);
    expect(results.map((row) => row.id)).toEqual(reloaded.screening.results.slice(-3).map((row) => row.id));
  });

  it('a snapshot saved before recorded sessions were kept restores with none (no SEED_VERSION bump)', () => {
    const db = fresh();
    const { recordedSessions: _none, ...older } = db.snapshot().tables;
    const reloaded = fresh();
    expect(reloaded.restore({ ...db.snapshot(), tables: older })).toBe(true);
    expect(reloaded.recordedSessions).toEqual([]);
  });

  it('a restore keeps the built screening data when the recorded sessions are the same', () => {
    const db = fresh();
    record(db);
    const screening = db.screening;
    expect(db.restore(db.snapshot())).toBe(true);
    expect(db.screening).toBe(screening);
    const other = fresh();
    const built = other.screening;
    expect(other.restore(db.snapshot())).toBe(true);
    expect(other.screening).not.toBe(built);
    expect(other.screening.sessions).toHaveLength(built.sessions.length + 1);
  });
});
