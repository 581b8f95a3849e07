import { useMonitorCounts } from '@/features/shell';

import { HeaderDropdown } from './header-dropdown';

const countText = (count: number | undefined, failed: boolean): string =>
  count !== undefined ? String(count) : failed ? '–' : '…';

/** Administrators' bell (SPEC.md 2.4): the two monitor counts and their texts. */
export const HeaderNotifications = () => {
  const { notSynced, pendingUpdate, failed, retry } = useMonitorCounts(true);
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
        <li className="header-notification">
          <span className="header-notification-icon pi pi-sync" aria-hidden="true" />
          <span>{countText(notSynced, failed)} clinics are out of sync</span>
        </li>
        <li className="header-notification">
          <span className="header-notification-icon pi pi-mobile" aria-hidden="true" />
          <span>{countText(pendingUpdate, failed)} clinics are pending for app update</span>
        </li>
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
