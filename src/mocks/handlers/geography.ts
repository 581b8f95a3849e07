import {
  FilterCountriesBody,
  FilterDistrictsBody,
  FilterLocationsBody,
  FilterStatesBody,
} from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import type { DemoUser } from '../types';
import { ok, parseBody, type RouteDefinition } from './kit';
import { byName, customerLocationIds, scopeFor } from './scope';

/**
 * The places a scoped list may show: for a customer, where their clinics and camps are, and the
 * districts, states and countries above them; for an unscoped administrator, everything (null).
 */
const placesFor = (db: DemoDb, user: DemoUser, assignedUserId: number | null | undefined) => {
  const scope = scopeFor(user, assignedUserId);
  if (scope === null) return null;
  const locations = customerLocationIds(db, scope);
  const districts = new Set<number>();
  const states = new Set<number>();
  const countries = new Set<number>();
  for (const id of locations) {
    const path = db.locationPath(id);
    if (path?.district) districts.add(path.district.id);
    if (path?.state) states.add(path.state.id);
    if (path?.country) countries.add(path.country.id);
  }
  return { locations, districts, states, countries };
};

const named = ({ id, name }: { id: number; name: string }) => ({ id, name });

export const geographyRoutes: RouteDefinition[] = [
  {
    operation: 'filterCountries',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterCountriesBody, body);
      if (!parsed.ok) return parsed.result;
      const places = placesFor(db, user, parsed.value.assigned_user_id);
      const list = db.countries.filter(
        (country) =>
          country.status === parsed.value.status && (places === null || places.countries.has(country.id)),
      );
      return ok(list.sort(byName).map(named));
    },
  },
  {
    operation: 'filterStates',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterStatesBody, body);
      if (!parsed.ok) return parsed.result;
      const { status, country_id, assigned_user_id } = parsed.value;
      const places = placesFor(db, user, assigned_user_id);
      const list = db.states.filter(
        (state) =>
          state.status === status &&
          state.country_id === country_id &&
          (places === null || places.states.has(state.id)),
      );
      return ok(list.sort(byName).map(named));
    },
  },
  {
    operation: 'filterDistricts',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterDistrictsBody, body);
      if (!parsed.ok) return parsed.result;
      const { status, state_id, assigned_user_id } = parsed.value;
      const places = placesFor(db, user, assigned_user_id);
      const list = db.districts.filter(
        (district) =>
          district.status === status &&
          district.state_id === state_id &&
          (places === null || places.districts.has(district.id)),
      );
      return ok(list.sort(byName).map(named));
    },
  },
  {
    // The filter panel (by district) and the camp screens (offset/limit pages) share this call.
    operation: 'filterLocations',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterLocationsBody, body);
      if (!parsed.ok) return parsed.result;
      const { status, district_id, assigned_user_id, offset = 0, limit } = parsed.value;
      const places = placesFor(db, user, assigned_user_id);
      const list = db.locations
        .filter(
          (location) =>
            location.status === status &&
            (district_id == null || location.district_id === district_id) &&
            (places === null || places.locations.has(location.id)),
        )
        .sort(byName);
      return ok(list.slice(offset, limit === undefined ? undefined : offset + limit).map(named));
    },
  },
];
