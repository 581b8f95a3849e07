import { describe, expect, it } from 'vitest';

import { createDemoDb } from './db';

describe('DemoDb', () => {
  it('keeps changes, tokens included, through a snapshot, and only for the same scale', () => {
    const db = createDemoDb();
    const token = db.issueToken(2);
    db.addCamp({
      name: 'Snapshot camp',
      start_date: '2026-03-01T00:00:00.000Z',
      end_date: '2026-03-02T00:00:00.000Z',
      location_id: 5,
      user_id: 2,
      status: true,
      camp_status: true,
    });
    db.assignments[0]!.status = false;
    const snapshot = JSON.parse(JSON.stringify(db.snapshot())) as unknown;

    const fresh = createDemoDb();
    expect(fresh.restore(snapshot)).toBe(true);
    expect(fresh.camps.at(-1)?.name).toBe('Snapshot camp');
    expect(fresh.assignments[0]?.status).toBe(false);
    expect(fresh.userForToken(token)?.id).toBe(2);

    expect(createDemoDb({ scale: 2 }).restore(snapshot)).toBe(false);
    expect(createDemoDb().restore({ version: 0 })).toBe(false);
    expect(createDemoDb().restore('garbage')).toBe(false);
  });

  it('takes a snapshot nobody else holds as it is (copy: false), and clones one by default', () => {
    const source = createDemoDb();
    source.camps[0]!.name = 'Changed camp';
    const snapshot = source.snapshot();

    const taken = createDemoDb();
    expect(taken.restore(snapshot, { copy: false })).toBe(true);
    expect(taken.camps).toBe(snapshot.tables.camps);
    expect(taken.camps[0]?.name).toBe('Changed camp');

    const cloned = createDemoDb();
    expect(cloned.restore(snapshot)).toBe(true);
    expect(cloned.camps).not.toBe(snapshot.tables.camps);
    expect(cloned.camps).toEqual(snapshot.tables.camps);
  });

  it('resets to the seed, keeping sessions only when asked', () => {
    const db = createDemoDb();
    const token = db.issueToken(1);
    db.camps.splice(0);
    db.reset({ keepTokens: true });
    expect(db.camps).toEqual(createDemoDb().camps);
    expect(db.userForToken(token)).toBeDefined();
    db.reset();
    expect(db.userForToken(token)).toBeUndefined();
  });

  it('gives new camps and assignments the next free id', () => {
    const db = createDemoDb();
    const camp = db.addCamp({ ...db.camps[0]!, name: 'Next' });
    expect(camp.id).toBe(db.camps.length);
    const row = db.addAssignment({ camp_id: camp.id, clinic_id: 1, group_id: 1 });
    expect(row).toMatchObject({ assign_id: db.assignments.length, status: true });
  });
});
