import { isApiDate } from '@/lib/dates';

import { type Refusal, refusal, type RouteResult } from './kit';

/**
 * Dates of the proposed calls (issue 32): read with the one strict parser of src/lib/dates.ts, so
 * an impossible day (`2026-02-30`, `1990-13-45`) is refused with 422 on its field, never rolled
 * over to another day nor stored as sent.
 */
export const notARealDay = (value: string): string => `${value} is not a real day (YYYY-MM-DD)`;

const LABELS: Readonly<Record<string, string>> = {
  start_date: 'Start date',
  end_date: 'End date',
  released_at: 'Release date',
  follow_up: 'Follow-up',
  date_of_birth: 'Date of birth',
};

/** The first of `fields` whose value is not an API date, as a refusal; null, absent and real days pass. */
export const dateProblem = (body: object, fields: readonly string[]): Refusal | null => {
  for (const field of fields) {
    const value: unknown = (body as Record<string, unknown>)[field];
    if (value === null || value === undefined || isApiDate(value)) continue;
    return {
      message: `${LABELS[field] ?? field}: ${notARealDay(typeof value === 'string' ? value : JSON.stringify(value))}.`,
      field,
    };
  }
  return null;
};

/** 422 on the first of `fields` whose value is not an API date (`dateProblem`). */
export const dateRefusal = (body: object, fields: readonly string[]): RouteResult | null => {
  const problem = dateProblem(body, fields);
  return problem ? refusal(problem.message, problem.field) : null;
};

/** The date range of a filter's scope (`start_date`, `end_date`). */
export const SCOPE_DATES = ['start_date', 'end_date'] as const;
