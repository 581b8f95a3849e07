import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { getResponse } from 'msw';
import type { ZodObject, ZodType } from 'zod';
import { expect, it } from 'vitest';

import * as api from '@/generated/api';
import * as zod from '@/generated/zod/v3.zod';
import { type ApiError } from '@/lib/http/api-error';
import { CATALOGUE_EXAMPLES, type CatalogueExample, seededWriteOf } from '@/mocks/catalogues/examples';
import { createDemoDb } from '@/mocks/db';
import { createDemoDispatcher } from '@/mocks/handlers';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith, resolvesToData } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import { requiredShapeOf } from '../support/shape';
import type { ProviderState } from '../support/states';

const { eachLike, equal, fromProviderState, integer, like, string } = MatchersV3;

/**
 * The proposed catalogue calls (docs/proposed-api.md) as the master-data screens send them, for all
 * eighteen catalogues alike: a page of the list, create, read, update from the version the edit
 * started from, disable; a create repeating a unique field refused with 422 and its field, a stale
 * update refused with 409 and the current record, an unknown id 404, and each call without a
 * token 401. The states take the catalogue's path segment (src/mocks/provider-states-catalogues.ts)
 * and answer the ids and versions, so a real backend may pick its own.
 *
 * The example records are the demo API's record 1 of each catalogue, matched by type: the pact pins
 * the shape and the rules, the values are the seed's. Their shape is checked against
 * openapi/v3.yaml by swagger-mock-validator and by the generated client's zod parse in each check.
 */
type Fetcher = (...args: never[]) => Promise<unknown>;
const generated = api as unknown as Readonly<Record<string, Fetcher>>;
const fetcher = (name: string): Fetcher => {
  const found = generated[name];
  if (found === undefined) throw new Error(`src/generated/api has no ${name}`);
  return found;
};

const callsOf = ({ stem, plural }: CatalogueExample) => ({
  filter: fetcher(`filter${plural}`) as (body: unknown) => Promise<unknown>,
  create: fetcher(`create${stem}`) as (body: unknown) => Promise<unknown>,
  get: fetcher(`get${stem}`) as (id: number) => Promise<unknown>,
  update: fetcher(`update${stem}`) as (id: number, body: unknown) => Promise<unknown>,
  status: fetcher(`set${stem}Status`) as (id: number, body: { status: boolean }) => Promise<unknown>,
});

/** The generated zod of a catalogue's record (the `data` of its read). */
const recordSchemaOf = ({ stem }: CatalogueExample): ZodType =>
  ((zod as unknown as Record<string, ZodObject>)[`Get${stem}Response`] as ZodObject<{ data: ZodType }>).shape
    .data;

