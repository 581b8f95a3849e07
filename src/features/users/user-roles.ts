import { WHOLE_LIST_QUERY } from '@/components/resource/list-rows';
import { useFilterUserRoles } from '@/generated/api/roles/roles';

/** The largest page of List roles (openapi/v3.yaml, UserRoleFilterRequest). */
const ROLES_BODY = { page: 1, limit: 100, searchValue: null, status: true } as const;

/**
 * The active roles of the Roles catalogue, for the role filter and the form's role picker: one
 * shared request; a failure is only logged (the filter then offers no roles).
 */
export const useRoleChoices = (): ReadonlyArray<{ id: number; name: string }> =>
  useFilterUserRoles(ROLES_BODY, { query: WHOLE_LIST_QUERY }).data?.records ?? [];
