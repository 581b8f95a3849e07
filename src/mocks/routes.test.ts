import { describe, expect, it } from 'vitest';

import { responseSchemas } from '@/lib/http/response-schemas';

import { demoRouteDefinitions } from './handlers';
import { type DemoOperation, demoRoutes, exactPathPattern } from './routes';

type Factory = () => { info: { method: unknown; path: unknown } };
/** Every generated MSW module, whatever tags the contract has. */
const generatedFactories = Object.assign(
  {},
  ...Object.values(import.meta.glob('../generated/api/**/*.msw.ts', { eager: true })),
) as Record<string, Factory>;

const factoryName = (operation: string): string =>
  `get${operation.charAt(0).toUpperCase()}${operation.slice(1)}MockHandler`;

describe('demo routes', () => {
  it.each(Object.entries(demoRoutes))(
    '%s has the method and path of the generated MSW handler',
    (operation, route) => {
      const factory = generatedFactories[factoryName(operation)];
      expect(factory, `${factoryName(operation)} exists`).toBeTypeOf('function');
      const { info } = factory!();
      expect({ method: info.method, path: info.path }).toEqual({ method: route.method, path: route.path });
    },
  );

  it('covers every operation of the contract, each with one definition', () => {
    const contract = Object.keys(responseSchemas).sort();
    const ours = Object.values(demoRoutes)
      .map(({ method, path }) => `${method} ${path.replace(/^\*/, '').replace(/:(\w+)/, '{$1}')}`)
      .sort();
    expect(ours).toEqual(contract);
    expect(demoRouteDefinitions.map((definition) => definition.operation).sort()).toEqual(
      Object.keys(demoRoutes).sort(),
    );
  });

  it('answers a literal path before a path with an id that also matches it', () => {
    // GET /v3/query/assignees before /v3/query/{id}, /v3/doctor/board before /v3/doctor/{id}: MSW
    // answers with the first handler that matches (src/mocks/handlers.ts).
    const order = demoRouteDefinitions.map((definition) => definition.operation);
    const routes = Object.entries(demoRoutes) as [DemoOperation, (typeof demoRoutes)[DemoOperation]][];
    const pairs = routes.flatMap(([literal, route]) =>
      routes
        .filter(
          ([other, candidate]) =>
            other !== literal &&
            candidate.method === route.method &&
            candidate.path.includes(':') &&
            exactPathPattern(candidate.path).test(route.path.replace(/^\*/, '')),
        )
        .map(([other]) => ({ literal, other })),
    );
    expect(pairs).toContainEqual({ literal: 'listQueryAssignees', other: 'getQuery' });
    expect(
      pairs
        .filter(({ literal, other }) => order.indexOf(other) < order.indexOf(literal))
        .map(({ literal, other }) => `${other} answers before ${literal}`),
    ).toEqual([]);
  });

  it('matches paths case-sensitively, whatever the API base', () => {
    const lower = exactPathPattern(demoRoutes.filterClinicMonitor.path);
    const upper = exactPathPattern(demoRoutes.filterClinics.path);
    expect(lower.test('/api/v3/clinic/filter')).toBe(true);
    expect(lower.test('/api/v3/Clinic/filter')).toBe(false);
    expect(upper.test('/v3/Clinic/filter')).toBe(true);
    expect(upper.test('/v3/clinic/filter')).toBe(false);
    const camp = exactPathPattern(demoRoutes.getCamp.path);
    expect(camp.test('/api/v3/camp-system/12')).toBe(true);
    expect(camp.test('/api/v3/camp-system/12/extra')).toBe(false);
    expect(exactPathPattern(demoRoutes.createCamp.path).test('/api/v3/camp-system')).toBe(false);
  });
});
