import type { RequestHandler } from 'msw';

import type { DemoDb } from './db';
import { assignmentRoutes } from './handlers/assignments';
import { authRoutes } from './handlers/auth';
import { campRoutes } from './handlers/camps';
import { catalogueRoutesOfAll } from './handlers/catalogues';
import { questionnaireRoutes } from './handlers/catalogues-questionnaires';
import { testRoutes } from './handlers/catalogues-tests';
import { clinicRoutes } from './handlers/clinics';
import { geographyRoutes } from './handlers/geography';
import { geographyAdminRoutes } from './handlers/geography-admin';
import { type DemoHandlerOptions, type RouteDefinition, toHandler } from './handlers/kit';

export type { DemoHandlerOptions } from './handlers/kit';

/** One definition per operation of openapi/v3.yaml (routes.test.ts checks that every one is here). */
export const demoRouteDefinitions: ReadonlyArray<RouteDefinition> = [
  ...authRoutes,
  ...clinicRoutes,
  ...geographyRoutes,
  ...geographyAdminRoutes,
  ...catalogueRoutesOfAll,
  ...testRoutes,
  ...questionnaireRoutes,
  ...campRoutes,
  ...assignmentRoutes,
];

/**
 * The demo API's MSW handlers over one database: use them with msw/node's `setupServer`, the
 * browser worker, or `getResponse` (the demo HTTP server).
 */
export const createDemoHandlers = (db: DemoDb, options: DemoHandlerOptions = {}): RequestHandler[] =>
  demoRouteDefinitions.map((definition) => toHandler(db, definition, options));
