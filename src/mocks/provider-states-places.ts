import type { DemoDb } from './db';
import { sameName } from './handlers/resource-kit';
import type { ProviderStateHandler } from './provider-states';
import type { DemoCountry, DemoDistrict, DemoLocation, DemoState, Versioned } from './types';

/**
 * Provider states of the proposed geography calls (the proposals pact, docs/contracts.md). Each takes
 * `level` (country, state, district or location) and answers the ids the interaction injects, so a
 * real backend may pick its own. Like the others, they only make sure of what they need.
 */
type Level = 'country' | 'state' | 'district' | 'location';
type Place = (DemoCountry | DemoState | DemoDistrict | DemoLocation) & Record<string, unknown>;

const PARENT_KEY: Readonly<Record<Level, string | null>> = {
  country: null,
  state: 'country_id',
  district: 'state_id',
  location: 'district_id',
};
const CHILD: Readonly<Record<Level, Level | null>> = {
  country: 'state',
  state: 'district',
  district: 'location',
  location: null,
};

const levelOf = (params: Record<string, unknown>): Level => {
  const level = params.level;
  if (level === 'country' || level === 'state' || level === 'district' || level === 'location') return level;
  throw new Error(`"level" must be country, state, district or location, not ${JSON.stringify(level)}`);
};

const rowsOf = (db: DemoDb, level: Level): Place[] =>
  ({ country: db.countries, state: db.states, district: db.districts, location: db.locations })[
    level
  ] as Place[];

const idParam = (params: Record<string, unknown>, key: string): number | null => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
};

const stringParam = (params: Record<string, unknown>, key: string): string => {
  const value = params[key];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`"${key}" is required`);
  return value;
};

/** The place, active and under an active parent (the parent made active too). */
const ensurePlace = (db: DemoDb, level: Level, id: number): Place => {
  const place = rowsOf(db, level).find((row) => row.id === id);
  if (!place) throw new Error(`The demo data has no ${level} ${id}`);
  place.status = true;
  const key = PARENT_KEY[level];
  const parentLevel =
    key === null ? null : (Object.entries(CHILD).find(([, child]) => child === level)?.[0] as Level);
  if (key !== null && parentLevel !== null) ensurePlace(db, parentLevel, place[key] as number);
  db.reindexGeography();
  return place;
};

const underParent = (level: Level, parentId: number | null) => (row: Place) => {
  const key = PARENT_KEY[level];
  return key === null || parentId === null || row[key] === parentId;
};

const stamp = (db: DemoDb): Versioned => {
  const at = db.now().toISOString();
  return { version: 1, created_at: at, updated_at: at };
};

export const placeProviderStates: Record<string, ProviderStateHandler> = {
  /** params: level, name, parent_id (not for a country), code (a country's). Nothing there has them. */
  'a place name is free': (db, params) => {
    const level = levelOf(params);
    const name = stringParam(params, 'name');
    const parentId = idParam(params, 'parent_id');
    const parentLevel = Object.entries(CHILD).find(([, child]) => child === level)?.[0] as Level | undefined;
    if (parentLevel && parentId !== null) ensurePlace(db, parentLevel, parentId);
    for (const row of rowsOf(db, level).filter(underParent(level, parentId))) {
      if (sameName(row.name, name)) row.name = `${row.name} (renamed ${row.id})`;
    }
    const code = typeof params.code === 'string' ? params.code : null;
    if (level === 'country' && code !== null) {
      for (const country of db.countries)
        if (country.code === code) country.code = `Q${String.fromCharCode(65 + (country.id % 26))}`;
    }
    db.reindexGeography();
  },
  /** params: level, name, parent_id. A place of that name is there (the duplicate a create is refused for). */
  'a place with this name exists': (db, params) => {
    const level = levelOf(params);
    const name = stringParam(params, 'name');
    const parentId = idParam(params, 'parent_id');
    const rows = rowsOf(db, level);
    if (rows.some((row) => underParent(level, parentId)(row) && sameName(row.name, name))) return;
    const first = rows.find(underParent(level, parentId));
    if (!first) throw new Error(`The demo data has no ${level} to rename ${name}`);
    first.name = name;
    db.reindexGeography();
  },
  /** params: level, id. Answers id and version (the version an edit starts from). */
  'a place exists': (db, params) => {
    const level = levelOf(params);
    const place = ensurePlace(db, level, idParam(params, 'id') ?? 1);
    return { id: place.id, version: place.version };
  },
  /** params: level, id. Someone saved it after version 1: an edit from version 1 is stale. Answers id. */
  'a place was changed since version 1': (db, params) => {
    const level = levelOf(params);
    const place = ensurePlace(db, level, idParam(params, 'id') ?? 1);
    if (place.version < 2) {
      place.version = 2;
      place.updated_at = db.now().toISOString();
    }
    return { id: place.id };
  },
  /** params: level. A place of that level with no active children, active itself. Answers id. */
  'a place without active children exists': (db, params) => {
    const level = levelOf(params);
    const child = CHILD[level];
    const childKey = child === null ? null : PARENT_KEY[child];
    const hasActiveChildren = (place: Place) =>
      child !== null &&
      childKey !== null &&
      rowsOf(db, child).some((row) => row[childKey] === place.id && row.status);
    const found = rowsOf(db, level).find((place) => place.status && !hasActiveChildren(place));
    if (found) return { id: ensurePlace(db, level, found.id).id };
    // None: a new one, under the first active parent.
    const rows = rowsOf(db, level);
    const id = Math.max(0, ...rows.map((row) => row.id)) + 1;
    const key = PARENT_KEY[level];
    const parentLevel = Object.entries(CHILD).find(([, c]) => c === level)?.[0] as Level | undefined;
    const parent = parentLevel ? rowsOf(db, parentLevel).find((row) => row.status) : undefined;
    const record = {
      id,
      name: `Pact ${level} ${id}`,
      status: true,
      ...(level === 'country' ? { code: 'QP' } : {}),
      ...(key !== null && parent ? { [key]: parent.id } : {}),
      ...stamp(db),
    } as unknown as Place;
    rows.push(record);
    db.reindexGeography();
    return { id };
  },
};
