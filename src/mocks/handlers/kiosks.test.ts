import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { MAX_SCALE } from '../seed-records';
import { MAX_KIOSKS, seedKiosks } from '../seed-kiosks';
import {
  ADMIN_ID,
  call,
  CUSTOMER_ID,
  DOCTOR_ID,
  messageOf,
  records,
  serveDemoDb,
  totalCount,
} from '../test-utils';
import type { DemoKiosk } from '../types';

let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-06-01T10:00:00Z') });
  admin = db.issueToken(ADMIN_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const put = (path: string, body: unknown, token = admin) => call(path, { method: 'PUT', body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });
const ownerOf = (kiosk: DemoKiosk) => (kiosk.clinic_id === null ? null : db.clinic(kiosk.clinic_id)?.user_id);
const deployed = (mine: boolean) =>
  db.kiosks.find((k) => k.status === 'deployed' && (ownerOf(k) === CUSTOMER_ID) === mine) as DemoKiosk;

describe('the seeded fleet (docs/home-and-monitor.md, "Kiosk Inventory")', () => {
  it('has about 1.5 kiosks a clinic, some in stock, unique serials and a history each', () => {
    expect(db.kiosks.length / db.clinics.length).toBeGreaterThan(1.4);
    expect(db.kiosks.some((k) => k.status === 'in_stock' && k.clinic_id === null)).toBe(true);
    expect(new Set(db.kiosks.map((k) => k.serial_number)).size).toBe(db.kiosks.length);
    const withHistory = new Set(db.kioskEvents.map((event) => event.kiosk_id));
    expect(withHistory.size).toBe(db.kiosks.length);
    const quiet = db.kiosks.filter((k) => k.quiet);
    expect(quiet.length).toBeGreaterThan(0);
    expect(quiet.length).toBeLessThan(db.kiosks.length / 10);
  });

  it('reaches 3,000 kiosks and 30,000 events at DEMO_SCALE=max (2,000 clinics)', () => {
    const clinics = Array.from({ length: 2000 }, (_, index) => ({
      ...db.clinics[0],
      id: index + 1,
    })) as never;
    const fleet = seedKiosks(MAX_SCALE, Date.parse('2026-06-01T10:00:00Z'), clinics, db.catalogues);
    expect(fleet.kiosks).toHaveLength(MAX_KIOSKS);
    expect(fleet.kioskEvents.length).toBeGreaterThanOrEqual(30_000);
    expect(fleet.kioskEvents.length).toBeLessThan(33_000);
  });
});

describe('POST /v3/kiosk/filter', () => {
  it('gives administrators every kiosk, a customer only theirs, a doctor none', async () => {
    const all = await post('/v3/kiosk/filter', { page: 1, limit: 10 });
    expect(totalCount(all)).toBe(db.kiosks.length);
    const mine = await post('/v3/kiosk/filter', { page: 1, limit: 500 }, db.issueToken(CUSTOMER_ID));
    const ids = records<{ id: number; customer: { id: number } }>(mine);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((row) => row.customer.id === CUSTOMER_ID)).toBe(true);
    expect(totalCount(await post('/v3/kiosk/filter', { page: 1, limit: 10 }, db.issueToken(DOCTOR_ID)))).toBe(
      0,
    );
  });

  it('narrows by status, app out of date, silence and serial', async () => {
    const outOfDate = records<{ app_out_of_date: boolean; status: string }>(
      await post('/v3/kiosk/filter', { page: 1, limit: 500, app_out_of_date: true }),
    );
    expect(outOfDate.length).toBeGreaterThan(0);
    expect(outOfDate.every((row) => row.app_out_of_date && row.status === 'deployed')).toBe(true);
    const silent = records<{ last_heartbeat_at: string }>(
      await post('/v3/kiosk/filter', { page: 1, limit: 500, silent_minutes: 30 }),
    );
    const cutoff = Date.parse('2026-06-01T09:30:00Z');
    // Quiet kiosks that stopped before 09:30; those stopping later today still report at 10:00.
    const stopped = db.kiosks.filter(
      (k) => k.quiet && k.last_heartbeat_at !== null && Date.parse(k.last_heartbeat_at) < cutoff,
    );
    expect(silent.length).toBe(stopped.length);
    expect(db.kiosks.filter((k) => k.quiet).length).toBeGreaterThan(stopped.length);
    expect(silent.every((row) => Date.parse(row.last_heartbeat_at) < cutoff)).toBe(true);
    const one = await post('/v3/kiosk/filter', { page: 1, limit: 10, searchValue: 'ks-2025-00007' });
    expect(records<{ id: number }>(one).map((row) => row.id)).toEqual([7]);
  });
});

