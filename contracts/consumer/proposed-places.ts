import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  createCountry,
  createDistrict,
  createLocation,
  createState,
  getCountry,
  getDistrict,
  getLocation,
  getState,
  setCountryStatus,
  setDistrictStatus,
  setLocationStatus,
  setStateStatus,
  updateCountry,
  updateDistrict,
  updateLocation,
  updateState,
} from '@/generated/api/geography/geography';
import { type ApiError } from '@/lib/http/api-error';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith, resolvesToData } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import type { ProviderState } from '../support/states';

const { boolean, equal, fromProviderState, integer, regex, string } = MatchersV3;

/**
 * The proposed geography calls (docs/proposed-api.md) as the master-data screens send them: create,
 * read, update from the version the edit started from, disable; a duplicate name refused with 422
 * and its field, a stale update refused with 409 and the current record, an unknown id 404, and
 * each call without a token 401. The records' ids and versions come from the provider states.
 */
type Level = 'country' | 'state' | 'district' | 'location';

interface LevelSpec {
  level: Level;
  /** The write body of a create; the parent is the seed's first one. */
  create: Record<string, string | number>;
  /** A name its parent already has (the duplicate refused). */
  taken: string;
  parentKey: string | null;
  parentShapes: Record<string, unknown>;
  calls: {
    create: (body: never) => Promise<unknown>;
    get: (id: number) => Promise<unknown>;
    update: (id: number, body: never) => Promise<unknown>;
    status: (id: number, body: { status: boolean }) => Promise<unknown>;
  };
}

const named = (name: string) => ({ id: integer(1), name: string(name) });
const isoDateTime = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, example);

const LEVELS: readonly LevelSpec[] = [
  {
    level: 'country',
    create: { name: 'Pact Land', code: 'PL' },
    taken: 'India',
    parentKey: null,
    parentShapes: {},
    calls: { create: createCountry, get: getCountry, update: updateCountry, status: setCountryStatus },
  },
  {
    level: 'state',
    create: { name: 'Pact State', country_id: 1 },
    taken: 'Maharashtra',
    parentKey: 'country_id',
    parentShapes: { country: named('India') },
    calls: { create: createState, get: getState, update: updateState, status: setStateStatus },
  },
  {
    level: 'district',
    create: { name: 'Pact District', state_id: 1 },
    taken: 'Pune',
    parentKey: 'state_id',
    parentShapes: { state: named('Maharashtra'), country: named('India') },
    calls: { create: createDistrict, get: getDistrict, update: updateDistrict, status: setDistrictStatus },
  },
  {
    level: 'location',
    create: { name: 'Pact Location', district_id: 1 },
    taken: 'Andheri',
    parentKey: 'district_id',
    parentShapes: {
      district: named('Mumbai Suburban'),
      state: named('Maharashtra'),
      country: named('India'),
    },
    calls: { create: createLocation, get: getLocation, update: updateLocation, status: setLocationStatus },
  },
];

const recordShape = (spec: LevelSpec, name: string) => ({
  id: integer(1),
  name: string(name),
  ...(spec.level === 'country' ? { code: string('IN') } : {}),
  ...(spec.parentKey === null ? {} : { [spec.parentKey]: integer(1) }),
  ...spec.parentShapes,
  status: boolean(true),
  version: integer(1),
  created_at: isoDateTime('2026-01-05T09:00:00.000Z'),
  updated_at: isoDateTime('2026-01-05T09:00:00.000Z'),
});

const state = (name: string, params: Record<string, string | number>): ProviderState => ({ name, params });

/**
 * The write body of an update of place 1 (the seed's India, Maharashtra, Mumbai Suburban, Andheri):
 * a new name, its own parent or ISO code, and the version the edit started from.
 */
const updateBody = (spec: LevelSpec, version: unknown) => ({
  ...spec.create,
  ...(spec.level === 'country' ? { code: 'IN' } : {}),
  name: `${spec.taken} Renamed`,
  version,
});

