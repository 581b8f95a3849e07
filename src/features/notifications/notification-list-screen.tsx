import { useCallback } from 'react';
import { Link } from 'wouter';

import { AdminOnly } from '@/components/admin-only';
import type { Column } from '@/components/data-table';
import { useRememberListSearch } from '@/components/form/list-return';
import { useUrlListState } from '@/components/list-state';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, useNoFilterKeys } from '@/components/resource/list-screen';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { ResourceList } from '@/components/resource/resource-list';
import { Tabs } from '@/components/tabs';
import { useFilterNotifications } from '@/generated/api/notifications/notifications';
import type { NotificationRow, NotificationStatus } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { notificationCodec, type NotificationParams } from './notification-params';
import { CREATE_PATH, detailsPath, LIST_PATH } from './notification-paths';
import { NotificationStatusTag } from './notification-status-tag';
import { localTimeText, notificationNumber, STATUS_TEXT, STATUSES } from './notification-words';

/** The page of the list and the tabs' counts: one call, one cache entry. */
const useNotificationPage = (params: NotificationParams) =>
  useFilterNotifications(
    {
      page: params.page,
      limit: params.rows,
      searchValue: params.search === '' ? null : params.search,
      status: params.tab,
    },
    { query: LIST_QUERY },
  );

const DeliveryCell = ({ row }: { row: NotificationRow }) => {
  const { delivered, displayed, clicked, failed, pending } = row.delivery;
  return (
    <span className="notification-delivery">
      {delivered} delivered, {displayed} displayed, {clicked} clicked, {failed} failed, {pending} pending
    </span>
  );
};

const COLUMNS: Column<NotificationRow>[] = [
  {
    key: 'title',
    header: 'Title',
    cell: (row) => (
      <Link href={absolute(detailsPath(row.id))} className="ui-link">
        {notificationNumber(row.id)} {row.title}
      </Link>
    ),
  },
  { key: 'status', header: 'Status', cell: (row) => <NotificationStatusTag status={row.status} /> },
  {
    key: 'audience',
    header: 'Audience',
    cell: (row) => `${row.audience_text} (${row.audience_count.toLocaleString('en')})`,
  },
  { key: 'send', header: 'Send time', cell: (row) => localTimeText(row.send_at) },
  { key: 'delivery', header: 'Delivery', cell: (row) => <DeliveryCell row={row} /> },
];

const LIST: ListDefinition<NotificationRow, NotificationParams> = {
  title: 'Notifications',
  path: LIST_PATH,
  codec: notificationCodec,
  view: {
    id: 'notifications',
    caption: 'Notifications',
    columns: COLUMNS,
    rowKey: (row) => row.id,
    totalLabel: 'Total Notifications',
    searchLabel: 'Search notifications by number, title or message',
    errorText: 'The notifications could not be loaded.',
  },
  useRows: function useRows(params, toPage) {
    return useServerRows(useNotificationPage(params), params.page, params.rows, toPage);
  },
  useFilterKeys: useNoFilterKeys,
  adminOnly: true,
  remember: true,
};

type TabId = NotificationStatus | 'all';

const TabLabel = ({ text, count }: { text: string; count: number | undefined }) => (
  <>
    {text}
    <span className="ui-tab-count">{count ?? '…'}</span>
  </>
);

const NotificationList = () => {
  const state = useUrlListState(LIST.path, LIST.codec.parse, LIST.codec.serialize);
  const { params, go } = state;
  const toPage = useCallback((page: number) => go({ page }, true), [go]);
  const result = LIST.useRows(params, toPage);
  const counts = useNotificationPage(params).data?.status_counts;
  useRememberListSearch(LIST.path, true);
  const all = counts ? STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  return (
    <section className="ui-screen" aria-labelledby="notifications-title">
      <header className="ui-header">
        <h1 id="notifications-title" className="ui-title">
          Notifications
        </h1>
        <div className="ui-actions">
          <Link href={absolute(CREATE_PATH)} className="ui-btn">
            New notification
          </Link>
        </div>
      </header>
      {result.error && isMissingCall(result.error) ? (
        <MissingCall error={result.error} />
      ) : (
        <div className="ui-card">
          <Tabs<TabId>
            label="Notification status"
            tabs={[
              { id: 'all', label: <TabLabel text="All" count={all} /> },
              ...STATUSES.map((status) => ({
                id: status,
                label: <TabLabel text={STATUS_TEXT[status]} count={counts?.[status]} />,
              })),
            ]}
            selected={params.tab ?? 'all'}
            onSelect={(tab) => go({ tab: tab === 'all' ? null : tab, page: 1 })}
          >
            <ResourceList view={LIST.view} result={result} params={params} go={go} />
          </Tabs>
        </div>
      )}
    </section>
  );
};

/**
 * Notifications (`config/notification`; docs/notifications.md): the status tabs with their counts,
 * search, and each notification's audience, send time in the browser's zone and delivery so far.
 * Administrators only.
 */
export const NotificationsScreen = () => (
  <AdminOnly title="Notifications">
    <NotificationList />
  </AdminOnly>
);
