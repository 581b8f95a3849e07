import { http, HttpResponse, type JsonBodyType } from 'msw';

import { FIXTURE_GEOGRAPHY, type FixtureGeography, type FixturePlace } from './fixtures';

/** One recorded list call: which list, and the body it sent. */
export interface SeenCall {
  path: string;
  body: Record<string, unknown>;
}

const LISTS = [
  ['/v3/country/filter', 'countries', null],
  ['/v3/state/filter', 'states', 'country_id'],
  ['/v3/district/filter', 'districts', 'state_id'],
  ['/v3/location/filter', 'locations', 'district_id'],
] as const;

const byName = (a: FixturePlace, b: FixturePlace) => a.name.localeCompare(b.name, 'en');

/**
 * The four geography calls over a fixed tree, sorted by name as the server sends them; every body
 * is recorded in `seen`. A child list holds the places whose parent is the id in the body.
 */
export const geographyHandlers = (seen: SeenCall[] = [], geography: FixtureGeography = FIXTURE_GEOGRAPHY) =>
  LISTS.map(([path, list, parentField]) =>
    http.post(`*${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.push({ path, body });
      const places = geography[list].filter(
        (place) => parentField === null || place.parent === body[parentField],
      );
      return HttpResponse.json({
        data: [...places].sort(byName).map(({ id, name }) => ({ id, name })),
      } as JsonBodyType);
    }),
  );

/** The next call to `path` fails with a 400 and a message (a 4xx is not retried, so it shows at once). */
export const failOnce = (path: string, message = 'The list is unavailable') =>
  http.post(`*${path}`, () => HttpResponse.json({ error: true, message }, { status: 400 }), { once: true });
