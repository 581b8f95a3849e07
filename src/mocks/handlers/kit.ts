import { delay, http, HttpResponse } from 'msw';
import type { ZodType } from 'zod';

import type { DemoDb } from '../db';
import { apiPathOf, DEMO_FAULT_HEADER, faultsReadBody, findFault, MALFORMED_BODY } from '../faults';
import { demoRoutes, type DemoOperation, exactPathPattern } from '../routes';
import type { DemoUser } from '../types';
import { sessionRefusal } from './session-gate';

export interface RouteResult {
  status: number;
  body: unknown;
}

export interface RouteContext {
  db: DemoDb;
  /** The signed-in user (a placeholder-free value on every route but sign-in). */
  user: DemoUser;
  /** The parsed JSON body (undefined when there was none). */
  body: unknown;
  params: Record<string, string | readonly string[] | undefined>;
  token: string | null;
  /** The URL's query (a GET's parameters, e.g. the notification inbox's `after`). */
  query?: URLSearchParams;
  /** The request's headers (the public calls' `x-api-key`; docs/api-keys.md). */
  headers?: Headers;
}

export interface RouteDefinition {
  operation: DemoOperation;
  /** Sign-in needs no token. */
  isPublic?: boolean;
  /** A successful answer changed the state: the browser persists it before answering. */
  mutates?: boolean;
  resolve: (context: RouteContext) => RouteResult | Promise<RouteResult>;
  /** The call's own refusal (200 with a flag), for the `refusals` fault (src/mocks/faults.ts). */
  refusal?: (message: string) => RouteResult;
  /** The body is not read at all (logout: a body nobody checks must not keep a session alive). */
  ignoresBody?: boolean;
}

export interface DemoHandlerOptions {
  /** Awaited after a call that changed state, before the response goes out. */
  onChange?: (db: DemoDb) => void | Promise<void>;
}

export const ok = (data: unknown): RouteResult => ({ status: 200, body: { data } });
export const fail = (status: number, message: string): RouteResult => ({
  status,
  body: { error: true, message },
});
/**
 * The one 409 body: why, and the record as the caller may now see it (`current`), which the screens
 * show beside the caller's edit (docs/proposed-api.md). Every handler's 409 is built here.
 */
export const conflict = (message: string, current: unknown): RouteResult => ({
  status: 409,
  body: { error: true, message, current },
});
/** Why a rule refused a write: 422 with the message and, when it concerns one, the field. */
export interface Refusal {
  message: string;
  field?: string;
}

export const refusal = (message: string, field?: string): RouteResult => ({
  status: 422,
  body: field === undefined ? { error: true, message } : { error: true, message, field },
});
/** A refusal the screens show from the body (camp writes, assign): 200 with the error flag. */
export const refuse = (message: string): RouteResult => ok({ error: true, message });

export const UNAUTHORIZED_NO_TOKEN = 'Unauthorized: sign in first (no bearer token was sent)';
export const UNAUTHORIZED_BAD_TOKEN = 'Unauthorized: the session has ended or the token is unknown';
export const MALFORMED_JSON = 'Invalid request body: it is not valid JSON';

const bearerToken = (request: Request): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get('authorization') ?? '').trim());
  return match?.[1] ?? null;
};

type ParsedBody = { ok: true; value: unknown } | { ok: false };

/** The JSON body for the faults' `body` rules, leaving the request to be read again (undefined if none). */
const peekJson = async (request: Request): Promise<unknown> => {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  try {
    return JSON.parse(await request.clone().text()) as unknown;
  } catch {
    return undefined;
  }
};

const readJsonBody = async (request: Request): Promise<ParsedBody> => {
  if (request.method === 'GET' || request.method === 'HEAD') return { ok: true, value: undefined };
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/** The body checked with the operation's generated zod schema, or a 400 naming the first problem. */
export const parseBody = <T>(
  schema: ZodType<T>,
  body: unknown,
): { ok: true; value: T } | { ok: false; result: RouteResult } => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, result: fail(400, 'Invalid request body: a JSON object is required') };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.map(String).join('.') || '(body)';
  return { ok: false, result: fail(400, `Invalid request body: ${where}: ${issue?.message ?? 'invalid'}`) };
};

