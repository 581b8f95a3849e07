import type { QueryRow, QueryViewCounts } from '@/generated/model';
import type { FilterQueriesBody } from '@/generated/zod/v3.zod';
import type { z } from 'zod';

import type { DemoDb } from '../db';
import type { DemoQuery, DemoUser } from '../types';
import { markersOf } from './query-reads';
import { QUERIES, statusOf } from './query-rules';
import { queryNames, type QueryNames, queryRowOf } from './query-view';

/**
 * Support Queries' list (filterQueries; docs/support.md): every filter, the views and their counts,
 * the sort. Rows are built for the caller (query-view.ts), so a customer's counts ignore internal notes.
 */

type Filter = z.infer<typeof FilterQueriesBody>;

/** Every filter but `view` and the search (the view counts honour the rest). */
const matches = (db: DemoDb, user: DemoUser, filter: Filter, names: QueryNames) => {
  const scope = QUERIES.scope(db, user);
  const now = db.now().getTime();
  const text = (filter.searchValue ?? '').trim().toLowerCase();
  // "#12" is the query number only; "12" also matches the subject, serials and names.
  const numberOnly = text.startsWith('#');
  const search = text.replace(/^#/, '');
  const admin = user.user_type === 'Administrator';
  return (query: DemoQuery): boolean => {
    if (!scope(query)) return false;
    if (admin && filter.customer_id != null && query.customer_id !== filter.customer_id) return false;
    if (filter.clinic_id != null && query.clinic_id !== filter.clinic_id) return false;
    if (filter.assignee_id != null && query.assignee_id !== filter.assignee_id) return false;
    if (filter.priority != null && query.priority !== filter.priority) return false;
    if (filter.category != null && query.category !== filter.category) return false;
    if (filter.status != null && statusOf(query, now) !== filter.status) return false;
    if (search === '') return true;
    if (numberOnly) return String(query.id) === search;
    return (
      String(query.id) === search ||
      query.subject.toLowerCase().includes(search) ||
      names.serial(query).toLowerCase().includes(search) ||
      names.clinic(query.clinic_id).toLowerCase().includes(search) ||
      names.customer(query.customer_id).toLowerCase().includes(search)
    );
  };
};

const activity = (row: QueryRow): string =>
  row.last_message_at > row.updated_at ? row.last_message_at : row.updated_at;

const newestActivity = (a: QueryRow, b: QueryRow): number => {
  const [left, right] = [activity(a), activity(b)];
  return left === right ? b.id - a.id : left < right ? 1 : -1;
};

const soonestDue = (a: QueryRow, b: QueryRow): number =>
  a.sla.left_minutes - b.sla.left_minutes || a.id - b.id;

export const filterQueries = (
  db: DemoDb,
  user: DemoUser,
  filter: Filter,
): { total_count: number; records: QueryRow[]; view_counts: QueryViewCounts } => {
  const names = queryNames(db);
  const markers = markersOf(db, user.id);
  const view = filter.view ?? 'all';
  const counts: QueryViewCounts = { all: 0, breaching: 0, breached: 0, unread: 0 };
  const rows: QueryRow[] = [];
  for (const query of db.queries.filter(matches(db, user, filter, names))) {
    const row = queryRowOf(db, query, user, markers.get(query.id) ?? null, names);
    const inView = {
      all: true,
      breaching: row.sla.state === 'breaching',
      breached: row.sla.state === 'breached',
      unread: row.unread > 0,
    };
    counts.all += 1;
    if (inView.breaching) counts.breaching += 1;
    if (inView.breached) counts.breached += 1;
    if (inView.unread) counts.unread += 1;
    if (inView[view]) rows.push(row);
  }
  rows.sort(view === 'breaching' || view === 'breached' ? soonestDue : newestActivity);
  const { page, limit } = filter;
  return {
    total_count: rows.length,
    records: rows.slice((page - 1) * limit, page * limit),
    view_counts: counts,
  };
};
