import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';

import type {
  CannedReplyCreateRequest,
  CannedReplyFilterRequest,
  QueryCreateRequest,
  QueryFilterRequest,
} from '@/generated/model';
import type { ApiError } from '@/lib/http/api-error';
import { TINY_PNG } from '@/mocks/seed-queries';

import { idOf, state } from './telemedicine-examples';

const { fromProviderState, like } = MatchersV3;

/**
 * What the support pacts (proposed-support.ts, proposed-canned-replies.ts) share: their provider
 * states (src/mocks/provider-states-support.ts) and how an example answer is pinned.
 */
export const ADMIN = 1;

type QueryStatus = 'open' | 'in_progress' | 'resolved';
/** The only query, the demo customer's (or another customer's), with an internal note or not. */
export const queryState = (status: QueryStatus, { foreign = 0, note = 0 } = {}) =>
  state('a support query exists', { status, foreign, note });
export const largePng = state('a PNG file larger than 2 MB', { bytes: 2 * 1024 * 1024 + 1 });
export const cannedReply = (version = 1) => state('a canned reply exists', { version });

/** The request bodies the screens send (the list's first page, New Query, the reply box's choices). */
export const filterQueriesBody: QueryFilterRequest = {
  page: 1,
  limit: 10,
  searchValue: null,
  view: 'all',
  status: null,
  priority: null,
  category: null,
  assignee_id: null,
  customer_id: null,
  clinic_id: null,
};
export const createQueryBody = <C>(clinic: C): Omit<QueryCreateRequest, 'clinic_id'> & { clinic_id: C } => ({
  subject: 'Need more printer paper rolls this month',
  category: 'consumables',
  priority: 'normal',
  clinic_id: clinic,
  kiosk_id: null,
  message: 'We print twice as many reports since the camp; please send ten more rolls.',
  attachments: [{ name: 'paper-store.png', content_type: 'image/png', data: TINY_PNG }],
  related_query_id: null,
});
export const filterRepliesBody: CannedReplyFilterRequest = {
  page: 1,
  limit: 10,
  searchValue: null,
  status: true,
};
export const createReplyBody: CannedReplyCreateRequest = {
  title: 'Technician visit',
  body: 'A technician will visit the clinic on the next working day between 10:00 and 12:00.',
};

/** A value the provider state answers, injected into the request (the example: the state's own). */
export const fromState = (values: Record<string, unknown>, key: string) =>
  fromProviderState(`\${${key}}`, idOf(values, key));

/** A value pinned by type, field by field; a list element by element (its length pinned too). */
export const byType = (value: unknown): unknown => {
  if (value === null) return null;
  if (Array.isArray(value)) return value.map(byType);
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, byType(inner)]));
  return like(value as never);
};

export const dataShape = (body: Record<string, unknown>, pinned: Record<string, unknown> = {}) => ({
  data: { ...(byType(body.data) as Record<string, unknown>), ...pinned },
});

export const dataOf = async (outcome: Promise<unknown>) => {
  const data = await outcome;
  expect(data).toBeDefined();
  return data as Record<string, unknown>;
};

/** The error body holds the envelope alone: no record's data. */
export const noData = (outcome: Promise<unknown>) =>
  outcome.catch((error: unknown) => {
    expect(Object.keys((error as ApiError).body as object).sort()).toEqual(['error', 'message']);
  });
