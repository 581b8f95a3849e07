import type { QueryAssignee } from '@/generated/model';

import { grants } from '@/lib/areas';

import type { DemoDb } from '../db';
import { fail, ok, type RouteDefinition } from './kit';
import { statusOf } from './query-rules';
import { roleAreasOf } from './role-areas';
import { byName, isAdministrator } from './scope';

/**
 * Whom a support query can be assigned to (listQueryAssignees; docs/support.md, "Assignees"):
 * every active administrator whose role includes Support (docs/shell.md, "Roles and areas"), by
 * name, with the queries assigned to them that are open or in progress. A disabled account, or a
 * role without Support, cannot answer a query, so it is not offered. Administrators only.
 */

export const ASSIGNEES_REFUSED = 'Only administrators can see whom queries are assigned to.';

/** Open or in-progress queries per assignee (a resolved query that closed by itself is not open). */
const openCounts = (db: DemoDb): Map<number, number> => {
  const now = db.now().getTime();
  const counts = new Map<number, number>();
  for (const query of db.queries) {
    if (query.assignee_id === null) continue;
    const status = statusOf(query, now);
    if (status === 'open' || status === 'in_progress')
      counts.set(query.assignee_id, (counts.get(query.assignee_id) ?? 0) + 1);
  }
  return counts;
};

export const queryAssignees = (db: DemoDb): QueryAssignee[] => {
  const counts = openCounts(db);
  return db.users
    .filter(
      (user) => isAdministrator(user) && user.status !== false && grants(roleAreasOf(db, user), 'support'),
    )
    .map((user) => ({
      id: user.id,
      name: `${user.first_name} ${user.last_name}`,
      open_queries: counts.get(user.id) ?? 0,
    }))
    .sort(byName);
};

/** Before queryRoutes (src/mocks/handlers.ts): `GET /v3/query/assignees` is not `/v3/query/{id}`. */
export const queryAssigneeRoutes: RouteDefinition[] = [
  {
    operation: 'listQueryAssignees',
    resolve: ({ db, user }) =>
      isAdministrator(user) ? ok(queryAssignees(db)) : fail(403, ASSIGNEES_REFUSED),
  },
];