const respond = (result: RouteResult, headers: Record<string, string> = {}): Response =>
  HttpResponse.json(result.body as object, { status: result.status, headers });

const authenticate = (
  db: DemoDb,
  request: Request,
  operation: DemoOperation,
): { user: DemoUser; token: string } | RouteResult => {
  const token = bearerToken(request);
  if (token === null) return fail(401, UNAUTHORIZED_NO_TOKEN);
  const user = db.userForToken(token);
  if (!user) return fail(401, UNAUTHORIZED_BAD_TOKEN);
  // A disabled customer's sessions, and a temporary password's (docs/customers.md, session-gate.ts).
  return sessionRefusal(db, user, operation) ?? { user, token };
};

const run = async (
  db: DemoDb,
  definition: RouteDefinition,
  request: Request,
  params: RouteContext['params'],
  refusal: string | null,
) => {
  const auth = definition.isPublic ? null : authenticate(db, request, definition.operation);
  if (auth && 'status' in auth) return auth;
  const body: ParsedBody = definition.ignoresBody
    ? { ok: true, value: undefined }
    : await readJsonBody(request);
  if (!body.ok) return fail(400, MALFORMED_JSON);
  // A refused call changes nothing: the rules are not even asked.
  if (refusal !== null && definition.refusal) return definition.refusal(refusal);
  // Sign-in has no user yet; its resolver never reads `user`.
  const user = auth?.user ?? ({} as DemoUser);
  return definition.resolve({
    db,
    user,
    body: body.value,
    params,
    token: auth?.token ?? bearerToken(request),
    query: new URL(request.url).searchParams,
    headers: request.headers,
  });
};

/**
 * `DEMO_PROPOSED=off`: a proposed call answers as a web framework without that route does (Express's
 * 'Cannot POST /path' page), not with the API's error envelope. Marked as a demo fault, so Prism's
 * traffic check leaves it out (it is not the contract's answer).
 */
export const missingRoute = (method: string, pathname: string): Response =>
  new Response(`<!DOCTYPE html>\n<pre>Cannot ${method} ${pathname}</pre>\n`, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', [DEMO_FAULT_HEADER]: 'missing-call' },
  });

const mswMethod = { GET: http.get, POST: http.post, PUT: http.put } as const;

/** One MSW handler for a route: exact-path check, faults, auth, body parsing, then the resolver. */
export const toHandler = (db: DemoDb, definition: RouteDefinition, options: DemoHandlerOptions) => {
  const route = demoRoutes[definition.operation];
  const exact = exactPathPattern(route.path);
  return mswMethod[route.method](route.path, async ({ request, params }) => {
    const { pathname } = new URL(request.url);
    // MSW matched without regard to case; fall through when this is the other path.
    if (!exact.test(pathname)) return undefined;
    if (route.proposed && !db.proposed) return missingRoute(route.method, pathname);
    const { latencyMs } = db.faults;
    if (latencyMs !== undefined && latencyMs > 0) await delay(latencyMs);
    const faultBody = faultsReadBody(db.faults) ? await peekJson(request) : undefined;
    const fault = findFault(db.faults, route.method, apiPathOf(pathname), faultBody);
    if (fault?.kind === 'network-error') return HttpResponse.error();
    if (fault?.kind === 'failure') {
      return respond(fail(fault.status, fault.message), { [DEMO_FAULT_HEADER]: 'failure' });
    }
    if (fault?.kind === 'malformed') {
      return respond({ status: 200, body: MALFORMED_BODY }, { [DEMO_FAULT_HEADER]: 'malformed' });
    }
    try {
      const refusal = fault?.kind === 'refusal' && definition.refusal ? fault.message : null;
      const result = await run(db, definition, request, params, refusal);
      if (definition.mutates && refusal === null && result.status === 200) await options.onChange?.(db);
      return respond(result);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return respond(fail(500, `Demo API error: ${detail}`));
    }
  });
};
