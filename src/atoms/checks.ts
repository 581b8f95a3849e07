import type { StoredValueSchema } from './persisted';

/**
 * Hand-written checks for the values the sign-in page reads (token, user, mode, panel flag). They
 * do what a zod schema would, without putting zod into the sign-in page's JavaScript (performance
 * budget, docs/performance.md); persistedAtom accepts either.
 */
export const storedCheck = <T>(accepts: (value: unknown) => value is T): StoredValueSchema<T> => ({
  safeParse: (value) => (accepts(value) ? { success: true, data: value } : { success: false }),
});

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isInteger = (value: unknown): value is number => Number.isInteger(value);

export const isText =
  (min: number, max: number) =>
  (value: unknown): value is string =>
    typeof value === 'string' && value.length >= min && value.length <= max;

export const orNull =
  <T>(accepts: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || accepts(value);
