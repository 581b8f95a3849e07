import {
  CreateCountryBody,
  CreateDistrictBody,
  CreateLocationBody,
  CreateStateBody,
  SetCountryStatusBody,
  UpdateCountryBody,
  UpdateDistrictBody,
  UpdateLocationBody,
  UpdateStateBody,
} from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import type { DemoCountry, DemoDistrict, DemoLocation, DemoState } from '../types';
import type { Refusal, RouteDefinition } from './kit';
import { resourceRoutes, sameName } from './resource-kit';

/**
 * The proposed geography calls (docs/proposed-api.md): create, read, edit, disable and enable the
 * four levels of places. The rules (docs/master-data.md, "No orphans"): a name is unique within its
 * parent (a country's name and code across countries); a new or moved place needs an active
 * parent; a place with active children cannot be disabled, and one whose parent is inactive cannot
 * be enabled. So no active place ever sits under an inactive one.
 */

type Place = DemoCountry | DemoState | DemoDistrict | DemoLocation;

const named = (place: Place | undefined) =>
  place ? { id: place.id, name: place.name } : { id: 0, name: '' };

const audit = (place: Place) => ({
  status: place.status,
  version: place.version,
  created_at: place.created_at,
  updated_at: place.updated_at,
});

const byId = <T extends { id: number }>(rows: readonly T[], id: number): T | undefined =>
  rows[id - 1]?.id === id ? rows[id - 1] : rows.find((row) => row.id === id);

const duplicate = (
  rows: readonly Place[],
  name: string,
  sameParent: (row: Place) => boolean,
  existing: Place | undefined,
): boolean => rows.some((row) => row.id !== existing?.id && sameParent(row) && sameName(row.name, name));

/** The chosen parent: it must exist, and be active unless the place already sits under it. */
const checkParent = (
  parent: Place | undefined,
  noun: string,
  field: string,
  keeps: boolean,
): Refusal | null => {
  if (!parent) return { message: `That ${noun} does not exist.`, field };
  if (!parent.status && !keeps)
    return { message: `${parent.name} is inactive: enable it first, or choose another ${noun}.`, field };
  return null;
};

const plural = (count: number, one: string, many: string): string =>
  `${count} active ${count === 1 ? one : many}`;

const refuseDisable = (name: string, activeChildren: number, one: string, many: string): Refusal | null =>
  activeChildren === 0
    ? null
    : { message: `${name} has ${plural(activeChildren, one, many)}. Disable them first.` };

const refuseEnable = (name: string, parent: Place | undefined, noun: string): Refusal | null =>
  parent && !parent.status
    ? { message: `${name} is in ${parent.name}, an inactive ${noun}. Enable ${parent.name} first.` }
    : null;

const common = {
  statusBody: SetCountryStatusBody,
  afterChange: (db: DemoDb) => db.reindexGeography(),
};

const countryRoutes = resourceRoutes<DemoCountry, { name: string; code: string }>({
  ...common,
  noun: 'country',
  operations: {
    create: 'createCountry',
    get: 'getCountry',
    update: 'updateCountry',
    status: 'setCountryStatus',
  },
  createBody: CreateCountryBody,
  updateBody: UpdateCountryBody,
  rows: (db) => db.countries,
  toDto: (_db, country) => ({ id: country.id, name: country.name, code: country.code, ...audit(country) }),
  fieldsOf: ({ name, code }) => ({ name: name.trim(), code }),
  refuseWrite: (db, { name, code }, existing) => {
    if (duplicate(db.countries, name, () => true, existing))
      return { message: `A country named ${name.trim()} already exists.`, field: 'name' };
    const sameCode = db.countries.find((row) => row.id !== existing?.id && row.code === code);
    if (sameCode) return { message: `${sameCode.name} already has the code ${code}.`, field: 'code' };
    return null;
  },
  refuseStatus: (db, country, status) =>
    status
      ? null
      : refuseDisable(
          country.name,
          db.states.filter((state) => state.country_id === country.id && state.status).length,
          'state',
          'states',
        ),
});