/** Record 1 of each catalogue as the demo API answers it (the examples of the pinned responses). */
// A fixed clock: the pact file is committed, and a run must write it the same.
const demo = createDemoDb({ now: () => new Date('2026-11-01T09:00:00.000Z') });
const dispatcher = createDemoDispatcher(demo);
const token = demo.issueToken(1);
const records = new Map<string, Record<string, unknown>>();
const demoData = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
  const response = await getResponse(
    [dispatcher],
    new Request(`http://demo.test/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  const { data } = (await response?.json()) as { data: Record<string, unknown> };
  return data;
};
const recordOf = async (segment: string): Promise<Record<string, unknown>> => {
  const known = records.get(segment) ?? (await demoData('GET', `/v3/${segment}/1`));
  records.set(segment, known);
  return known;
};
/** The example `fresh` as the demo API saves it (with what it adds: the names of what it points at). */
const createdOf = async ({ segment, fresh }: CatalogueExample) => demoData('POST', `/v3/${segment}/`, fresh);

/** The record matched by type, field by field; its version and status pinned where they are the point. */
const typed = (record: Record<string, unknown>, pinned: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries({ ...record, ...pinned }).map(([key, value]) => [
      key,
      key in pinned ? value : like(value as never),
    ]),
  );

const state = (name: string, params: ProviderState['params']): ProviderState => ({ name, params });

/** The scalar fields of a record, which the states take as params. */
const scalars = (fields: Record<string, unknown>): ProviderState['params'] =>
  Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string | number | boolean] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number' || typeof entry[1] === 'boolean',
    ),
  );

export const defineProposedCataloguePacts = (pact: PactV4): void => {
  for (const example of CATALOGUE_EXAMPLES) {
    const { segment, table, fresh, uniqueField = 'name', listSearch } = example;
    const calls = callsOf(example);
    const catalogue = { catalogue: segment };
    const exists = state('a catalogue record exists', { ...catalogue, id: 1 });
    const edit = seededWriteOf(table);
    const listBody =
      listSearch === undefined ? { page: 1, limit: 10 } : { page: 1, limit: 1, searchValue: listSearch };

    it(`${segment}: lists a page of records and their count`, async () => {
      // A search for record 1 alone pins record 1 field by field; a page of records, what they all have.
      const record =
        listSearch === undefined
          ? requiredShapeOf(recordSchemaOf(example), await recordOf(segment))
          : typed(await recordOf(segment));
      const response = { data: { records: eachLike(record), total_count: integer(1) } };
      await pinInteraction(pact, {
        description: `a request for the first page of /v3/${segment}/`,
        given: [exists],
        call: pin({
          method: 'POST',
          path: `/v3/${segment}/filter`,
          body: listBody,
          invoke: () => calls.filter(listBody),
        }),
        status: 200,
        response,
        check: async (outcome) => {
          const page = (await outcome) as { records: unknown[]; total_count: number };
          expect(page.records.length).toBeGreaterThan(0);
          expect(page.total_count).toBeGreaterThanOrEqual(page.records.length);
        },
      });
    });

    it(`${segment}: creates a record and answers it at version 1`, async () => {
      const created = requiredShapeOf(recordSchemaOf(example), await createdOf(example));
      const response = { data: { ...(created as object), version: equal(1) } };
      await pinInteraction(pact, {
        description: `a request to create a new record in /v3/${segment}/`,
        given: [
          state('a catalogue record like this one can be created', { ...catalogue, ...scalars(fresh) }),
        ],
        call: pin({
          method: 'POST',
          path: `/v3/${segment}/`,
          body: fresh,
          invoke: () => calls.create(fresh),
        }),
        status: 200,
        response,
        check: resolvesToData(response),
      });
    });

    it(`${segment}: refuses a create that repeats a unique field, naming it (422)`, async () => {
      await pinInteraction(pact, {
        description: `a request to create a record like one /v3/${segment}/ has`,
        given: [state('a catalogue record with these values exists', { ...catalogue, ...scalars(fresh) })],
        call: pin({
          method: 'POST',
          path: `/v3/${segment}/`,
          body: fresh,
          invoke: () => calls.create(fresh),
        }),
        status: 422,
        response: { error: equal(true), message: string('That already exists.'), field: equal(uniqueField) },
        check: async (outcome) => {
          await rejectsWith(422, 'bad-request')(outcome);
          await outcome.catch((error: unknown) => {
            expect((error as ApiError).body).toMatchObject({ field: uniqueField });
          });
        },
      });
    });

    it(`${segment}: reads one record`, async () => {
      const response = { data: typed(await recordOf(segment)) };
      await pinInteraction(pact, {
        description: `a request for record 1 of /v3/${segment}/`,
        given: [exists],
        call: pin({ method: 'GET', path: recordPath(segment), invoke: () => calls.get(1) }),
        status: 200,
        response,
        check: resolvesToData(response),
      });
    });

    it(`${segment}: an unknown id is a 404 with the error envelope`, async () => {
      await pinInteraction(pact, {
        description: `a request for record 999999 of /v3/${segment}/, which does not exist`,
        call: pin({ method: 'GET', path: `/v3/${segment}/999999`, invoke: () => calls.get(999_999) }),
        status: 404,
        response: { error: equal(true), message: string('Not found') },
        check: rejectsWith(404, 'bad-request'),
      });
    });

    it(`${segment}: saves an edit made from the current version`, async () => {
      const response = { data: typed(await recordOf(segment), { version: integer(2) }) };
      await pinInteraction(pact, {
        description: `a request to save record 1 of /v3/${segment}/ from its current version`,
        given: [exists],
        call: pin({
          method: 'PUT',
          path: recordPath(segment),
          body: { ...edit, version: fromProviderState('${version}', 1) },
          invoke: () => calls.update(1, { ...edit, version: 1 }),
        }),
        status: 200,
        response,
        check: resolvesToData(response),
      });
    });

    it(`${segment}: refuses a stale version with 409 and the current record`, async () => {
      const current = typed(await recordOf(segment), { version: integer(2) });
      await pinInteraction(pact, {
        description: `a request to save record 1 of /v3/${segment}/ from version 1, after someone else saved it`,
        given: [state('a catalogue record was changed since version 1', { ...catalogue, id: 1 })],
        call: pin({
          method: 'PUT',
          path: recordPath(segment),
          body: { ...edit, version: 1 },
          invoke: () => calls.update(1, { ...edit, version: 1 }),
        }),
        status: 409,
        response: {
          error: equal(true),
          message: string('This record was changed by someone else while you were editing it.'),
          current,
        },
        check: rejectsWith(409, 'bad-request'),
      });
    });

    it(`${segment}: disables a record nothing active uses`, async () => {
      const response = {
        data: typed(await recordOf(segment), { status: equal(false), version: integer(2) }),
      };
      await pinInteraction(pact, {
        description: `a request to disable a record of /v3/${segment}/ that nothing uses`,
        given: [state('a catalogue record nothing uses exists', catalogue)],
        call: pin({
          method: 'PUT',
          path: recordPath(segment, '/status'),
          body: { status: false },
          invoke: () => calls.status(1, { status: false }),
        }),
        status: 200,
        response,
        check: resolvesToData(response),
      });
    });

    it.each([
      ['filter', 'POST', `/v3/${segment}/filter`, listBody, () => calls.filter(listBody)],
      ['create', 'POST', `/v3/${segment}/`, fresh, () => calls.create(fresh)],
      ['get', 'GET', `/v3/${segment}/1`, undefined, () => calls.get(1)],
      [
        'update',
        'PUT',
        `/v3/${segment}/1`,
        { ...edit, version: 1 },
        () => calls.update(1, { ...edit, version: 1 }),
      ],
      [
        'status',
        'PUT',
        `/v3/${segment}/1/status`,
        { status: false },
        () => calls.status(1, { status: false }),
      ],
    ] as const)(
      `${segment}: %s without a token answers 401`,
      async (operation, method, path, body, invoke) => {
        await pinInteraction(pact, {
          description: `a request without a token (${operation} /v3/${segment}/)`,
          signedOut: true,
          call: pin({ method, path, ...(body === undefined ? {} : { body }), invoke }),
          status: 401,
          response: unauthorizedBody,
          check: rejectsWith(401, 'unauthorized'),
        });
      },
    );
  }
};
