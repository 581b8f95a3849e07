import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { clearSessionAtom, signInAtom } from '@/atoms/session';
import { appStore } from '@/atoms/store';
import { createCamp, filterCamps, getCamp, updateCamp } from '@/generated/api/camps/camps';
import type { CampWriteRequest } from '@/generated/model';

import { adminUser, customerUser } from '@tests/unit/session-fixtures';
import type { DemoDb } from '../db';
import { seedGeography } from '../seed-geography';
import { ADMIN_ID, call, CUSTOMER_ID, records, serveDemoDb, totalCount } from '../test-utils';
import { campMessages } from './camp-rules';

let db: DemoDb;
let admin: string;
let customer: string;
beforeEach(() => {
  db = serveDemoDb();
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
});
afterEach(() => {
  appStore.set(clearSessionAtom);
});

const asAdmin = () => appStore.set(signInAtom, { token: admin, user: adminUser });
const asCustomer = () => appStore.set(signInAtom, { token: customer, user: customerUser });

const inactiveLocation = seedGeography().locations.find(({ status }) => !status)!.id;

const newCamp: CampWriteRequest = {
  name: 'Camp_Meera_Malad_01-03-2026',
  start_date: '2026-03-01',
  end_date: '2026-03-05',
  location_id: 5,
  user_id: CUSTOMER_ID,
  status: true,
  camp_status: true,
};

const list = (token: string, body: Record<string, unknown>) =>
  call('/v3/camp-system/filter', { token, body: { status: true, page: 1, limit: 10, ...body } });

describe('POST /v3/camp-system/filter', () => {
  it('filters by status and counts honestly before paging', async () => {
    const active = db.camps.filter(({ status }) => status).length;
    const inactive = db.camps.length - active;
    const first = await list(admin, {});
    expect(totalCount(first)).toBe(active);
    expect(records(first)).toHaveLength(10);
    expect(records(first).every(({ status }) => status === true)).toBe(true);
    expect(totalCount(await list(admin, { status: false }))).toBe(inactive);
  });

  it('answers pages that do not overlap, newest first, with nested customer and location', async () => {
    const one = records<{ id: number; created_at: string }>(await list(admin, { page: 1, limit: 5 }));
    const two = records<{ id: number; created_at: string }>(await list(admin, { page: 2, limit: 5 }));
    const dates = [...one, ...two].map(({ created_at }) => created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...one, ...two].map(({ id }) => id)).size).toBe(10);
    const camp = db.camp(one[0]!.id)!;
    expect(records(await list(admin, { page: 1, limit: 5 }))[0]).toMatchObject({
      customer: { id: camp.user_id, first_name: db.customer(camp.user_id)!.first_name },
      location: { id: camp.location_id, name: db.location(camp.location_id)!.name },
    });
  });

  it('searches name, location and customer without case; null and empty search mean all', async () => {
    const all = totalCount(await list(admin, { searchValue: null }));
    expect(totalCount(await list(admin, { searchValue: '' }))).toBe(all);
    const meera = db.camps.filter(({ status, user_id }) => status && user_id === CUSTOMER_ID).length;
    expect(totalCount(await list(admin, { searchValue: 'MEERA', limit: 100 }))).toBe(meera);
    const malad = await list(admin, { searchValue: 'malad', limit: 100 });
    expect(records<{ name: string }>(malad).every(({ name }) => name.includes('Malad'))).toBe(true);
    expect(totalCount(await list(admin, { searchValue: 'no such camp anywhere' }))).toBe(0);
  });

  it('filters by country, state, district and location', async () => {
    const nepal = (camp: { location_id: number }) =>
      db.locationPath(camp.location_id)?.country?.name === 'Nepal';
    const expected = db.camps.filter((camp) => camp.status && nepal(camp)).length;
    expect(totalCount(await list(admin, { country_id: 2 }))).toBe(expected);
    const camp = db.camps.find(({ status }) => status)!;
    const path = db.locationPath(camp.location_id)!;
    const here = db.camps.filter(
      ({ status, location_id }) => status && location_id === camp.location_id,
    ).length;
    expect(
      totalCount(
        await list(admin, {
          country_id: path.country!.id,
          state_id: path.state!.id,
          district_id: path.district!.id,
          location_id: camp.location_id,
        }),
      ),
    ).toBe(here);
  });

  it("scopes a customer to their own camps, and lets an administrator pick a customer's", async () => {
    const own = db.camps.filter(({ status, user_id }) => status && user_id === CUSTOMER_ID).length;
    const mine = await list(customer, { customer_id: 4, limit: 100 });
    expect(totalCount(mine)).toBe(own);
    expect(records<{ user_id: number }>(mine).every(({ user_id }) => user_id === CUSTOMER_ID)).toBe(true);
    expect(totalCount(await list(admin, { customer_id: CUSTOMER_ID }))).toBe(own);
    expect(totalCount(await list(admin, { assigned_user_id: CUSTOMER_ID }))).toBe(own);
  });

  it('answers 400 when page is missing', async () => {
    expect(
      (await call('/v3/camp-system/filter', { token: admin, body: { status: true, limit: 10 } })).status,
    ).toBe(400);
  });
});

