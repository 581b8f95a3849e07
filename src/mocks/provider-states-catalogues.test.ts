import { beforeEach, describe, expect, it } from 'vitest';

import { CATALOGUE_EXAMPLES, seededWriteOf } from './catalogues/examples';
import type { DemoDb } from './db';
import { runProviderState } from './provider-states';
import { ADMIN_ID, call, messageOf, serveDemoDb } from './test-utils';

let db: DemoDb;
let token: string;
beforeEach(() => {
  db = serveDemoDb();
  token = db.issueToken(ADMIN_ID);
});

const setUp = (state: string, params: Record<string, unknown>) => {
  const outcome = runProviderState(db, { state, params, action: 'setup' });
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
  return outcome.body;
};

describe.each(CATALOGUE_EXAMPLES)(
  'the catalogue states of /v3/$segment/',
  ({ segment, table, fresh, uniqueField = 'name' }) => {
    const send = (method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown) =>
      call(`/v3/${segment}/${path}`, { method, token, body });
    const rows = () => db.catalogues[table] as unknown as Array<Record<string, unknown>>;

    it('a record exists: answers its id and current version, and an edit from that version is saved', async () => {
      const { id, version } = setUp('a catalogue record exists', { catalogue: segment, id: 1 });
      expect(id).toBe(1);
      const saved = await send('PUT', '1', { ...seededWriteOf(table), version });
      expect(saved.status, messageOf(saved)).toBe(200);
    });

    it('a record was changed since version 1: an edit from version 1 is refused as stale (409)', async () => {
      setUp('a catalogue record was changed since version 1', { catalogue: segment, id: 1 });
      expect((await send('PUT', '1', { ...seededWriteOf(table), version: 1 })).status).toBe(409);
    });

    it('a record like this one can be created: the create is saved, even where the seed had its values', async () => {
      const clashing = rows()[1] ?? rows()[0];
      if (clashing) Object.assign(clashing, fresh);
      setUp('a catalogue record like this one can be created', { catalogue: segment, ...fresh });
      const created = await send('POST', '', fresh);
      expect(created.status, messageOf(created)).toBe(200);
    });

    it('a record with these values exists: a create of them is refused with the unique field (422)', async () => {
      setUp('a catalogue record with these values exists', { catalogue: segment, ...fresh });
      const refused = await send('POST', '', fresh);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ field: uniqueField });
    });

    it('a record nothing uses exists: answers a new copy of record 1, which can be disabled', async () => {
      const count = rows().length;
      const { id } = setUp('a catalogue record nothing uses exists', { catalogue: segment });
      expect(rows()).toHaveLength(count + 1);
      const disabled = await send('PUT', `${String(id)}/status`, { status: false });
      expect(disabled.status, messageOf(disabled)).toBe(200);
    });
  },
);

describe('the catalogue states', () => {
  it('report an unknown catalogue as a 500 with the reason', () => {
    const outcome = runProviderState(db, {
      state: 'a catalogue record exists',
      params: { catalogue: 'nope' },
    });
    expect(outcome.status).toBe(500);
    expect(String(outcome.body.message)).toContain('"nope"');
  });
});
