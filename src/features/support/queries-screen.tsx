import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { Link } from 'wouter';

import { userRoleAtom } from '@/atoms/session';
import type { Column } from '@/components/data-table';
import { ExportButton } from '@/components/export-button';
import { useRememberListSearch } from '@/components/form/list-return';
import { useUrlListState } from '@/components/list-state';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, useNoFilterKeys } from '@/components/resource/list-screen';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { ResourceList } from '@/components/resource/resource-list';
import { Tabs } from '@/components/tabs';
import { useFilterQueries } from '@/generated/api/support/support';
import type { QueryRow, QueryView } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';

import { exportQueries } from './queries-export';
import { QueryFilters } from './queries-filters';
import { queryCodec, queryFilterBody, type QueryParams } from './queries-params';
import { NEW_QUERY_PATH, QUERIES_PATH, queryPath } from './support-paths';
import { PriorityTag, QueryStatusTag, SlaCell } from './support-tags';
import { queryNumber, VIEW_TEXT, VIEWS } from './support-words';

/** The page, its rows and the views' counts: one call, one cache entry. */
const useQueryPage = (params: QueryParams) =>
  useFilterQueries(
    { ...queryFilterBody(params), page: params.page, limit: params.rows },
    { query: LIST_QUERY },
  );

const useQueryRows = (params: QueryParams, toPage: (page: number) => void) =>
  useServerRows(useQueryPage(params), params.page, params.rows, toPage);

const unreadText = (count: number): string => (count === 1 ? '1 unread message' : `${count} unread messages`);

const columnsOf = (isAdministrator: boolean): Column<QueryRow>[] => [
  { key: 'number', header: '#', cell: (row) => queryNumber(row.id), nowrap: true },
  {
    key: 'subject',
    header: 'Subject',
    cell: (row) => (
      <span className="support-subject">
        <Link href={absolute(queryPath(row.id))} className="ui-link">
          {row.subject}
        </Link>
        {row.unread > 0 ? (
          <>
            {' '}
            <span className="ui-tag support-unread">{unreadText(row.unread)}</span>
          </>
        ) : null}
      </span>
    ),
  },
  ...(isAdministrator
    ? [{ key: 'customer', header: 'Customer', cell: (row: QueryRow) => row.customer.name }]
    : []),
  {
    key: 'clinic',
    header: 'Clinic',
    cell: (row) => (
      <>
        {row.clinic.name}
        {row.kiosk ? <div className="ui-muted">Kiosk {row.kiosk.serial_number}</div> : null}
      </>
    ),
  },
  { key: 'priority', header: 'Priority', cell: (row) => <PriorityTag priority={row.priority} /> },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <>
        <QueryStatusTag status={row.status} />
        {row.waiting_on_customer ? <div className="ui-muted">Waiting on customer</div> : null}
      </>
    ),
  },
  { key: 'assignee', header: 'Assignee', cell: (row) => row.assignee?.name ?? 'Unassigned' },
  { key: 'sla', header: 'SLA', cell: (row) => <SlaCell sla={row.sla} /> },
  {
    key: 'activity',
    header: 'Last activity',
    cell: (row) => `${formatDisplayDateTime(row.last_message_at)} UTC`,
    nowrap: true,
  },
];

const listOf = (isAdministrator: boolean): ListDefinition<QueryRow, QueryParams> => ({
  title: 'Support Queries',
  path: QUERIES_PATH,
  codec: queryCodec,
  view: {
    id: 'queries',
    caption: 'Support queries',
    columns: columnsOf(isAdministrator),
    rowKey: (row) => row.id,
    totalLabel: 'Total Queries',
    searchLabel: isAdministrator
      ? 'Search queries by number, subject, kiosk serial, clinic or customer'
      : 'Search queries by number, subject, kiosk serial or clinic',
    errorText: 'The support queries could not be loaded.',
  },
  useRows: useQueryRows,
  useFilterKeys: useNoFilterKeys,
  remember: true,
});

/** Built once for each role. */
const LISTS = { admin: listOf(true), customer: listOf(false) } as const;

const TabLabel = ({ text, count }: { text: string; count: number | undefined }) => (
  <>
    {text}
    <span className="ui-tab-count">{count ?? '…'}</span>
  </>
);

/**
 * Support Queries (`manage/query`; docs/support.md, "Screens"): the views All, Breaching soon,
 * Breached and Unread as tabs with their counts (`view_counts`, which honour every filter but the
 * view), the filters and their chips, search, the CSV export and New query; all of it in the URL.
 * Administrators see every query; a customer their own (the server's scope).
 */
export const QueriesScreen = () => {
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  const definition = LISTS[isAdministrator ? 'admin' : 'customer'];
  const state = useUrlListState(definition.path, definition.codec.parse, definition.codec.serialize);
  const { params, go } = state;
  const toPage = useCallback((page: number) => go({ page }, true), [go]);
  const result = definition.useRows(params, toPage);
  const counts = useQueryPage(params).data?.view_counts;
  useRememberListSearch(definition.path, true);
  return (
    <section className="ui-screen" aria-labelledby="queries-title">
      <header className="ui-header">
        <h1 id="queries-title" className="ui-title">
          Support Queries
        </h1>
        <div className="ui-actions">
          <ExportButton noun="queries" run={() => exportQueries(queryFilterBody(params))} />
          <Link href={absolute(NEW_QUERY_PATH)} className="ui-btn">
            <i className="pi pi-plus" aria-hidden="true" /> New query
          </Link>
        </div>
      </header>
      {result.error && isMissingCall(result.error) ? (
        <MissingCall error={result.error} />
      ) : (
        <div className="ui-card">
          <QueryFilters state={state} rows={result.rows} />
          <Tabs<QueryView>
            label="Query views"
            tabs={VIEWS.map((view) => ({
              id: view,
              label: <TabLabel text={VIEW_TEXT[view]} count={counts?.[view]} />,
            }))}
            selected={params.view}
            onSelect={(view) => go({ view, page: 1 })}
          >
            <ResourceList view={definition.view} result={result} params={params} go={go} />
          </Tabs>
        </div>
      )}
    </section>
  );
};
