import { startTransition } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'wouter';

import { userRoleAtom } from '@/atoms/session';
import { setShowFilterAtom, showFilterAtom } from '@/atoms/ui';
import type { User } from '@/generated/model';
import logoUrl from '@/assets/logo.svg?inline';
import { absolute } from '@/lib/app-paths';
import { grants } from '@/lib/areas';
import { appVersion } from '@/lib/env';

import { HeaderNotifications } from './header-notifications';
import { HeaderProfile } from './header-profile';
import { useAreaGrant, useFilterAvailable, useRoleHome } from './role-areas';
import { useFullscreen } from './use-fullscreen';

interface HeaderProps {
  user: User;
  sidebarShown: boolean;
  onToggleSidebar: () => void;
}

/** docs/requirements.md 2.4: sidebar toggle, logo and version, filter toggle, full screen, bell, profile. */
export const Header = ({ user, sidebarShown, onToggleSidebar }: HeaderProps) => {
  const role = useAtomValue(userRoleAtom);
  const showFilter = useAtomValue(showFilterAtom);
  const setShowFilter = useSetAtom(setShowFilterAtom);
  const fullscreen = useFullscreen();
  // A role without an area never sees (nor asks for) the header's parts of it (docs/shell.md,
  // "Roles and areas"): the bell's counts are Monitor's, the filter belongs to its page.
  const grant = useAreaGrant();
  const home = useRoleHome();
  const filterShown = useFilterAvailable();
  return (
    <header className="app-header">
      <div className="header-start">
        <button
          type="button"
          className="header-icon-button"
          aria-label="Menu"
          title={sidebarShown ? 'Hide menu' : 'Show menu'}
          aria-expanded={sidebarShown}
          aria-controls="app-sidebar"
          onClick={onToggleSidebar}
        >
          <span className="pi pi-bars" aria-hidden="true" />
        </button>
        <Link href={absolute(home)} className="header-brand">
          <img src={logoUrl} alt="" width="32" height="32" />
          <span className="header-brand-name">Staff Dashboard</span>
          <span className="header-version">v{appVersion}</span>
        </Link>
      </div>
      <div className="header-end">
        {filterShown ? (
          <button
            type="button"
            className="header-icon-button"
            aria-label="Filter"
            title={showFilter ? 'Hide filter' : 'Show filter'}
            aria-pressed={showFilter}
            // A transition: the button answers at once, the panel (a dozen lists and two
            // calendars) renders in slices behind it (issue 19, input to next paint).
            onClick={() => startTransition(() => setShowFilter())}
          >
            <span className="pi pi-filter" aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          className="header-icon-button header-fullscreen"
          aria-label="Full screen"
          title={fullscreen.active ? 'Exit full screen' : 'Enter full screen'}
          aria-pressed={fullscreen.active}
          onClick={fullscreen.toggle}
        >
          <span
            className={`pi ${fullscreen.active ? 'pi-window-minimize' : 'pi-window-maximize'}`}
            aria-hidden="true"
          />
        </button>
        {role === 'Administrator' && grants(grant, 'monitor') ? <HeaderNotifications /> : null}
        <HeaderProfile user={user} />
      </div>
    </header>
  );
};