const stateRoutes = resourceRoutes<DemoState, { name: string; country_id: number }>({
  ...common,
  noun: 'state',
  operations: { create: 'createState', get: 'getState', update: 'updateState', status: 'setStateStatus' },
  createBody: CreateStateBody,
  updateBody: UpdateStateBody,
  rows: (db) => db.states,
  toDto: (db, state) => ({
    id: state.id,
    name: state.name,
    country_id: state.country_id,
    country: named(byId(db.countries, state.country_id)),
    ...audit(state),
  }),
  fieldsOf: ({ name, country_id }) => ({ name: name.trim(), country_id }),
  refuseWrite: (db, { name, country_id }, existing) => {
    const country = byId(db.countries, country_id);
    const parent = checkParent(country, 'country', 'country_id', existing?.country_id === country_id);
    if (parent) return parent;
    if (duplicate(db.states, name, (row) => (row as DemoState).country_id === country_id, existing))
      return {
        message: `${country?.name ?? 'This country'} already has a state named ${name.trim()}.`,
        field: 'name',
      };
    return null;
  },
  refuseStatus: (db, state, status) =>
    status
      ? refuseEnable(state.name, byId(db.countries, state.country_id), 'country')
      : refuseDisable(
          state.name,
          db.districts.filter((district) => district.state_id === state.id && district.status).length,
          'district',
          'districts',
        ),
});

const districtRoutes = resourceRoutes<DemoDistrict, { name: string; state_id: number }>({
  ...common,
  noun: 'district',
  operations: {
    create: 'createDistrict',
    get: 'getDistrict',
    update: 'updateDistrict',
    status: 'setDistrictStatus',
  },
  createBody: CreateDistrictBody,
  updateBody: UpdateDistrictBody,
  rows: (db) => db.districts,
  toDto: (db, district) => {
    const state = byId(db.states, district.state_id);
    return {
      id: district.id,
      name: district.name,
      state_id: district.state_id,
      state: named(state),
      country: named(state ? byId(db.countries, state.country_id) : undefined),
      ...audit(district),
    };
  },
  fieldsOf: ({ name, state_id }) => ({ name: name.trim(), state_id }),
  refuseWrite: (db, { name, state_id }, existing) => {
    const state = byId(db.states, state_id);
    const parent = checkParent(state, 'state', 'state_id', existing?.state_id === state_id);
    if (parent) return parent;
    if (duplicate(db.districts, name, (row) => (row as DemoDistrict).state_id === state_id, existing))
      return {
        message: `${state?.name ?? 'This state'} already has a district named ${name.trim()}.`,
        field: 'name',
      };
    return null;
  },
  refuseStatus: (db, district, status) =>
    status
      ? refuseEnable(district.name, byId(db.states, district.state_id), 'state')
      : refuseDisable(
          district.name,
          db.locations.filter((location) => location.district_id === district.id && location.status).length,
          'location',
          'locations',
        ),
});

const locationRoutes = resourceRoutes<DemoLocation, { name: string; district_id: number }>({
  ...common,
  noun: 'location',
  operations: {
    create: 'createLocation',
    get: 'getLocation',
    update: 'updateLocation',
    status: 'setLocationStatus',
  },
  createBody: CreateLocationBody,
  updateBody: UpdateLocationBody,
  rows: (db) => db.locations,
  toDto: (db, location) => {
    const path = db.locationPath(location.id);
    return {
      id: location.id,
      name: location.name,
      district_id: location.district_id,
      district: named(path?.district),
      state: named(path?.state),
      country: named(path?.country),
      ...audit(location),
    };
  },
  fieldsOf: ({ name, district_id }) => ({ name: name.trim(), district_id }),
  refuseWrite: (db, { name, district_id }, existing) => {
    const district = byId(db.districts, district_id);
    const parent = checkParent(district, 'district', 'district_id', existing?.district_id === district_id);
    if (parent) return parent;
    if (duplicate(db.locations, name, (row) => (row as DemoLocation).district_id === district_id, existing))
      return {
        message: `${district?.name ?? 'This district'} already has a location named ${name.trim()}.`,
        field: 'name',
      };
    return null;
  },
  refuseStatus: (db, location, status) =>
    status ? refuseEnable(location.name, byId(db.districts, location.district_id), 'district') : null,
});

export const geographyAdminRoutes: RouteDefinition[] = [
  ...countryRoutes,
  ...stateRoutes,
  ...districtRoutes,
  ...locationRoutes,
];
