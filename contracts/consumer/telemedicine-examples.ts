import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ZodType } from 'zod';

import type { ApiError } from '@/lib/http/api-error';
import { createDemoDb, type DemoDb } from '@/mocks/db';
import { demoRouteDefinitions } from '@/mocks/handlers';
import type { DemoOperation } from '@/mocks/routes';
import { runProviderState } from '@/mocks/provider-states';

import { rejectsWith } from '../support/interaction';
import { requiredShapeOf } from '../support/shape';
import type { ProviderState } from '../support/states';

const { equal, string } = MatchersV3;

/**
 * The example answers of the telemedicine interactions (proposed-telemedicine.ts,
 * proposed-consultations.ts) are the demo API's own: each is made on a fresh demo database on a
 * fixed clock (so the pact is the same on every run), set up by the interaction's own provider
 * states and answered by the demo handler itself.
 */
export const NOW = new Date('2026-06-01T12:00:00.000Z');
export const DAY = '2026-06-01';
export const CUSTOMER = 2;
export const DOCTOR = 3;
export const SECOND_DOCTOR = 5001;

export const state = (name: string, params: Record<string, string | number>): ProviderState => ({
  name,
  params,
});

/** A demo database on the fixed clock, arrivals off, with the states set up; answers their values. */
export const exampleDb = (given: ProviderState[] = []): { db: DemoDb; values: Record<string, unknown> } => {
  const db = createDemoDb({ now: () => NOW, arrivalSeconds: 0 });
  let values: Record<string, unknown> = {};
  for (const { name, params } of given) {
    const outcome = runProviderState(db, { state: name, params, action: 'setup' });
    if (outcome.status !== 200) throw new Error(`${name}: ${JSON.stringify(outcome.body)}`);
    values = { ...values, ...outcome.body };
  }
  return { db, values };
};

/** What the demo handler answers this user (status and body). */
export const answerOf = async (
  db: DemoDb,
  operation: DemoOperation,
  userId: number,
  params: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> => {
  const route = demoRouteDefinitions.find((candidate) => candidate.operation === operation);
  const user = db.user(userId);
  if (!route || !user) throw new Error(`No ${operation} route or user ${userId}`);
  const result = await route.resolve({ db, user, params, body, token: null });
  return { status: result.status, body: result.body as Record<string, unknown> };
};

/** An id a state answered. */
export const idOf = (values: Record<string, unknown>, key = 'id'): number => {
  const value = values[key];
  if (typeof value !== 'number') throw new Error(`The state answered no ${key}`);
  return value;
};

/** The `{ data }` answer pinned by type, field by field (splitting allOf). */
export const shape = (schema: ZodType, body: Record<string, unknown>) =>
  requiredShapeOf(schema, body, true) as Record<string, unknown>;

export const throughZod = async (outcome: Promise<unknown>): Promise<void> => {
  await expect(outcome).resolves.toBeDefined();
};

/**
 * An error answer: the envelope, the message by value or by type, the refused field, and a 409's
 * `current` record pinned by type (`current` is the record's schema).
 */
export const errorBody = (
  body: Record<string, unknown>,
  { exactMessage = false, current }: { exactMessage?: boolean; current?: ZodType } = {},
) => {
  const message = String(body.message);
  return {
    error: equal(true),
    message: exactMessage ? equal(message) : string(message),
    ...(typeof body.field === 'string' ? { field: equal(body.field) } : {}),
    ...(current && body.current ? { current: requiredShapeOf(current, body.current, true) } : {}),
  };
};

export const refusedWith =
  (status: number, body: Record<string, unknown>) =>
  async (outcome: Promise<unknown>): Promise<void> => {
    await rejectsWith(status, 'bad-request')(outcome);
    await outcome.catch((error: unknown) => {
      expect((error as ApiError).body).toMatchObject(body);
    });
  };
