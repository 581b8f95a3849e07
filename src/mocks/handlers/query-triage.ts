import type { TriageQueryBody } from '@/generated/zod/v3.zod';
import type { z } from 'zod';

import type { DemoDb } from '../db';
import type { DemoQuery, DemoQueryCategory, DemoQueryPriority, DemoUser } from '../types';
import { refusal, type RouteResult } from './kit';
import { recordEvent, touch } from './query-moves';
import { statusOf } from './query-rules';
import { queryNames } from './query-view';

/**
 * Triage (docs/support.md): the assignee (an administrator or nobody), the priority (its SLA targets
 * apply from creation on) and the category, with one history line naming what changed.
 */

const CATEGORY_WORDS: Record<DemoQueryCategory, string> = {
  kiosk_hardware: 'kiosk hardware',
  app: 'app',
  consumables: 'consumables',
  billing: 'billing',
  other: 'other',
};

const PRIORITY_WORDS: Record<DemoQueryPriority, string> = {
  low: 'low',
  normal: 'normal',
  high: 'high',
  urgent: 'urgent',
};

/** Applies the triage, or answers its 422; null when applied (or nothing changed). */
export const triageQuery = (
  db: DemoDb,
  query: DemoQuery,
  user: DemoUser,
  body: z.infer<typeof TriageQueryBody>,
): RouteResult | null => {
  const assignee = body.assignee_id ?? null;
  if (assignee !== null && db.user(assignee)?.user_type !== 'Administrator')
    return refusal('Assign the query to an administrator.', 'assignee_id');
  const names = queryNames(db);
  const changes: string[] = [];
  if (assignee !== query.assignee_id)
    changes.push(assignee === null ? 'Unassigned' : `Assigned to ${names.person(assignee)}`);
  if (body.priority !== query.priority)
    changes.push(`priority ${PRIORITY_WORDS[query.priority]} → ${PRIORITY_WORDS[body.priority]}`);
  if (body.category !== query.category)
    changes.push(`category ${CATEGORY_WORDS[query.category]} → ${CATEGORY_WORDS[body.category]}`);
  if (changes.length === 0) return null;
  const now = db.now();
  const at = now.toISOString();
  const status = statusOf(query, now.getTime());
  query.assignee_id = assignee;
  query.priority = body.priority;
  query.category = body.category;
  const detail = changes.join('; ');
  recordEvent(db, query, status, {
    at,
    by: user.id,
    action: 'triaged',
    to: status,
    detail: `${detail.charAt(0).toUpperCase()}${detail.slice(1)}.`,
  });
  touch(query, at);
  return null;
};
