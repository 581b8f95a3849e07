import type { QueryRecord, Settings } from '@/generated/model';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, CUSTOMER_ID, DOCTOR_ID, messageOf, serveDemoDb, totalCount } from '../test-utils';

const NOW = new Date('2026-06-01T10:00:00Z');
const MINUTE = 60_000;
let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => NOW });
  admin = db.issueToken(ADMIN_ID);
});

const read = async (token = admin) => (await call('/v3/settings', { method: 'GET', token })).data as Settings;
const save = (body: unknown, token = admin) => call('/v3/settings', { method: 'PUT', body, token });
/** The settings as read, with `change` applied, as Save sends them. */
const edit = async (change: Partial<Settings>) => {
  const { updated_at: _at, updated_by: _by, ...values } = await read();
  return { ...values, ...change };
};

describe('settings (docs/settings.md)', () => {
  it('reads the defaults for every signed-in user', async () => {
    for (const id of [ADMIN_ID, CUSTOMER_ID, DOCTOR_ID]) {
      const settings = await read(db.issueToken(id));
      expect(settings).toMatchObject({
        heartbeat_minutes: 30,
        reorder_lead_days: 7,
        reorder_safety_days: 3,
        currency: 'INR',
        inactive_days: 90,
        version: 1,
        updated_by: null,
      });
      expect(settings.sla.urgent).toEqual({ first_response: 60, resolution: 480 });
    }
    expect((await call('/v3/settings', { method: 'GET' })).status).toBe(401);
  });

  it('saves from the version read, and says who saved', async () => {
    const result = await save(await edit({ heartbeat_minutes: 45, currency: 'USD' }));
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      heartbeat_minutes: 45,
      currency: 'USD',
      version: 2,
      updated_at: NOW.toISOString(),
      updated_by: { id: ADMIN_ID, name: 'Asha Rao' },
    });
    expect(await read()).toMatchObject({ heartbeat_minutes: 45, version: 2 });
  });

  it('answers 409 with the settings now for a stale version', async () => {
    const stale = await edit({ inactive_days: 30 });
    await save(await edit({ reorder_lead_days: 10 }));
    const result = await save(stale);
    expect(result.status).toBe(409);
    const body = result.body as { message: string; current: Settings };
    expect(body.message).toBe('The settings were changed by someone else while you were editing them.');
    expect(body.current).toMatchObject({
      reorder_lead_days: 10,
      version: 2,
      updated_by: { name: 'Asha Rao' },
    });
    expect((await read()).inactive_days).toBe(90);
  });

  it('refuses a value out of its range with 422 on its field', async () => {
    const cases: [Partial<Settings>, string, string][] = [
      [
        { heartbeat_minutes: 4 },
        'heartbeat_minutes',
        'Heartbeat staleness must be a whole number from 5 to 1440 minutes.',
      ],
      [
        { heartbeat_minutes: 1441 },
        'heartbeat_minutes',
        'Heartbeat staleness must be a whole number from 5 to 1440 minutes.',
      ],
      [
        { reorder_lead_days: 0 },
        'reorder_lead_days',
        'Reorder lead time must be a whole number from 1 to 90 days.',
      ],
      [
        { reorder_safety_days: 61 },
        'reorder_safety_days',
        'Safety days must be a whole number from 0 to 60 days.',
      ],
      [{ inactive_days: 6 }, 'inactive_days', 'Inactivity period must be a whole number from 7 to 365 days.'],
      [{ currency: 'XYZ' as Settings['currency'] }, 'currency', 'Choose a currency from the list.'],
    ];
    for (const [change, field, message] of cases) {
      const result = await save(await edit(change));
      expect(result.status, field).toBe(422);
      expect(result.body).toMatchObject({ field, message });
    }
    const sla = (await read()).sla;
    const result = await save(
      await edit({ sla: { ...sla, high: { first_response: 10, resolution: 1440 } } }),
    );
    expect(result.body).toMatchObject({
      field: 'sla.high.first_response',
      message: 'First response target (high) must be a whole number from 15 to 43200 minutes.',
    });
    expect((await read()).version).toBe(1);
  });

  it('lets only administrators save (403), and checks the body (400)', async () => {
    const body = await edit({ heartbeat_minutes: 40 });
    const refused = await save(body, db.issueToken(CUSTOMER_ID));
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe('Only administrators can change the settings.');
    expect((await save({ ...body, heartbeat_minutes: 'soon' })).status).toBe(400);
    expect((await read()).version).toBe(1);
  });
});

describe('the effect of a setting elsewhere', () => {
  it('changing heartbeat_minutes changes the out-of-sync count of the monitor call', async () => {
    const outOfSync = async () =>
      totalCount(
        await call('/v3/clinic/filter', {
          body: { status: true, page: 1, limit: 10, monitor: 'clinics-not-synced' },
          token: admin,
        }),
      );
    const before = await outOfSync();
    // A clinic in sync gets one quiet kiosk, silent for 40 minutes: past the default 30, within 60.
    const kiosk = db.kiosks.find(
      (row) =>
        row.status === 'deployed' &&
        row.clinic_id !== null &&
        db.clinic(row.clinic_id)?.status &&
        !db.kiosks.some((other) => other.clinic_id === row.clinic_id && other.quiet),
    );
    if (!kiosk) throw new Error('no clinic in sync');
    kiosk.quiet = true;
    kiosk.last_heartbeat_at = new Date(NOW.getTime() - 40 * MINUTE).toISOString();
    const silent = await outOfSync();
    expect(silent).toBe(before + 1);
    await save(await edit({ heartbeat_minutes: 60 }));
    expect(await outOfSync()).toBe(before);
  });

  it('changing the SLA target changes a query’s left_minutes', async () => {
    const query = db.queries.find((row) => row.status === 'open' && !row.waiting_on_customer);
    if (!query) throw new Error('no open query');
    const leftOf = async () =>
      ((await call(`/v3/query/${query.id}`, { method: 'GET', token: admin })).data as QueryRecord).sla;
    const before = await leftOf();
    const settings = await read();
    const target = settings.sla[query.priority];
    const clock = before.clock === 'first_response' ? 'first_response' : 'resolution';
    await save(
      await edit({
        sla: { ...settings.sla, [query.priority]: { ...target, [clock]: target[clock] + 120 } },
      }),
    );
    const after = await leftOf();
    expect(after.target_minutes).toBe((before.target_minutes ?? 0) + 120);
    expect(after.left_minutes).toBe((before.left_minutes ?? 0) + 120);
  });
});
