import { useAtom, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';

import { closeOverlaysAtom, sidebarCollapsedAtom, sidebarOpenAtom } from '@/atoms/ui';
import type { User } from '@/generated/model';

import { ErrorBoundary } from '../error-boundary';
import { FilterSlot } from './filter-slot';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * docs/requirements.md 2.3: header, then sidebar, then content, and the filter slot on the right. From 768 px
 * the sidebar is docked (the toggle hides it); under 768 px it is an overlay. A click on the content
 * closes the overlays. A render error inside the content keeps the header and sidebar usable.
 */
export const Layout = ({ user, children }: { user: User; children: ReactNode }) => {
  const narrow = useNarrowScreen();
  const [path] = useLocation();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const closeOverlays = useSetAtom(closeOverlaysAtom);
  const shown = narrow ? open : !collapsed;
  const toggle = () => (narrow ? setOpen(!open) : setCollapsed(!collapsed));
  return (
    <div className={`app-layout${narrow ? ' is-narrow' : ''}${shown ? ' sidebar-shown' : ''}`}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header user={user} sidebarShown={shown} onToggleSidebar={toggle} />
      <div className="layout-body">
        <Sidebar shown={shown} onNavigate={() => narrow && setOpen(false)} />
        {narrow && shown ? (
          <div className="sidebar-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
        ) : null}
        <main
          id="main-content"
          className="layout-content"
          tabIndex={-1}
          onClick={() => closeOverlays({ narrow })}
        >
          <ErrorBoundary resetKey={path}>{children}</ErrorBoundary>
        </main>
        <FilterSlot narrow={narrow} />
      </div>
    </div>
  );
};
