import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';

const { like } = MatchersV3;

/** A value pinned by type, field by field; a list element by element (its length pinned too). */
export const byType = (value: unknown): unknown => {
  if (value === null) return null;
  if (Array.isArray(value)) return value.map(byType);
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, byType(inner)]));
  return like(value as never);
};

/** A `{ data }` answer pinned by type, with `pinned` fields of an object's data pinned as given. */
export const dataShape = (body: Record<string, unknown>, pinned: Record<string, unknown> = {}) => ({
  data: Array.isArray(body.data)
    ? byType(body.data)
    : { ...(byType(body.data) as Record<string, unknown>), ...pinned },
});

/** The unwrapped answer of a generated call, which must be there. */
export const dataOf = async (outcome: Promise<unknown>) => {
  const data = await outcome;
  expect(data).toBeDefined();
  return data as Record<string, unknown>;
};
