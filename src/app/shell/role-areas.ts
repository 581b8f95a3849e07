import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useLocation } from 'wouter';

import { sessionAtom, userRoleAtom } from '@/atoms/session';
import { useAreaGrant } from '@/components/role-areas';
import { filterAvailable, flattenMenu, type MenuEntry, menuForUser, normalisePath } from '@/features/shell';
import { type Area, type AreaGrant, grants } from '@/lib/areas';

import { APP_MENU } from '../menu';
import { ADMIN_ROUTES, DASHBOARD_HOME } from './route-tables';

/**
 * Roles and areas in the app (docs/shell.md, "Roles and areas"; docs/requirements.md 6): an
 * administrator's role (`user.role.permissions`, from the sign-in answer, so nothing is asked
 * before the home renders) decides which menu entries they see and which routes open. Customers and
 * doctors, and an administrator whose role answer has no `permissions`, keep everything.
 */
export { useAreaGrant } from '@/components/role-areas';

const areaByPath = new Map(
  ADMIN_ROUTES.map((route) => [normalisePath(route.path).toLowerCase(), route.area]),
);

/** The area of the route at a menu entry's path; none for a path outside the administrators' table. */
export const areaOfPath = (path: string): Area | undefined =>
  areaByPath.get(normalisePath(path).toLowerCase());

const entryAllowed = (entry: MenuEntry, grant: AreaGrant): boolean => {
  const area = entry.path === undefined ? undefined : areaOfPath(entry.path);
  return area === undefined || grants(grant, area);
};

/** The menu without the entries whose route's area the role lacks; a group left empty goes too. */
export const menuWithinGrant = (entries: readonly MenuEntry[], grant: AreaGrant): MenuEntry[] =>
  grant === null
    ? [...entries]
    : entries.flatMap((entry): MenuEntry[] => {
        if (entry.children) {
          const children = menuWithinGrant(entry.children, grant);
          return children.length > 0 ? [{ ...entry, children }] : [];
        }
        return entryAllowed(entry, grant) ? [entry] : [];
      });

/**
 * Where the index and unknown paths go: the first entry of the user's menu (already within the
 * grant), the Dashboard for every role that includes it.
 */
export const homeOf = (menu: readonly MenuEntry[], grant: AreaGrant): string => {
  if (grant === null || grant.includes('dashboard')) return DASHBOARD_HOME;
  return flattenMenu(menu).find((entry) => entry.path !== undefined)?.path ?? DASHBOARD_HOME;
};

/** The signed-in user's menu: their type's entries (docs/requirements.md 2.5) within their role's areas. */
export const useRoleMenu = (): readonly MenuEntry[] => {
  const user = useAtomValue(sessionAtom)?.user;
  const role = useAtomValue(userRoleAtom);
  const grant = useAreaGrant();
  return useMemo(
    () => (user && role ? menuWithinGrant(menuForUser(APP_MENU, user, role), grant) : []),
    [user, role, grant],
  );
};

/** Where the signed-in user's index and unknown paths go (see `homeOf`). */
export const useRoleHome = (): string => {
  const menu = useRoleMenu();
  const grant = useAreaGrant();
  return useMemo(() => homeOf(menu, grant), [menu, grant]);
};

/**
 * The filter panel and its header toggle: on the five filter pages (docs/requirements.md 2.3), never
 * for doctors, and only on a page the role opens (the refusal message has nothing to filter).
 */
export const useFilterAvailable = (): boolean => {
  const [path] = useLocation();
  const role = useAtomValue(userRoleAtom);
  const grant = useAreaGrant();
  const area = areaOfPath(path);
  return filterAvailable(path, role) && (area === undefined || grants(grant, area));
};