describe('creating and updating camps', () => {
  it('persists a valid camp: it appears in the list and can be read back (through the generated functions)', async () => {
    asAdmin();
    await expect(createCamp(newCamp)).resolves.toEqual({
      error: false,
      message: 'Camp Created Successfully',
    });
    const page = await filterCamps({
      status: true,
      page: 1,
      limit: 10,
      searchValue: 'camp_meera_malad_01-03',
    });
    expect(page.total_count).toBe(1);
    const created = page.records[0]!;
    expect(created).toMatchObject({
      name: newCamp.name,
      start_date: '2026-03-01T00:00:00.000Z',
      end_date: '2026-03-05T00:00:00.000Z',
      customer: { id: CUSTOMER_ID, first_name: 'Meera', last_name: 'Iyer' },
      location: { id: 5, name: 'Malad' },
    });
    await expect(getCamp(created.id)).resolves.toEqual(created);
  });

  it('persists an update, status and progress toggled freely', async () => {
    asCustomer();
    const camp = db.camps.find(({ user_id }) => user_id === CUSTOMER_ID)!;
    const body = { ...newCamp, name: 'Renamed camp', status: !camp.status, camp_status: !camp.camp_status };
    await expect(updateCamp(camp.id, body)).resolves.toEqual({
      error: false,
      message: 'Updated successfully',
    });
    await expect(getCamp(camp.id)).resolves.toMatchObject({
      name: 'Renamed camp',
      status: body.status,
      camp_status: body.camp_status,
      location: { id: 5, name: 'Malad' },
    });
  });

  const refusals: Array<[string, Partial<Record<keyof CampWriteRequest, unknown>>, string, string]> = [
    [
      'end before start',
      { start_date: '2026-03-05', end_date: '2026-03-01' },
      campMessages.endBeforeStart,
      campMessages.endBeforeStart,
    ],
    ['no location', { location_id: undefined }, 'Select Location', 'Location is required'],
    ['location 0', { location_id: 0 }, 'Select Location', 'Location is required'],
    ['no customer', { user_id: null }, 'Select customer', 'Customer is required'],
    [
      'a name over 512 characters',
      { name: 'x'.repeat(513) },
      campMessages.nameTooLong,
      campMessages.nameTooLong,
    ],
    ['an empty name', { name: '  ' }, 'Camp name is required', 'Camp name is required'],
    ['no start date', { start_date: '' }, 'Start date is required', 'Start date is required'],
    ['no end date', { end_date: undefined }, 'End date is required', 'End date is required'],
    ['an impossible date', { end_date: '2026-02-30' }, campMessages.endInvalid, campMessages.endInvalid],
    ['an unknown location', { location_id: 9999 }, 'Location not found', 'Location not found'],
    ['an inactive location', { location_id: inactiveLocation }, 'Location not found', 'Location not found'],
    ['an unknown customer', { user_id: 999 }, 'Customer not found', 'Customer not found'],
    ['a status that is not a boolean', { status: 'yes' }, campMessages.status, campMessages.status],
  ];

  it.each(refusals)(
    'refuses %s with the error flag and a message, and stores nothing',
    async (_case, change, onCreate, onUpdate) => {
      expect(db.location(inactiveLocation)?.status).toBe(false);
      const before = structuredClone(db.camps);
      const body = { ...newCamp, ...change };
      const created = await call('/v3/camp-system/', { token: admin, body });
      expect(created).toMatchObject({ status: 200, data: { error: true, message: onCreate } });
      const updated = await call('/v3/camp-system/1', { method: 'PUT', token: admin, body });
      expect(updated).toMatchObject({ status: 200, data: { error: true, message: onUpdate } });
      expect(db.camps).toEqual(before);
    },
  );

  it("refuses a customer's camp for another customer", async () => {
    const result = await call('/v3/camp-system/', { token: customer, body: { ...newCamp, user_id: 4 } });
    expect(result.data).toEqual({ error: true, message: campMessages.notYours });
  });

  it('answers 400 for malformed JSON and a body that is not an object, and the API keeps working', async () => {
    const malformed = await call('/v3/camp-system/', { token: admin, rawBody: '{"name": "Camp' });
    expect(malformed).toMatchObject({
      status: 400,
      body: { error: true, message: 'Invalid request body: it is not valid JSON' },
    });
    expect((await call('/v3/camp-system/', { token: admin, body: [newCamp] })).status).toBe(400);
    expect((await call('/v3/camp-system/1', { method: 'PUT', token: admin, rawBody: 'null' })).status).toBe(
      400,
    );
    expect((await list(admin, {})).status).toBe(200);
  });
});

describe('GET and PUT /v3/camp-system/{id}', () => {
  it('answers 404 with a message for an unknown id or another customer’s camp', async () => {
    const other = db.camps.find(({ user_id }) => user_id !== CUSTOMER_ID)!;
    for (const [path, token] of [
      ['/v3/camp-system/99999', admin],
      ['/v3/camp-system/abc', admin],
      [`/v3/camp-system/${other.id}`, customer],
    ] as const) {
      expect(await call(path, { method: 'GET', token })).toMatchObject({
        status: 404,
        body: { message: 'Camp not found' },
      });
    }
    const update = await call(`/v3/camp-system/${other.id}`, {
      method: 'PUT',
      token: customer,
      body: newCamp,
    });
    expect(update.status).toBe(404);
    expect((await call(`/v3/camp-system/${other.id}`, { method: 'GET', token: admin })).status).toBe(200);
  });
});
