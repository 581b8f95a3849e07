import { useSetAtom } from 'jotai';
import { Link } from 'wouter';

import { headerPanelAtom } from '@/atoms/ui';
import { type MonitorTabSlug, monitorTabPath, useMonitorCounts } from '@/components/monitor-counts';
import { absolute } from '@/lib/app-paths';

import { HeaderDropdown } from './header-dropdown';

const countText = (count: number | undefined, failed: boolean): string =>
  count !== undefined ? String(count) : failed ? '–' : '…';

const LINES: readonly { tab: MonitorTabSlug; icon: string; text: string }[] = [
  { tab: 'not-synced', icon: 'pi-sync', text: 'clinics are out of sync' },
  { tab: 'pending-update', icon: 'pi-mobile', text: 'clinics are pending for app update' },
];

/** Administrators' bell (docs/requirements.md 2.4): the two monitor counts, each a link to its Monitor tab. */
export const HeaderNotifications = () => {
  const { notSynced, pendingUpdate, failed, retry } = useMonitorCounts(true, true);
  const closePanel = useSetAtom(headerPanelAtom);
  const counts: Record<MonitorTabSlug, number | undefined> = {
    'not-synced': notSynced,
    'pending-update': pendingUpdate,
  };
  const total =
    notSynced === undefined || pendingUpdate === undefined ? undefined : notSynced + pendingUpdate;
  return (
    <HeaderDropdown
      panel="notifications"
      className="header-notifications"
      label={total === undefined ? 'Notifications' : `Notifications, ${total}`}
      button={
        <>
          <span className="pi pi-bell" aria-hidden="true" />
          {total !== undefined && total > 0 ? (
            <span className="header-badge" aria-hidden="true">
              {total > 99 ? '99+' : total}
            </span>
          ) : null}
        </>
      }
    >
      <p className="header-dropdown-heading">Notifications</p>
      <ul className="header-notification-list">
        {LINES.map((line) => (
          <li key={line.tab}>
            <Link
              href={absolute(monitorTabPath(line.tab))}
              className="header-notification"
              onClick={() => closePanel(null)}
            >
              <span className={`header-notification-icon pi ${line.icon}`} aria-hidden="true" />
              <span>
                {countText(counts[line.tab], failed)} {line.text}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="header-notification-error" role="status">
          The counts could not be loaded.{' '}
          <button type="button" className="header-link-button" onClick={retry}>
            Try again
          </button>
        </p>
      ) : null}
    </HeaderDropdown>
  );
};
