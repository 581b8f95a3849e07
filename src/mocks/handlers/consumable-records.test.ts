import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
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
import { consumableById, usesOf } from './consumable-records';

let db: DemoDb;
let admin: string;
let customer: string;
let doctor: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-06-01T10:00:00Z') });
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
  doctor = db.issueToken(DOCTOR_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const put = (path: string, body: unknown, token = admin) => call(path, { method: 'PUT', body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });

/** Test type ids of the seed (src/mocks/catalogues/seed-tests.ts). */
const GLU_F = 3;
const HBA1C = 4;
const write = (overrides: Record<string, unknown> = {}) => ({
  name: 'HbA1c test cartridges',
  consumable_device_id: 6,
  unit: 'cartridge',
  pack_size: 20,
  price: 310,
  uses: [{ test_type_id: HBA1C, quantity: 1 }],
  ...overrides,
});
const page = (overrides: Record<string, unknown> = {}) => ({ page: 1, limit: 50, ...overrides });

describe('the seeded catalogue', () => {
  it('has the consumables the seeded tests use, priced in INR, with their uses', async () => {
    const listed = await post('/v3/consumable/filter', page());
    expect(totalCount(listed)).toBe(7);
    const strips = records<{ name: string; currency: string; uses: unknown[] }>(listed).find(
      (row) => row.name === 'Glucose test strips',
    );
    expect(strips).toMatchObject({
      currency: 'INR',
      uses: [{ test_type: { id: GLU_F, code: 'GLU_F', name: 'Fasting glucose' }, quantity: 1 }],
    });
    // One lipid cartridge measures CHOL_T, CHOL_LDL and TRIG: only CHOL_T counts it.
    const lipid = db.consumables.find((row) => row.name === 'Lipid panel cartridges')!;
    expect(
      usesOf(lipid).map((use) => db.catalogues.testTypes.find((t) => t.id === use.test_type_id)?.code),
    ).toEqual(['CHOL_T']);
    expect(consumableById(db, lipid.id)).toBe(lipid);
    expect(consumableById(db, 999)).toBeUndefined();
  });
});

describe('filterConsumables', () => {
  it('filters by status and device, searches name, device and test, by name', async () => {
    const inactive = await post('/v3/consumable/filter', page({ status: false }));
    expect(records<{ name: string }>(inactive).map((row) => row.name)).toEqual([
      'Blood-pressure cuff, large',
    ]);
    const byDevice = await post('/v3/consumable/filter', page({ consumable_device_id: 2 }));
    expect(records<{ name: string }>(byDevice).map((row) => row.name)).toEqual(['Safety lancets']);
    const byTest = await post('/v3/consumable/filter', page({ searchValue: 'hba1c' }));
    expect(records<{ name: string }>(byTest).map((row) => row.name)).toEqual(['Safety lancets']);
    const all = records<{ name: string }>(await post('/v3/consumable/filter', page()));
    expect(all.map((row) => row.name)).toEqual(
      [...all.map((row) => row.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('answers customers the whole catalogue, and doctors 403', async () => {
    expect(totalCount(await post('/v3/consumable/filter', page(), customer))).toBe(7);
    const refused = await post('/v3/consumable/filter', page(), doctor);
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe('Doctors cannot read the consumables catalogue.');
  });
});

describe('createConsumable', () => {
  it('adds an active consumable at version 1, and the list sees it', async () => {
    const created = await post(
      '/v3/consumable/',
      write({ name: '  HbA1c   test cartridges ', price: 310.456 }),
    );
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      id: 8,
      name: 'HbA1c test cartridges',
      consumable_device: { id: 6, name: 'Lipid panel cartridge' },
      price: 310.46,
      currency: 'INR',
      status: true,
      version: 1,
      created_at: '2026-06-01T10:00:00.000Z',
      uses: [{ test_type: { id: HBA1C, code: 'HBA1C' }, quantity: 1 }],
    });
    expect(totalCount(await post('/v3/consumable/filter', page({ searchValue: 'cartridges' })))).toBe(2);
  });

  it('creates an inactive one when asked', async () => {
    const created = await post('/v3/consumable/', write({ status: false }));
    expect(created.data).toMatchObject({ status: false });
  });

  it.each([
    [{ name: 'glucose TEST strips' }, 'name', 'A consumable named glucose TEST strips already exists.'],
    [{ consumable_device_id: 99 }, 'consumable_device_id', 'That consumable device does not exist.'],
    [{ uses: [{ test_type_id: 99, quantity: 1 }] }, 'uses', 'Test type #99 does not exist.'],
    [
      {
        uses: [
          { test_type_id: GLU_F, quantity: 1 },
          { test_type_id: GLU_F, quantity: 2 },
        ],
      },
      'uses',
      'Fasting glucose is listed twice: give it once.',
    ],
  ])('refuses %j (422 on its field)', async (overrides, field, message) => {
    const refused = await post('/v3/consumable/', write(overrides));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ field, message });
    expect(db.consumables).toHaveLength(7);
  });

  it('refuses an inactive device or test type', async () => {
    db.catalogues.consumableDevices.find((row) => row.id === 6)!.status = false;
    const device = await post('/v3/consumable/', write());
    expect(device.body).toMatchObject({ field: 'consumable_device_id' });
    db.catalogues.consumableDevices.find((row) => row.id === 6)!.status = true;
    db.catalogues.testTypes.find((row) => row.id === HBA1C)!.status = false;
    const test = await post('/v3/consumable/', write());
    expect(test.body).toMatchObject({ field: 'uses', message: 'HbA1c is inactive: choose an active test.' });
  });

  it('refuses a pack of 0, a price below 0 and 101 units a test before any rule (400)', async () => {
    for (const overrides of [
      { pack_size: 0 },
      { price: -1 },
      { uses: [{ test_type_id: GLU_F, quantity: 101 }] },
    ]) {
      expect((await post('/v3/consumable/', write(overrides))).status).toBe(400);
    }
  });

  it('is for administrators only', async () => {
    const asCustomer = await post('/v3/consumable/', write(), customer);
    expect(asCustomer.status).toBe(403);
    expect(messageOf(asCustomer)).toBe('Only administrators can create or change consumables.');
    expect((await post('/v3/consumable/', write(), doctor)).status).toBe(403);
  });
});

describe('getConsumable', () => {
  it('answers administrators and customers, 404 for an unknown id, 403 for a doctor', async () => {
    expect((await get('/v3/consumable/1')).data).toMatchObject({ id: 1, name: 'Glucose test strips' });
    expect((await get('/v3/consumable/1', customer)).status).toBe(200);
    const missing = await get('/v3/consumable/999');
    expect([missing.status, messageOf(missing)]).toEqual([404, 'Consumable not found']);
    const asDoctor = await get('/v3/consumable/1', doctor);
    expect(asDoctor.status).toBe(403);
    expect(asDoctor.body).not.toHaveProperty('data');
  });
});

describe('updateConsumable', () => {
  const strips = () => ({
    name: 'Glucose test strips',
    consumable_device_id: 1,
    unit: 'strip',
    pack_size: 100,
    price: 17.5,
    uses: [{ test_type_id: GLU_F, quantity: 1 }],
  });

  it('saves from the current version, and refuses a stale one with the current record (409)', async () => {
    const saved = await put('/v3/consumable/1', { ...strips(), version: 1 });
    expect(saved.data).toMatchObject({ pack_size: 100, price: 17.5, version: 2 });
    const stale = await put('/v3/consumable/1', { ...strips(), pack_size: 25, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: 'This consumable was changed by someone else while you were editing it.',
      current: { id: 1, pack_size: 100, version: 2 },
    });
    expect(db.consumables[0]!.pack_size).toBe(100);
  });

  it('keeps its own name, and a device or test disabled since', async () => {
    db.catalogues.consumableDevices.find((row) => row.id === 1)!.status = false;
    db.catalogues.testTypes.find((row) => row.id === GLU_F)!.status = false;
    expect((await put('/v3/consumable/1', { ...strips(), version: 1 })).status).toBe(200);
  });

  it('refuses another consumable’s name, customers and doctors', async () => {
    const taken = await put('/v3/consumable/1', { ...strips(), name: 'Safety Lancets', version: 1 });
    expect(taken.body).toMatchObject({ field: 'name' });
    expect((await put('/v3/consumable/1', { ...strips(), version: 1 }, customer)).status).toBe(403);
    expect((await put('/v3/consumable/1', { ...strips(), version: 1 }, doctor)).status).toBe(403);
    expect((await put('/v3/consumable/999', { ...strips(), version: 1 })).status).toBe(404);
  });
});

describe('setConsumableStatus', () => {
  it('disables and enables, a repeat changes nothing, administrators only', async () => {
    const off = await put('/v3/consumable/1/status', { status: false });
    expect(off.data).toMatchObject({ status: false, version: 2 });
    const again = await put('/v3/consumable/1/status', { status: false });
    expect(again.data).toMatchObject({ status: false, version: 2 });
    expect((await put('/v3/consumable/1/status', { status: true })).data).toMatchObject({
      status: true,
      version: 3,
    });
    expect((await put('/v3/consumable/1/status', { status: false }, customer)).status).toBe(403);
    expect((await put('/v3/consumable/1/status', { status: false }, doctor)).status).toBe(403);
  });
});
