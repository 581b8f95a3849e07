import { useListQueryAssignees } from '@/generated/api/support/support';
import type { QueryAssignee } from '@/generated/model';
import type { ErrorMeta } from '@/lib/http/report-error';

/**
 * Whom a query can be assigned to (listQueryAssignees; docs/support.md, "Assignees"): every
 * administrator by name with their open or in-progress queries. One cached read for the list's
 * assignee filter and Triage; a failure is only logged (docs/requirements.md section 8, filter
 * lists), and each screen falls back to the people it already knows.
 */
const ASSIGNEES_QUERY = { meta: { errorMode: 'log' } satisfies ErrorMeta, staleTime: 60_000 } as const;

/** The administrators, read only for an administrator (everyone else gets 403). */
export const useQueryAssignees = (isAdministrator: boolean) =>
  useListQueryAssignees({ query: { ...ASSIGNEES_QUERY, enabled: isAdministrator } });

/** "Asha Rao (4 open)": Triage's choice, so the work can be spread. */
export const assigneeLoad = (assignee: QueryAssignee): string =>
  `${assignee.name} (${assignee.open_queries} open)`;
