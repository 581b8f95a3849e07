import type { UserRole } from '@/atoms/session';
import type { User } from '@/generated/model';
import type { ResourceMenuEntry } from '@/lib/define-resource';

/**
 * A sidebar entry (docs/requirements.md section 3, menu entry: type, title, path, icon, user_type).
 * - `direct`: a top-level link.
 * - `menu`: a top-level group (Manage, Master ...) that expands to show its children.
 * - `sub`: a group inside a group, so a menu is at most three levels deep.
 * - `link`: a link inside a group.
 */
export type MenuEntryType = 'direct' | 'menu' | 'sub' | 'link';

export interface MenuEntry {
  type: MenuEntryType;
  title: string;
  /** Absolute path; `:doctorId` is replaced by the signed-in user's id. Groups have none. */
  path?: string;
  /** A primeicons class, e.g. 'pi pi-home'. */
  icon?: string;
  /** The user types that see this entry. */
  user_type: readonly UserRole[];
  /** Shown only when the user's is_expose_api flag is true. */
  requiresExposeApi?: boolean;
  badge?: string | number;
  children?: readonly MenuEntry[];
}

/** '/dashboard/static/' and '/dashboard/static' are the same place. */
export const normalisePath = (path: string): string => {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

const resolvePath = (path: string, user: User): string => path.replace(':doctorId', String(user.id));

/** The menu the signed-in user sees: entries of their type, paths resolved, empty groups dropped. */
export const menuForUser = (entries: readonly MenuEntry[], user: User, role: UserRole): MenuEntry[] =>
  entries.flatMap((entry): MenuEntry[] => {
    if (!entry.user_type.includes(role)) return [];
    if (entry.requiresExposeApi && !user.is_expose_api) return [];
    if (entry.children) {
      const children = menuForUser(entry.children, user, role);
      return children.length > 0 ? [{ ...entry, children }] : [];
    }
    return [{ ...entry, ...(entry.path ? { path: resolvePath(entry.path, user) } : {}) }];
  });

/**
 * The menu with its badges (docs/requirements.md 2.5.1): a link whose page has a count shows it, and
 * a group shows the sum of its children's, so a collapsed Support group still says something waits.
 * Entries without a count are the same objects as before.
 */
export const withBadges = (
  entries: readonly MenuEntry[],
  badges: Readonly<Record<string, number>>,
): MenuEntry[] =>
  entries.map((entry) => {
    if (entry.children) {
      const children = withBadges(entry.children, badges);
      const sum = children.reduce(
        (total, child) => total + (typeof child.badge === 'number' ? child.badge : 0),
        0,
      );
      // A child changes only when it gains a count, so a group without a sum is as it was.
      return sum > 0 ? { ...entry, children, badge: sum } : entry;
    }
    const count = entry.path === undefined ? undefined : badges[normalisePath(entry.path)];
    return count === undefined || count <= 0 ? entry : { ...entry, badge: count };
  });

/** The entry's own page. */
export const isSelected = (entry: MenuEntry, currentPath: string): boolean =>
  entry.path !== undefined && normalisePath(entry.path) === normalisePath(currentPath);

/** The entry's page or a page below it (Camps is active on /dashboard/manage/camp/add). */
export const isActive = (entry: MenuEntry, currentPath: string): boolean => {
  if (entry.children) return entry.children.some((child) => isActive(child, currentPath));
  if (entry.path === undefined) return false;
  const own = normalisePath(entry.path).toLowerCase();
  const current = normalisePath(currentPath).toLowerCase();
  return current === own || current.startsWith(`${own}/`);
};

/**
 * The path the menu follows: the most specific entry's page that holds the current path, so that on
 * Running Low (`manage/consumables/running-low`) only Running Low is active, not Consumables
 * (`manage/consumables`) too. The current path itself when no entry holds it.
 */
export const activeMenuPath = (entries: readonly MenuEntry[], currentPath: string): string => {
  const holders = flattenMenu(entries).filter((entry) => isActive(entry, currentPath));
  const best = holders.reduce<MenuEntry | undefined>(
    (longest, entry) =>
      longest?.path === undefined || (entry.path ?? '').length > longest.path.length ? entry : longest,
    undefined,
  );
  return best?.path ?? currentPath;
};

/** Every link of a menu, depth first, for look-ups by path. */
export const flattenMenu = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => (entry.children ? flattenMenu(entry.children) : [entry]));

/**
 * The menu with the entries resources add (src/lib/define-resource.ts, `menu`): each joins the end of
 * its group, or the end of the top level; an unknown group is a mistake in the declaration.
 */
export const withMenuEntries = (
  entries: readonly MenuEntry[],
  additions: readonly ResourceMenuEntry[],
): readonly MenuEntry[] => {
  if (additions.length === 0) return entries;
  const linkOf = (addition: ResourceMenuEntry, type: MenuEntryType): MenuEntry => ({
    type,
    title: addition.title,
    path: `/dashboard/${addition.path}`,
    user_type: addition.userTypes,
    ...(addition.icon ? { icon: addition.icon } : {}),
  });
  for (const addition of additions) {
    if (
      addition.group !== undefined &&
      !entries.some((entry) => entry.title === addition.group && entry.children)
    )
      throw new Error(`menu entry ${addition.title} joins ${addition.group}, which is no group of the menu`);
  }
  return [
    ...entries.map((entry) => {
      const joining = additions.filter((addition) => entry.children && addition.group === entry.title);
      if (!entry.children || joining.length === 0) return entry;
      return {
        ...entry,
        children: [...entry.children, ...joining.map((addition) => linkOf(addition, 'link'))],
      };
    }),
    ...additions
      .filter((addition) => addition.group === undefined)
      .map((addition) => linkOf(addition, 'direct')),
  ];
};