describe('GET /v3/kiosk/{id}', () => {
  it("refuses another customer's kiosk without its data, and a doctor", async () => {
    const foreign = deployed(false);
    const result = await get(`/v3/kiosk/${foreign.id}`, db.issueToken(CUSTOMER_ID));
    expect(result.status).toBe(403);
    expect(JSON.stringify(result.body)).not.toContain(foreign.serial_number);
    expect((await get(`/v3/kiosk/${deployed(true).id}`, db.issueToken(DOCTOR_ID))).status).toBe(403);
    expect((await get(`/v3/kiosk/${deployed(true).id}`, db.issueToken(CUSTOMER_ID))).status).toBe(200);
    expect((await get('/v3/kiosk/999999')).status).toBe(404);
  });
});

describe('receiving, moving and retiring', () => {
  it('receives a kiosk into stock and refuses a duplicate serial', async () => {
    const body = { serial_number: 'KS-2026-00811', manufacturer_id: 3, model_name: 'HK-500 Health Kiosk' };
    const created = await post('/v3/kiosk/', body);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ data: { status: 'in_stock', clinic: null, version: 1 } });
    const again = await post('/v3/kiosk/', { ...body, serial_number: 'ks-2026-00811' });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ field: 'serial_number' });
    expect((await post('/v3/kiosk/', body, db.issueToken(CUSTOMER_ID))).status).toBe(403);
  });

  it('moves without a check-in, writes the history, and refuses a stale version', async () => {
    const kiosk = deployed(false);
    const target = db.clinics.find((c) => c.status && c.id !== kiosk.clinic_id) as { id: number };
    const body = { status: 'deployed', clinic_id: target.id, reason: 'Replaces a broken one.', version: 1 };
    const moved = await put(`/v3/kiosk/${kiosk.id}/move`, body);
    expect(moved.status).toBe(200);
    const data = (moved.body as { data: { version: number; history: Array<Record<string, unknown>> } }).data;
    expect(data.version).toBe(2);
    expect(data.history[0]).toMatchObject({
      action: 'moved',
      by: { id: ADMIN_ID },
      to: { status: 'deployed', clinic: { id: target.id } },
      reason: 'Replaces a broken one.',
    });
    const stale = await put(`/v3/kiosk/${kiosk.id}/move`, { ...body, status: 'in_stock' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { id: kiosk.id, version: 2 } });
    const here = await put(`/v3/kiosk/${kiosk.id}/move`, { ...body, version: 2 });
    expect(here.status).toBe(422);
    expect(messageOf(here)).toBe('The kiosk is already there.');
  });

  it('keeps the clinic while in repair and retires with a reason, once', async () => {
    const kiosk = deployed(true);
    const repair = { status: 'in_repair', clinic_id: null, reason: 'Printer jams.', version: 1 };
    const inRepair = await put(`/v3/kiosk/${kiosk.id}/move`, repair);
    expect(inRepair.body).toMatchObject({ data: { status: 'in_repair', clinic: { id: kiosk.clinic_id } } });
    expect((await put(`/v3/kiosk/${kiosk.id}/move`, repair, db.issueToken(CUSTOMER_ID))).status).toBe(403);
    expect((await put(`/v3/kiosk/${kiosk.id}/retire`, { reason: '', version: 2 })).status).toBe(400);
    const retired = await put(`/v3/kiosk/${kiosk.id}/retire`, { reason: 'Beyond repair.', version: 2 });
    expect(retired.body).toMatchObject({ data: { status: 'retired', clinic: null, version: 3 } });
    expect((await put(`/v3/kiosk/${kiosk.id}/retire`, { reason: 'Again.', version: 3 })).status).toBe(422);
  });
});
