import { beforeEach, describe, expect, it } from 'vitest';

import { createDemoDb, type DemoDb } from '../db';
import { ADMIN_ID, API_BASE, call, CUSTOMER_ID, DOCTOR_ID, messageOf, serveDemoDb } from '../test-utils';

let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-11-25T10:00:00Z') });
  admin = db.issueToken(ADMIN_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const put = (path: string, body: unknown, token = admin) => call(path, { method: 'PUT', body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });

const india = () => db.countries.find(({ name }) => name === 'India')!;
const maharashtra = () => db.states.find(({ name }) => name === 'Maharashtra')!;

describe('create', () => {
  it('adds an active place at version 1, with its parents named, and answers it', async () => {
    const result = await post('/v3/state/', { name: '  Goa ', country_id: india().id });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      name: 'Goa',
      country_id: india().id,
      country: { id: india().id, name: 'India' },
      status: true,
      version: 1,
      created_at: '2026-11-25T10:00:00.000Z',
    });
    const district = await post('/v3/district/', {
      name: 'North Goa',
      state_id: (result.data as { id: number }).id,
    });
    const location = await post('/v3/location/', {
      name: 'Panaji',
      district_id: (district.data as { id: number }).id,
    });
    expect(location.data).toMatchObject({
      district: { name: 'North Goa' },
      state: { name: 'Goa' },
      country: { name: 'India' },
    });
    // The filter panel's known call sees the new place at once.
    const listed = await post('/v3/state/filter', {
      status: true,
      assigned_user_id: null,
      country_id: india().id,
    });
    expect(listed.data).toContainEqual({ id: (result.data as { id: number }).id, name: 'Goa' });
  });

  it('refuses a name its parent already has (any case), naming the field; another parent may have it', async () => {
    const refused = await post('/v3/state/', { name: 'maharashtra', country_id: india().id });
    expect(refused).toMatchObject({
      status: 422,
      body: { error: true, message: 'India already has a state named maharashtra.', field: 'name' },
    });
    const nepal = db.countries.find(({ name }) => name === 'Nepal')!;
    expect((await post('/v3/state/', { name: 'Maharashtra', country_id: nepal.id })).status).toBe(200);
  });

  it("refuses a country's duplicate name or ISO code", async () => {
    expect(await post('/v3/country/', { name: 'INDIA', code: 'XX' })).toMatchObject({
      status: 422,
      body: { field: 'name', message: 'A country named INDIA already exists.' },
    });
    expect(await post('/v3/country/', { name: 'Hindustan', code: 'IN' })).toMatchObject({
      status: 422,
      body: { field: 'code', message: 'India already has the code IN.' },
    });
  });

  it('refuses a missing or inactive parent', async () => {
    expect(await post('/v3/location/', { name: 'Nowhere', district_id: 99_999 })).toMatchObject({
      status: 422,
      body: { field: 'district_id', message: 'That district does not exist.' },
    });
    const district = db.districts.find(({ name }) => name === 'Nagpur')!;
    district.status = false;
    expect(await post('/v3/location/', { name: 'Civil Lines', district_id: district.id })).toMatchObject({
      status: 422,
      body: {
        field: 'district_id',
        message: 'Nagpur is inactive: enable it first, or choose another district.',
      },
    });
  });

  it('answers 400 naming the field for a body the contract refuses', async () => {
    const blank = await post('/v3/country/', { name: '   ', code: 'IN' });
    expect(blank.status).toBe(400);
    expect(messageOf(blank)).toMatch(/^Invalid request body: name/);
    expect((await post('/v3/country/', { name: 'Lower', code: 'lo' })).status).toBe(400);
  });
});

