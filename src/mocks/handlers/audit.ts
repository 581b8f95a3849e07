import { FilterAuditEventsBody } from '@/generated/zod/v3.zod';
import type { z } from 'zod';

import type { DemoDb } from '../db';
import type { DemoAuditArchive, DemoAuditEvent } from '../types';
import { type ArchiveFilter, archiveEvent, archiveTime, matchArchive } from './audit-archive';
import { auditIndex, positionsOf } from './audit-index';
import { ok, parseBody, type RouteDefinition } from './kit';
import { recordKit } from './record-kit';

/**
 * The proposed audit call (docs/audit.md; docs/proposed-api.md, "Audit trail"): the recorded
 * events and the archive before them, filtered, newest first, one page. Only administrators read
 * it (the session gate also asks their role for the Audit trail area).
 */

type Filter = z.infer<typeof FilterAuditEventsBody>;

export const AUDIT = recordKit<DemoAuditEvent, 'read'>({
  noun: 'audit event',
  find: () => undefined,
  actions: {
    read: {
      allowed: (user) => user.user_type === 'Administrator',
      refused: 'Only administrators can read the audit trail.',
    },
  },
});

const DAY = 86_400_000;

const archiveFilterOf = (filter: Filter): ArchiveFilter => ({
  actor_id: filter.actor_id ?? null,
  entity: filter.entity ?? null,
  entity_id: filter.entity_id ?? null,
  patient_id: filter.patient_id ?? null,
  action: filter.action ?? null,
  from_ms: filter.from ? Date.parse(`${filter.from}T00:00:00.000Z`) : null,
  to_ms: filter.to ? Date.parse(`${filter.to}T00:00:00.000Z`) + DAY - 1 : null,
});

const matchesLive = (filter: ArchiveFilter) => (event: DemoAuditEvent, at: number) =>
  (filter.actor_id === null || event.actor_id === filter.actor_id) &&
  (filter.entity === null || event.entity === filter.entity) &&
  (filter.entity_id === null || event.entity_id === filter.entity_id) &&
  (filter.patient_id === null || event.patient_id === filter.patient_id) &&
  (filter.action === null || event.action === filter.action) &&
  (filter.from_ms === null || at >= filter.from_ms) &&
  (filter.to_ms === null || at <= filter.to_ms);

interface Dated {
  event: DemoAuditEvent;
  at: number;
}

/**
 * The recorded events that match, newest first (by time, then id): only the named record's, actor's
 * or patient's events when the filter names one (audit-index.ts), else all of them.
 */
const liveMatches = (db: DemoDb, filter: ArchiveFilter): Dated[] => {
  const test = matchesLive(filter);
  const { events, index } = auditIndex(db);
  const own =
    filter.entity !== null && filter.entity_id !== null
      ? positionsOf(index, { entity: filter.entity, entity_id: filter.entity_id })
      : filter.actor_id !== null
        ? positionsOf(index, { actor_id: filter.actor_id })
        : filter.patient_id !== null
          ? positionsOf(index, { patient_id: filter.patient_id })
          : null;
  const found: Dated[] = [];
  const consider = (position: number): void => {
    const event = events[position];
    const at = index.times[position] ?? 0;
    if (event && test(event, at)) found.push({ event, at });
  };
  if (own === null) for (let position = 0; position < events.length; position += 1) consider(position);
  else for (const position of own) consider(position);
  return found.sort((a, b) => b.at - a.at || b.event.id - a.event.id);
};

/** An event as the call answers it: the timeline line stays inside the demo. */
const answered = ({ line: _line, ...event }: DemoAuditEvent): DemoAuditEvent => event;

/**
 * One page of the merge of two newest-first sequences: the recorded events (a few) and the
 * archive's matches (up to 1,000,000 indexes). Only the page's archive events become objects.
 */
export const auditPage = (
  db: DemoDb,
  filter: ArchiveFilter,
  page: number,
  limit: number,
): { total_count: number; records: DemoAuditEvent[] } => {
  const archive: DemoAuditArchive = db.auditArchive;
  const live = liveMatches(db, filter);
  const archived = matchArchive(archive, filter);
  const total = live.length + archived.length;
  const start = (page - 1) * limit;
  const records: DemoAuditEvent[] = [];
  let l = 0;
  let a = 0;
  for (let position = 0; position < total && records.length < limit; position += 1) {
    const next = live[l];
    const index = archived[a];
    // On the same millisecond the recorded event is the newer (its id is higher).
    const takeLive = next !== undefined && (index === undefined || next.at >= archiveTime(archive, index));
    if (position >= start) records.push(takeLive ? answered(next.event) : archiveEvent(archive, index ?? 0));
    if (takeLive) l += 1;
    else a += 1;
  }
  return { total_count: total, records };
};

export const auditRoutes: RouteDefinition[] = [
  {
    operation: 'filterAuditEvents',
    resolve: ({ db, user, body }) => {
      const denied = AUDIT.refuses('read', user);
      if (denied) return denied;
      const parsed = parseBody(FilterAuditEventsBody, body);
      if (!parsed.ok) return parsed.result;
      const { page, limit } = parsed.value;
      return ok(auditPage(db, archiveFilterOf(parsed.value), page, limit));
    },
  },
];
