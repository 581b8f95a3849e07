import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useLocation } from 'wouter';

import { activeAtom, BUSY_STATUS } from '@/atoms/session';
import { useMenuBadges } from '@/components/menu-badges';
import { activeMenuPath, withBadges } from '@/features/shell';
import { appVersion } from '@/lib/env';

import { usePrefetchOnIntent } from './prefetch-on-intent';
import { useRoleMenu } from './role-areas';
import { SidebarItem } from './sidebar-item';

interface SidebarProps {
  shown: boolean;
  /** Under 768 px: a menu click closes the sidebar. */
  onNavigate: () => void;
}

/**
 * docs/requirements.md 2.5: the user type's menu within their role's areas (docs/shell.md, "Roles and
 * areas"), up to three levels, following the current path.
 */
export const Sidebar = ({ shown, onNavigate }: SidebarProps) => {
  const [path] = useLocation();
  const busy = useAtomValue(activeAtom) === BUSY_STATUS;
  const menu = useRoleMenu();
  const badges = useMenuBadges();
  const entries = useMemo(() => withBadges(menu, badges), [menu, badges]);
  const followed = useMemo(() => activeMenuPath(entries, path), [entries, path]);
  const onIntent = usePrefetchOnIntent();
  return (
    <nav id="app-sidebar" className="app-sidebar" aria-label="Main menu" hidden={!shown}>
      {busy ? (
        <p className="sidebar-busy" role="note">
          Menu links are disabled while your status is Busy.
        </p>
      ) : null}
      <ul className="sidebar-list sidebar-level-1">
        {entries.map((entry) => (
          <SidebarItem
            key={`${entry.title}-${entry.path ?? ''}`}
            entry={entry}
            path={path}
            activePath={followed}
            busy={busy}
            level={1}
            onNavigate={onNavigate}
            onIntent={onIntent}
          />
        ))}
      </ul>
      <p className="sidebar-version">Version {appVersion}</p>
    </nav>
  );
};
