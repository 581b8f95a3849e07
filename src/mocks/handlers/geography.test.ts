import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, CUSTOMER_ID, messageOf, serveDemoDb } from '../test-utils';

let db: DemoDb;
let admin: string;
let customer: string;
beforeEach(() => {
  db = serveDemoDb();
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
});

type Named = Array<{ id: number; name: string }>;
const names = (list: unknown): string[] => (list as Named).map(({ name }) => name);

/** The countries, states, districts and locations where customer 2 has clinics or camps. */
const customerPlaces = () => {
  const locations = new Set([
    ...db.clinics.filter(({ user_id }) => user_id === CUSTOMER_ID).map(({ location_id }) => location_id),
    ...db.camps.filter(({ user_id }) => user_id === CUSTOMER_ID).map(({ location_id }) => location_id),
  ]);
  const paths = [...locations].map((id) => db.locationPath(id)!);
  return {
    locations,
    countries: new Set(paths.map((path) => path.country!.id)),
    states: new Set(paths.map((path) => path.state!.id)),
  };
};

describe('the location hierarchy', () => {
  it('lists countries, the states of a country, the districts of a state, the locations of a district', async () => {
    const countries = await call('/v3/country/filter', { token: admin, body: { status: true } });
    expect(names(countries.data)).toEqual([
      'Bangladesh',
      'Bhutan',
      'Ghana',
      'India',
      'Indonesia',
      'Kenya',
      'Maldives',
      'Nepal',
      'Nigeria',
      'Philippines',
      'South Africa',
      'Sri Lanka',
      'United Arab Emirates',
      'Vietnam',
    ]);
    const india = (countries.data as Named).find(({ name }) => name === 'India')!.id;
    const states = await call('/v3/state/filter', {
      token: admin,
      body: { status: true, country_id: india },
    });
    expect(names(states.data)).toEqual([
      'Bihar',
      'Gujarat',
      'Karnataka',
      'Kerala',
      'Madhya Pradesh',
      'Maharashtra',
      'Punjab',
      'Rajasthan',
      'Tamil Nadu',
      'Telangana',
      'Uttar Pradesh',
      'West Bengal',
    ]);
    const maharashtra = (states.data as Named).find(({ name }) => name === 'Maharashtra')!.id;
    const districts = await call('/v3/district/filter', {
      token: admin,
      body: { status: true, state_id: maharashtra },
    });
    expect(names(districts.data)).toEqual([
      'Amravati',
      'Aurangabad',
      'Kolhapur',
      'Mumbai Suburban',
      'Nagpur',
      'Nashik',
      'Pune',
      'Ratnagiri',
      'Sangli',
      'Satara',
      'Solapur',
      'Thane',
    ]);
    const pune = (districts.data as Named).find(({ name }) => name === 'Pune')!.id;
    const locations = await call('/v3/location/filter', {
      token: admin,
      body: { status: true, district_id: pune },
    });
    expect(names(locations.data)).toEqual(['Aundh', 'Baner', 'Hadapsar', 'Kothrud', 'Wakad']);
  });

  it('honours status: inactive locations only with status false', async () => {
    const inactive = await call('/v3/location/filter', { token: admin, body: { status: false } });
    expect(names(inactive.data)).toEqual(['Fort Kochi', 'Putalibazar', 'Sukajadi']);
    const active = await call('/v3/location/filter', { token: admin, body: { status: true } });
    expect(names(active.data)).not.toContain('Fort Kochi');
    expect((active.data as Named).length).toBe(db.locations.length - 3);
  });

  it('pages locations with offset and limit; a short page is the last one', async () => {
    const all = names((await call('/v3/location/filter', { token: admin, body: { status: true } })).data);
    const first = await call('/v3/location/filter', {
      token: admin,
      body: { status: true, offset: 0, limit: 10 },
    });
    const second = await call('/v3/location/filter', {
      token: admin,
      body: { status: true, offset: 10, limit: 10 },
    });
    expect([...names(first.data), ...names(second.data)]).toEqual(all.slice(0, 20));
    const lastOffset = Math.floor((all.length - 1) / 10) * 10;
    const last = await call('/v3/location/filter', {
      token: admin,
      body: { status: true, offset: lastOffset, limit: 10 },
    });
    expect(names(last.data)).toEqual(all.slice(lastOffset));
    expect(names(last.data).length).toBeLessThan(10);
  });

  it('scopes every level to where a customer works, whatever assigned_user_id they send', async () => {
    const places = customerPlaces();
    const body = { status: true, assigned_user_id: 4 };
    const locations = await call('/v3/location/filter', { token: customer, body });
    expect(new Set((locations.data as Named).map(({ id }) => id))).toEqual(
      new Set([...places.locations].filter((id) => db.location(id)?.status)),
    );
    const countries = await call('/v3/country/filter', { token: customer, body });
    expect(new Set((countries.data as Named).map(({ id }) => id))).toEqual(places.countries);
    const india = await call('/v3/state/filter', { token: customer, body: { ...body, country_id: 1 } });
    expect((india.data as Named).every(({ id }) => places.states.has(id))).toBe(true);
  });

  it("gives an administrator a customer's places with assigned_user_id", async () => {
    const places = customerPlaces();
    const scoped = await call('/v3/location/filter', {
      token: admin,
      body: { status: true, assigned_user_id: CUSTOMER_ID },
    });
    expect((scoped.data as Named).every(({ id }) => places.locations.has(id))).toBe(true);
    const everything = await call('/v3/location/filter', { token: admin, body: { status: true } });
    expect((everything.data as Named).length).toBeGreaterThan((scoped.data as Named).length);
  });

  it('answers 400 when a required parent id is missing', async () => {
    const result = await call('/v3/state/filter', { token: admin, body: { status: true } });
    expect(result.status).toBe(400);
    expect(messageOf(result)).toMatch(/^Invalid request body: country_id/);
  });
});