export const defineProposedPlacePacts = (pact: PactV4): void => {
  for (const spec of LEVELS) {
    const { level, calls } = spec;
    const parentParams: Record<string, number> = spec.parentKey === null ? {} : { parent_id: 1 };
    const free = state('a place name is free', {
      level,
      name: String(spec.create.name),
      ...parentParams,
      ...(level === 'country' ? { code: String(spec.create.code) } : {}),
    });
    const exists = state('a place exists', { level, id: 1 });

    it(`create${level}: saves a new ${level} and answers it at version 1`, async () => {
      const response = { data: recordShape(spec, String(spec.create.name)) };
      await pinInteraction(pact, {
        description: `a request to create the ${level} ${String(spec.create.name)}`,
        given: [free],
        call: pin({
          method: 'POST',
          path: `/v3/${level}/`,
          body: spec.create,
          invoke: () => calls.create(spec.create as never),
        }),
        status: 200,
        response,
        check: resolvesToData(response),
      });
    });

    it(`create${level}: refuses a name its parent already has, naming the field (422)`, async () => {
      const body = { ...spec.create, name: spec.taken };
      await pinInteraction(pact, {
        description: `a request to create a ${level} named ${spec.taken} where one exists`,
        given: [state('a place with this name exists', { level, name: spec.taken, ...parentParams })],
        call: pin({
          method: 'POST',
          path: `/v3/${level}/`,
          body,
          invoke: () => calls.create(body as never),
        }),
        status: 422,
        response: {
          error: equal(true),
          message: string(`${spec.taken} already exists.`),
          field: equal('name'),
        },
        check: async (outcome) => {
          await rejectsWith(422, 'bad-request')(outcome);
          await outcome.catch((error: unknown) => {
            expect((error as ApiError).body).toMatchObject({ field: 'name' });
          });
        },
      });
    });

    it(`get${level}: reads one ${level}`, async () => {
      const response = { data: recordShape(spec, spec.taken) };
      await pinInteraction(pact, {
        description: `a request for ${level} 1`,
        given: [exists],
        call: pin({ method: 'GET', path: recordPath(level), invoke: () => calls.get(1) }),
        status: 200,
        response,
        check: resolvesToData(response),
      });
    });

    it(`get${level}: an unknown id is a 404 with the error envelope`, async () => {
      await pinInteraction(pact, {
        description: `a request for ${level} 999999, which does not exist`,
        call: pin({ method: 'GET', path: `/v3/${level}/999999`, invoke: () => calls.get(999_999) }),
        status: 404,
        response: { error: equal(true), message: string('Not found') },
        check: rejectsWith(404, 'bad-request'),
      });
    });

    it(`update${level}: saves an edit made from the current version`, async () => {
      const response = { data: { ...recordShape(spec, `${spec.taken} Renamed`), version: integer(2) } };
      await pinInteraction(pact, {
        description: `a request to rename ${level} 1 from its current version`,
        given: [exists],
        call: pin({
          method: 'PUT',
          path: recordPath(level),
          body: updateBody(spec, fromProviderState('${version}', 1)),
          invoke: () => calls.update(1, updateBody(spec, 1) as never),
        }),
        status: 200,
        response,
        check: resolvesToData(response),
      });
    });

    it(`update${level}: refuses a stale version with 409 and the current record`, async () => {
      await pinInteraction(pact, {
        description: `a request to rename ${level} 1 from version 1, after someone else saved it`,
        given: [state('a place was changed since version 1', { level, id: 1 })],
        call: pin({
          method: 'PUT',
          path: recordPath(level),
          body: updateBody(spec, 1),
          invoke: () => calls.update(1, updateBody(spec, 1) as never),
        }),
        status: 409,
        response: {
          error: equal(true),
          message: string(`This ${level} was changed by someone else while you were editing it.`),
          current: { ...recordShape(spec, spec.taken), version: integer(2) },
        },
        check: rejectsWith(409, 'bad-request'),
      });
    });

    it(`set${level}Status: disables a ${level} nothing active depends on`, async () => {
      const response = {
        data: { ...recordShape(spec, spec.taken), status: equal(false), version: integer(2) },
      };
      await pinInteraction(pact, {
        description: `a request to disable a ${level} without active children`,
        given: [state('a place without active children exists', { level })],
        call: pin({
          method: 'PUT',
          path: recordPath(level, '/status'),
          body: { status: false },
          invoke: () => calls.status(1, { status: false }),
        }),
        status: 200,
        response,
        check: resolvesToData(response),
      });
    });

    it.each([
      ['create', 'POST', `/v3/${level}/`, spec.create, () => calls.create(spec.create as never)],
      ['get', 'GET', `/v3/${level}/1`, undefined, () => calls.get(1)],
      [
        'update',
        'PUT',
        `/v3/${level}/1`,
        updateBody(spec, 1),
        () => calls.update(1, updateBody(spec, 1) as never),
      ],
      ['status', 'PUT', `/v3/${level}/1/status`, { status: false }, () => calls.status(1, { status: false })],
    ] as const)(`%s ${level} without a token answers 401`, async (operation, method, path, body, invoke) => {
      await pinInteraction(pact, {
        description: `a request without a token (${operation} ${level})`,
        signedOut: true,
        call: pin({ method, path, ...(body === undefined ? {} : { body }), invoke }),
        status: 401,
        response: unauthorizedBody,
        check: rejectsWith(401, 'unauthorized'),
      });
    });
  }
};
