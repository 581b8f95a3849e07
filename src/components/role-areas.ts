import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { sessionAtom } from '@/atoms/session';
import { type Area, type AreaGrant, grantOf, grants } from '@/lib/areas';

/**
 * The signed-in user's areas (docs/shell.md, "Roles and areas"): `null` = every area (a customer, a
 * doctor, or an administrator whose role answer has no `permissions`). From the stored sign-in
 * answer: nothing is asked.
 */
export const useAreaGrant = (): AreaGrant => {
  const user = useAtomValue(sessionAtom)?.user;
  const type = user?.user_type;
  const permissions = user?.role.permissions;
  return useMemo(() => (type ? grantOf(type, permissions) : null), [type, permissions]);
};

/**
 * Whether the signed-in user's role opens `area`: a screen hides the part of another area (a tab, a
 * link, a panel) rather than make a call the server refuses (Patient Details' Access tab: `audit`).
 */
export const useHasArea = (area: Area): boolean => grants(useAreaGrant(), area);
