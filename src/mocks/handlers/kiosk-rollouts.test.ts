import { beforeEach, describe, expect, it } from 'vitest';

import type { KioskRolloutRecord, KioskRolloutRow } from '@/generated/model';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, CUSTOMER_ID, DOCTOR_ID, messageOf, records, serveDemoDb } from '../test-utils';
import { firstShare, kioskConfigOf } from './kiosk-rollout-sim';

const START = Date.parse('2026-06-01T10:00:00Z');
const MINUTE = 60_000;

let db: DemoDb;
let clock: number;
let admin: string;
beforeEach(() => {
  clock = START;
  db = serveDemoDb({ now: () => new Date(clock) });
  admin = db.issueToken(ADMIN_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const put = (path: string, body: unknown, token = admin) => call(path, { method: 'PUT', body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });
const rolloutOf = (result: { data: unknown }) => result.data as KioskRolloutRecord;

/** An active clinic with at least `count` deployed, reporting kiosks. */
const clinicWith = (count: number) => {
  const clinic = db.clinics.find(
    (row) =>
      row.status &&
      db.kiosks.filter((k) => k.clinic_id === row.id && k.status === 'deployed' && !k.quiet).length >= count,
  );
  if (!clinic) throw new Error('no such clinic');
  return clinic;
};
const create = (body: Record<string, unknown>) =>
  post('/v3/kiosk-rollout/', { target_id: null, kiosk_ids: [], staged_percent: null, ...body });

describe('the seeded rollouts (docs/kiosk-rollouts.md)', () => {
  it('lists a done clinic rollout and a staged one to the demo customer, newest first', async () => {
    const result = await post('/v3/kiosk-rollout/filter', { page: 1, limit: 10 });
    const rows = records<KioskRolloutRow>(result);
    expect(rows.map((row) => [row.target.kind, row.status])).toEqual([
      ['customer', 'staged'],
      ['clinic', 'done'],
    ]);
    const staged = rows[0]!;
    expect(staged.target.id).toBe(CUSTOMER_ID);
    expect(staged.counts.held + staged.counts.applied + staged.counts.failed + staged.counts.pending).toBe(
      staged.target.kiosk_count,
    );
    expect(staged.counts.held).toBeGreaterThan(0);
  });
});

describe('the simulation is deterministic on the demo clock', () => {
  it('sends, then settles each reporting kiosk within 10 minutes; the kiosk shows it', async () => {
    const clinic = clinicWith(1);
    const kiosks = db.kiosks.filter((k) => k.clinic_id === clinic.id && k.status !== 'retired');
    const created = rolloutOf(await create({ config_id: 3, target_kind: 'clinic', target_id: clinic.id }));
    expect(created.counts.pending).toBe(kiosks.length);
    expect(
      created.kiosks.every((k) => k.state === 'pending' && k.sent_at === new Date(START).toISOString()),
    ).toBe(true);
    const kiosk = kiosks.find((k) => k.status === 'deployed' && !k.quiet)!;
    expect(kioskConfigOf(db, kiosk).target_id).toBe(3);
    clock = START + 10 * MINUTE;
    const later = rolloutOf(await get(`/v3/kiosk-rollout/${created.id}`));
    const again = rolloutOf(await get(`/v3/kiosk-rollout/${created.id}`));
    expect(again.kiosks).toEqual(later.kiosks);
    const row = later.kiosks.find((k) => k.id === kiosk.id)!;
    expect(['applied', 'failed']).toContain(row.state);
    const shown = (await get(`/v3/kiosk/${kiosk.id}`)).data as { config_target: { id: number } };
    expect(shown.config_target.id).toBe(3);
    if (row.state === 'applied') expect(kioskConfigOf(db, kiosk).applied_id).toBe(3);
  });

  it('keeps kiosks that are not deployed, or quiet, pending', async () => {
    const quiet = db.kiosks.find((k) => k.quiet)!;
    const stock = db.kiosks.find((k) => k.status === 'in_stock')!;
    const created = rolloutOf(
      await create({ config_id: 2, target_kind: 'kiosks', kiosk_ids: [quiet.id, stock.id] }),
    );
    clock = START + 60 * MINUTE;
    const later = rolloutOf(await get(`/v3/kiosk-rollout/${created.id}`));
    expect(later.counts).toEqual({ applied: 0, pending: 2, failed: 0, held: 0 });
    expect(later.target.name).toBe('2 kiosks');
    expect(later.status).toBe('rolling_out');
  });

  it('fails a fixed few: the same kiosks every run', async () => {
    const ids = db.kiosks
      .filter((k) => k.status === 'deployed' && !k.quiet)
      .map((k) => k.id)
      .slice(0, 60);
    const created = rolloutOf(await create({ config_id: 2, target_kind: 'kiosks', kiosk_ids: ids }));
    clock = START + 11 * MINUTE;
    const later = rolloutOf(await get(`/v3/kiosk-rollout/${created.id}`));
    expect(later.counts.pending).toBe(0);
    expect(later.counts.failed).toBeGreaterThan(0);
    expect(later.counts.failed).toBeLessThan(10);
    expect(later.status).toBe('done');
  });
});

describe('a staged rollout', () => {
  it('sends a fixed share first, and the rest on Continue', async () => {
    const ids = db.kiosks
      .filter((k) => k.status === 'deployed')
      .map((k) => k.id)
      .slice(0, 20);
    const created = rolloutOf(
      await create({ config_id: 2, target_kind: 'kiosks', kiosk_ids: ids, staged_percent: 25 }),
    );
    expect(created.status).toBe('staged');
    expect(created.counts.held).toBe(15);
    const first = created.kiosks.filter((k) => k.state !== 'held').map((k) => k.id);
    expect(new Set(first)).toEqual(firstShare(db.kioskRollouts.find((row) => row.id === created.id)!));
    expect(created.allowed_actions).toContain('continue');
    clock = START + 5 * MINUTE;
    const continued = rolloutOf(
      await put(`/v3/kiosk-rollout/${created.id}/continue`, { version: created.version }),
    );
    expect(continued.counts.held).toBe(0);
    expect(continued.continued_at).toBe(new Date(clock).toISOString());
    expect(continued.version).toBe(created.version + 1);
    const twice = await put(`/v3/kiosk-rollout/${created.id}/continue`, { version: continued.version });
    expect(twice.status).toBe(409);
    expect(messageOf(twice)).toMatch(/not staged any more/);
  });

  it('refuses a share outside 1-99 (422 on staged_percent)', async () => {
    const clinic = clinicWith(1);
    const result = await create({
      config_id: 2,
      target_kind: 'clinic',
      target_id: clinic.id,
      staged_percent: 100,
    });
    expect(result.status).toBe(422);
    expect((result.body as { field?: string }).field).toBe('staged_percent');
  });
});

describe('versions, diff and rollback', () => {
  it('numbers rollouts per target and diffs against the previous configuration', async () => {
    const clinic = clinicWith(1);
    const one = rolloutOf(await create({ config_id: 3, target_kind: 'clinic', target_id: clinic.id }));
    const two = rolloutOf(await create({ config_id: 2, target_kind: 'clinic', target_id: clinic.id }));
    expect(two.rollout_version).toBe(one.rollout_version + 1);
    expect(two.previous_config?.id).toBe(3);
    expect(two.diff).toContainEqual({
      field: 'name',
      label: 'Name',
      from: 'Corporate wellness',
      to: 'Diabetes camp',
    });
    expect(two.diff).toContainEqual({
      field: 'idle_timeout_seconds',
      label: 'Idle timeout (seconds)',
      from: '90',
      to: '180',
    });
  });

  it('a preview saves nothing', async () => {
    const clinic = clinicWith(1);
    const before = db.kioskRollouts.length;
    const preview = rolloutOf(
      await create({ config_id: 3, target_kind: 'clinic', target_id: clinic.id, preview: true }),
    );
    expect(preview.id).toBe(0);
    expect(preview.kiosks_total).toBeGreaterThan(0);
    expect(db.kioskRollouts).toHaveLength(before);
  });

  it('rolls back to the previous configuration, linked, and the kiosks get it again', async () => {
    const clinic = clinicWith(1);
    const kiosk = db.kiosks.find((k) => k.clinic_id === clinic.id && k.status === 'deployed')!;
    const before = kioskConfigOf(db, kiosk).target_id;
    const sent = rolloutOf(
      await create({ config_id: before === 3 ? 2 : 3, target_kind: 'clinic', target_id: clinic.id }),
    );
    expect(sent.previous_config?.id).toBe(before);
    clock = START + MINUTE;
    const back = rolloutOf(await put(`/v3/kiosk-rollout/${sent.id}/rollback`, { version: sent.version }));
    expect(back.config.id).toBe(before);
    expect(back.rollback_of_id).toBe(sent.id);
    expect(kioskConfigOf(db, kiosk).target_id).toBe(before);
    const old = rolloutOf(await get(`/v3/kiosk-rollout/${sent.id}`));
    expect(old.status).toBe('rolled_back');
    expect(old.rolled_back_by_id).toBe(back.id);
    const again = await put(`/v3/kiosk-rollout/${sent.id}/rollback`, { version: old.version });
    expect(again.status).toBe(409);
  });

  it('answers 409 with the rollout now for a stale version', async () => {
    const [seeded] = records<KioskRolloutRow>(await post('/v3/kiosk-rollout/filter', { page: 1, limit: 1 }));
    const result = await put(`/v3/kiosk-rollout/${seeded!.id}/continue`, { version: seeded!.version + 1 });
    expect(result.status).toBe(409);
    expect((result.body as { current: KioskRolloutRecord }).current.id).toBe(seeded!.id);
  });
});

describe('refusals (403, 404, 422)', () => {
  it('is for administrators only, without the data', async () => {
    for (const id of [CUSTOMER_ID, DOCTOR_ID]) {
      const token = db.issueToken(id);
      const list = await post('/v3/kiosk-rollout/filter', { page: 1, limit: 10 }, token);
      expect(list.status).toBe(403);
      const one = await get('/v3/kiosk-rollout/1', token);
      expect(one.status).toBe(403);
      expect(Object.keys(one.body as object).sort()).toEqual(['error', 'message']);
      expect((await create({ config_id: 1, target_kind: 'customer', target_id: CUSTOMER_ID })).status).toBe(
        200,
      );
      expect(
        (
          await post(
            '/v3/kiosk-rollout/',
            {
              config_id: 1,
              target_kind: 'customer',
              target_id: CUSTOMER_ID,
              kiosk_ids: [],
              staged_percent: null,
            },
            token,
          )
        ).status,
      ).toBe(403);
    }
  });

  it('answers 404 for an unknown rollout', async () => {
    expect((await get('/v3/kiosk-rollout/999')).status).toBe(404);
    expect((await put('/v3/kiosk-rollout/999/rollback', { version: 1 })).status).toBe(404);
  });

  it('refuses a disabled configuration, an empty target and a retired kiosk', async () => {
    db.catalogues.kioskConfigs[1]!.status = false;
    const clinic = clinicWith(1);
    const disabled = await create({ config_id: 2, target_kind: 'clinic', target_id: clinic.id });
    expect([disabled.status, (disabled.body as { field?: string }).field]).toEqual([422, 'config_id']);
    const empty = db.clinics.find(
      (row) => row.status && !db.kiosks.some((k) => k.clinic_id === row.id && k.status !== 'retired'),
    );
    if (empty) {
      const none = await create({ config_id: 1, target_kind: 'clinic', target_id: empty.id });
      expect([none.status, (none.body as { field?: string }).field]).toEqual([422, 'target']);
    }
    const retired = db.kiosks.find((k) => k.status === 'retired')!;
    const gone = await create({ config_id: 1, target_kind: 'kiosks', kiosk_ids: [retired.id] });
    expect([gone.status, (gone.body as { field?: string }).field]).toEqual([422, 'kiosk_ids']);
    const nothing = await create({ config_id: 1, target_kind: 'kiosks', kiosk_ids: [] });
    expect([nothing.status, (nothing.body as { field?: string }).field]).toEqual([422, 'target']);
  });
});
