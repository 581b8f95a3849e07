import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';

import type { DemoDb } from './db';
import { apiKeyRoutes } from './handlers/api-keys';
import { assignmentRoutes } from './handlers/assignments';
import { auditRoutes } from './handlers/audit';
import { withAudit } from './handlers/audit-hook';
import { authRoutes } from './handlers/auth';
import { authPasswordRoutes } from './handlers/auth-password';
import { campRoutes } from './handlers/camps';
import { catalogueRoutesOfAll } from './handlers/catalogues';
import { questionnaireRoutes } from './handlers/catalogues-questionnaires';
import { testRoutes } from './handlers/catalogues-tests';
import { clinicRecordRoutes } from './handlers/clinic-records';
import { clinicRoutes } from './handlers/clinics';
import { consumableRoutes } from './handlers/consumable-records';
import { customerRecordRoutes } from './handlers/customer-records';
import { customerAssignmentRoutes } from './handlers/customer-assignments';
import { kioskRolloutRoutes } from './handlers/kiosk-rollouts';
import { kioskRoutes } from './handlers/kiosks';
import { orderRoutes } from './handlers/orders';
import { queryRoutes } from './handlers/queries';
import { queryAssigneeRoutes } from './handlers/query-assignees';
import { cannedReplyRoutes } from './handlers/canned-replies';
import { notificationRoutes } from './handlers/notifications';
import { geographyRoutes } from './handlers/geography';
import { integrationRoutes } from './handlers/integrations';
import { geographyAdminRoutes } from './handlers/geography-admin';
import { type DemoHandlerOptions, type RouteDefinition, toHandler } from './handlers/kit';
import { consultationRoutes } from './handlers/consultations';
import { doctorRoutes } from './handlers/doctors';
import { discussionRoutes } from './handlers/discussions';
import { doctorBoardRoutes } from './handlers/doctor-board';
import { patientRoutes } from './handlers/patients';
import { publicResultRoutes } from './handlers/public-results';
import { resultRoutes } from './handlers/results';
import { settingsRoutes } from './handlers/settings';
import { stockRoutes } from './handlers/stock';
import { userRoutes } from './handlers/users';
import { demoRoutes, exactPathPattern } from './routes';

export type { DemoHandlerOptions } from './handlers/kit';

/**
 * One definition per operation of openapi/v3.yaml (routes.test.ts checks that every one is here),
 * each through the audit trail's recording hook (docs/audit.md, src/mocks/handlers/audit-hook.ts).
 */
export const demoRouteDefinitions: ReadonlyArray<RouteDefinition> = withAudit([
  ...authRoutes,
  ...authPasswordRoutes,
  ...customerRecordRoutes,
  ...userRoutes,
  ...clinicRoutes,
  ...clinicRecordRoutes,
  ...kioskRoutes,
  ...kioskRolloutRoutes,
  ...orderRoutes,
  ...consumableRoutes,
  ...stockRoutes,
  // Before queryRoutes: GET /v3/query/assignees, not /v3/query/{id}.
  ...queryAssigneeRoutes,
  ...queryRoutes,
  ...cannedReplyRoutes,
  ...customerAssignmentRoutes,
  ...geographyRoutes,
  ...geographyAdminRoutes,
  ...catalogueRoutesOfAll,
  ...testRoutes,
  ...questionnaireRoutes,
  ...campRoutes,
  ...assignmentRoutes,
  ...patientRoutes,
  ...resultRoutes,
  ...apiKeyRoutes,
  ...publicResultRoutes,
  ...discussionRoutes,
  // Before doctorRoutes: GET /v3/doctor/board, not /v3/doctor/{id}.
  ...doctorBoardRoutes,
  ...doctorRoutes,
  ...consultationRoutes,
  ...notificationRoutes,
  ...integrationRoutes,
  ...settingsRoutes,
  ...auditRoutes,
]);

export const MALFORMED_PATH = 'Invalid path: it holds a malformed percent-escape';

const isApiPath = (pathname: string): boolean => pathname.includes('/v3/');

const decodes = (pathname: string): boolean => {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
};

/**
 * '%', '%ZZ', '%E0%A4%A' or '%FF' in a path: MSW's path matching decodes every segment and throws
 * "URI malformed", which answered 500 (and the app retries a 5xx). This handler comes first and
 * answers a 400 with the error envelope instead; its predicate is a function, so MSW parses no path
 * pattern for it.
 */
const malformedPathHandler = (): RequestHandler =>
  http.all(
    ({ request }) => {
      const { pathname } = new URL(request.url);
      return isApiPath(pathname) && !decodes(pathname);
    },
    () => HttpResponse.json({ error: true, message: MALFORMED_PATH }, { status: 400 }),
  );

/**
 * The demo API's MSW handlers over one database: use them with msw/node's `setupServer`, the
 * browser worker, or `getResponse` (the demo HTTP server).
 */
export const createDemoHandlers = (db: DemoDb, options: DemoHandlerOptions = {}): RequestHandler[] => [
  malformedPathHandler(),
  ...demoRouteDefinitions.map((definition) => toHandler(db, definition, options)),
];

/** Each route's exact path pattern, built once per process. */
const exactPatterns = new Map<string, RegExp>();
const exactPatternOf = (path: string): RegExp => {
  let pattern = exactPatterns.get(path);
  if (!pattern) exactPatterns.set(path, (pattern = exactPathPattern(path)));
  return pattern;
};

/**
 * The same handlers behind one MSW handler that finds the route first, for the component tests
 * (tests/unit/demo-api.ts). MSW tries handlers one by one, at about 0.2 ms each in Node, so the
 * whole list costs a test some 8 ms a call; this dispatcher costs one handler. What answers is the
 * very same handler.
 */
export const createDemoDispatcher = (db: DemoDb, options: DemoHandlerOptions = {}): RequestHandler => {
  // Each route's handler is built on its first call: a test makes a few of the ~400 routes' calls.
  const routes = demoRouteDefinitions.map((definition) => {
    const route = demoRoutes[definition.operation];
    let handler: RequestHandler | undefined;
    return {
      method: route.method,
      exact: exactPatternOf(route.path),
      handler: () => (handler ??= toHandler(db, definition, options)),
    };
  });
  const malformed = malformedPathHandler();
  // A function, not '*/v3/*': MSW would decode that pattern's wildcards and throw on a bad escape.
  return http.all(
    ({ request }) => isApiPath(new URL(request.url).pathname),
    ({ request }) => {
      const { pathname } = new URL(request.url);
      if (!decodes(pathname)) return getResponse([malformed], request);
      const matching = routes
        .filter((route) => route.method === request.method && route.exact.test(pathname))
        .map((route) => route.handler());
      return matching.length === 0 ? undefined : getResponse(matching, request);
    },
  );
};