describe('read and update', () => {
  it('reads one place; an unknown id is a 404 with the error envelope', async () => {
    expect((await get(`/v3/country/${india().id}`)).data).toMatchObject({ name: 'India', code: 'IN' });
    expect(await get('/v3/country/99999')).toMatchObject({
      status: 404,
      body: { error: true, message: 'Country not found' },
    });
  });

  it('saves an edit made from the current version and raises the version', async () => {
    const { id } = india();
    const saved = await put(`/v3/country/${id}`, { name: 'Bharat', code: 'IN', version: 1 });
    expect(saved.data).toMatchObject({ name: 'Bharat', version: 2, updated_at: '2026-11-25T10:00:00.000Z' });
    expect(db.countries.find((country) => country.id === id)).toMatchObject({ name: 'Bharat', version: 2 });
  });

  it('refuses a stale edit with 409 and the record as it is now, so the user can see what changed', async () => {
    const id = maharashtra().id;
    await put(`/v3/state/${id}`, { name: 'Maha', country_id: india().id, version: 1 });
    const stale = await put(`/v3/state/${id}`, { name: 'Mahārāshtra', country_id: india().id, version: 1 });
    expect(stale).toMatchObject({
      status: 409,
      body: {
        error: true,
        message: 'This state was changed by someone else while you were editing it.',
        current: { id, name: 'Maha', version: 2 },
      },
    });
    expect(db.states.find((state) => state.id === id)?.name).toBe('Maha');
  });

  it('keeps a place under its inactive parent while editing its name', async () => {
    const district = db.districts.find(({ name }) => name === 'Nagpur')!;
    const location = db.locations.find(({ district_id }) => district_id === district.id)!;
    district.status = false;
    const saved = await put(`/v3/location/${location.id}`, {
      name: 'Renamed',
      district_id: district.id,
      version: location.version,
    });
    expect(saved.status).toBe(200);
  });
});

describe('disable and enable (no orphans)', () => {
  it('refuses to disable a place with active children, and says how many', async () => {
    const refused = await put(`/v3/country/${india().id}/status`, { status: false });
    expect(refused).toMatchObject({
      status: 422,
      body: { message: 'India has 12 active states. Disable them first.' },
    });
    expect(india().status).toBe(true);
  });

  it('disables a place without active children, and refuses to enable a child of an inactive parent', async () => {
    const created = await post('/v3/state/', { name: 'Goa', country_id: india().id });
    const goa = (created.data as { id: number }).id;
    const disabled = await put(`/v3/state/${goa}/status`, { status: false });
    expect(disabled.data).toMatchObject({ status: false, version: 2 });
    // Again: already so, nothing changes.
    expect((await put(`/v3/state/${goa}/status`, { status: false })).data).toMatchObject({ version: 2 });

    const country = await post('/v3/country/', { name: 'Atlantis', code: 'AQ' });
    const atlantis = (country.data as { id: number }).id;
    const state = await post('/v3/state/', { name: 'Poseidonia', country_id: atlantis });
    const poseidonia = (state.data as { id: number }).id;
    await put(`/v3/state/${poseidonia}/status`, { status: false });
    await put(`/v3/country/${atlantis}/status`, { status: false });
    expect(await put(`/v3/state/${poseidonia}/status`, { status: true })).toMatchObject({
      status: 422,
      body: { message: 'Poseidonia is in Atlantis, an inactive country. Enable Atlantis first.' },
    });
  });
});

describe('who may use them', () => {
  it.each([
    ['a customer', CUSTOMER_ID],
    ['a doctor', DOCTOR_ID],
  ])('%s gets 403 for every geography call', async (_who, userId) => {
    const token = db.issueToken(userId);
    expect((await get('/v3/country/1', token)).status).toBe(403);
    expect((await post('/v3/country/', { name: 'Mine', code: 'MI' }, token)).status).toBe(403);
    expect((await put('/v3/country/1', { name: 'Mine', code: 'MI', version: 1 }, token)).status).toBe(403);
    expect((await put('/v3/country/1/status', { status: false }, token)).status).toBe(403);
    expect(db.countries.some(({ name }) => name === 'Mine')).toBe(false);
  });
});

describe('DEMO_PROPOSED=off', () => {
  it("answers every proposed call as a server without the route: 404, a framework's page, no envelope", async () => {
    db.proposed = false;
    const response = await fetch(`${API_BASE}/v3/country/1`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Cannot GET /api/v3/country/1');
    // The known calls still answer.
    expect((await post('/v3/country/filter', { status: true })).status).toBe(200);
  });
});

describe('persistence', () => {
  it('keeps changed places in the snapshot the browser stores', async () => {
    await post('/v3/country/', { name: 'Atlantis', code: 'AQ' });
    const restored = createDemoDb();
    expect(restored.restore(db.snapshot())).toBe(true);
    expect(restored.countries.at(-1)).toMatchObject({ name: 'Atlantis', code: 'AQ', version: 1 });
  });
});
