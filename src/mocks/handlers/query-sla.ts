import type { QuerySla } from '@/generated/model';

import type { SlaTarget } from '../settings';
import type { DemoQuery } from '../types';

/**
 * A support query's SLA, computed at read time from the clock (docs/support.md, "SLA"): the first
 * response runs from creation to the first public reply of an administrator, the resolution to
 * `resolved_at`; both stand still while the query waits on the customer. Pure: the clock is given.
 */

const MINUTE = 60_000;
/** A running clock with less than this share of its target left is breaching. */
export const BREACHING_SHARE = 0.25;

type SlaFields = Pick<
  DemoQuery,
  | 'created_at'
  | 'first_response_at'
  | 'resolved_at'
  | 'paused_minutes'
  | 'paused_since'
  | 'waiting_on_customer'
>;

/** Minutes paused up to `at` (ms): the pauses before and the one running since `paused_since`. */
const pausedUntil = (query: SlaFields, at: number): number => {
  const since = query.paused_since === null ? null : Date.parse(query.paused_since);
  const running = since !== null && at > since ? (at - since) / MINUTE : 0;
  return query.paused_minutes + running;
};

/** Minutes the clock ran from creation to `end`, less the pauses. */
const elapsed = (query: SlaFields, end: number): number =>
  (end - Date.parse(query.created_at)) / MINUTE - pausedUntil(query, end);

const outcome = (stoppedAt: string | null, ran: number, target: number): QuerySla['first_response'] => {
  if (ran > target) return 'breached';
  return stoppedAt === null ? 'pending' : 'met';
};

/**
 * The SLA of a query whose status (effective: closed 7 days after resolution) is `status`, with the
 * targets of its priority, at `now` (ms).
 */
export const slaOf = (
  query: SlaFields,
  status: DemoQuery['status'],
  target: SlaTarget,
  now: number,
): QuerySla => {
  const stopped = status === 'resolved' || status === 'closed';
  const resolutionEnd = query.resolved_at === null ? now : Date.parse(query.resolved_at);
  // Resolved without a public reply: the resolution was the response.
  const firstEnd =
    query.first_response_at !== null ? Date.parse(query.first_response_at) : stopped ? resolutionEnd : now;
  const firstRan = elapsed(query, firstEnd);
  const resolutionRan = elapsed(query, resolutionEnd);
  const firstResponse = outcome(
    stopped ? (query.first_response_at ?? query.resolved_at ?? '') : query.first_response_at,
    firstRan,
    target.first_response,
  );
  const resolution = outcome(stopped ? (query.resolved_at ?? '') : null, resolutionRan, target.resolution);
  const clock: QuerySla['clock'] = stopped
    ? null
    : query.first_response_at === null
      ? 'first_response'
      : 'resolution';
  const targetMinutes = clock === 'first_response' ? target.first_response : target.resolution;
  const ran = clock === 'first_response' ? firstRan : resolutionRan;
  const leftExact = targetMinutes - ran;
  const paused = clock !== null && query.waiting_on_customer;
  const breached = firstResponse === 'breached' || resolution === 'breached';
  const state: QuerySla['state'] = breached
    ? 'breached'
    : paused
      ? 'paused'
      : clock === null
        ? 'met'
        : leftExact < targetMinutes * BREACHING_SHARE
          ? 'breaching'
          : 'on_track';
  return {
    clock,
    target_minutes: targetMinutes,
    left_minutes: Math.floor(leftExact),
    due_at: clock === null || paused ? null : new Date(now + leftExact * MINUTE).toISOString(),
    paused,
    state,
    first_response: firstResponse,
    resolution,
  };
};
