import { expect } from 'vitest';
import { z } from 'zod';

import { findResponseSchema } from '@/lib/http/response-schemas';

import { server } from '@tests/msw/server';
import { createDemoDb, type DemoDb, type DemoDbOptions } from './db';
import { createDemoDispatcher } from './handlers';

/** Any origin works: the handlers match every host; this one is plainly fake. */
export const DEMO_ORIGIN = 'http://demo.test';
export const API_BASE = `${DEMO_ORIGIN}/api`;

export const ADMIN_ID = 1;
export const CUSTOMER_ID = 2;
export const DOCTOR_ID = 3;

const errorSchema = z.object({ error: z.literal(true), message: z.string().min(1) });

/**
 * A fresh seeded database served by the unit tests' MSW server (call in beforeEach); answers the
 * `DemoDb`. Component tests use `serveDemoApi` (tests/unit/demo-api.ts) instead: tokens issued,
 * and what the screen sent recorded.
 */
export const serveDemoDb = (options: DemoDbOptions = {}): DemoDb => {
  const db = createDemoDb(options);
  server.use(createDemoDispatcher(db));
  return db;
};

/**
 * Serves a database the test already holds (call in beforeEach): for tests that only read and share
 * one seeded database instead of seeding one each (the 401 sweep of every call).
 */
export const serveExistingDb = (db: DemoDb): DemoDb => {
  server.use(createDemoDispatcher(db));
  return db;
};

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  token?: string | null;
  body?: unknown;
  /** Sent as is, for malformed JSON. */
  rawBody?: string;
}

export interface CallResult {
  status: number;
  body: unknown;
  /** The `data` of a 200 envelope, typed loosely for assertions. */
  data: unknown;
}

/**
 * Calls the demo API with fetch and checks the answer against the contract: a 200 against the
 * operation's generated zod response schema, anything else against the error shape.
 */
export const call = async (path: string, options: CallOptions = {}): Promise<CallResult> => {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const json = (await response.json()) as unknown;
  if (response.status === 200) {
    const match = findResponseSchema(method, path);
    expect(match, `${method} ${path} is in the contract`).not.toBeNull();
    const parsed = match?.schema.safeParse(json);
    expect(parsed?.error?.issues ?? [], `${method} ${path} answers what the contract says`).toEqual([]);
  } else {
    expect(
      errorSchema.safeParse(json).success,
      `${method} ${path} ${response.status} is an ErrorResponse`,
    ).toBe(true);
  }
  const data = response.status === 200 ? (json as { data: unknown }).data : undefined;
  return { status: response.status, body: json, data };
};

/** Signs in through the API and answers the token. */
export const signIn = async (username: string, password: string): Promise<string> => {
  const { data } = await call('/v3/login/dashboard', { body: { username, password } });
  const token = (data as { token?: string }).token;
  if (!token) throw new Error(`sign-in as ${username} failed`);
  return token;
};

export const records = <T = Record<string, unknown>>(result: CallResult): T[] =>
  (result.data as { records: T[] }).records;

export const totalCount = (result: CallResult): number =>
  (result.data as { total_count: number }).total_count;

/** The `message` of an error body (`{ error, message }`) or of a 200 `{ data: { message } }`. */
export const messageOf = (result: CallResult): string => {
  const body = result.body as { message?: unknown; data?: { message?: unknown } };
  const message = body.message ?? body.data?.message;
  return typeof message === 'string' ? message : '';
};
