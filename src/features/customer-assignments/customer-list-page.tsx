import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';

import type { Column } from '@/components/data-table';
import { type UrlListState, useUrlListState } from '@/components/list-state';
import { listCodec, type ListParams } from '@/components/resource/list-params';
import { useServerRows } from '@/components/resource/list-rows';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { type RecordRoute, useRecordRoute } from '@/components/resource/record-route';
import { RecordMessage } from '@/components/resource/record-state';
import { ResourceList } from '@/components/resource/resource-list';
import { ScreenHeader } from '@/components/screen-header';
import type { CustomerAssignmentCustomer } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { CUSTOMER_ROUTE, customerDetailsPath } from './paths';

/** A page of the customer's clinics or doctors, as the filter calls answer it. */
export interface CustomerPage<Row> {
  customer: CustomerAssignmentCustomer;
  total_count: number;
  records: Row[];
}

export interface CustomerListKind<Row> {
  /** 'Assigned Clinics'. */
  title: string;
  /** 'clinics': ids, the caption 'Clinics', 'Total Clinics'. */
  plural: string;
  path: (customerId: number) => string;
  /** The action beside the title: 'Assign New Clinic' and where it goes. */
  assign: { label: string; path: (customerId: number) => string };
  columns: (customerId: number) => readonly Column<Row>[];
  useList: (
    customerId: number,
    body: { page: number; limit: number; searchValue: string | null; others: false },
  ) => UseQueryResult<CustomerPage<Row>, unknown>;
}

const CODEC = listCodec({ status: false });
const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const ListBody = <Row extends { id: number }>({
  kind,
  customerId,
  state,
}: {
  kind: CustomerListKind<Row>;
  customerId: number;
  state: UrlListState<ListParams>;
}) => {
  const { params, go } = state;
  const toPage = useCallback((page: number) => go({ page }, true), [go]);
  const query = kind.useList(customerId, {
    page: params.page,
    limit: params.rows,
    searchValue: params.search === '' ? null : params.search,
    others: false,
  });
  const result = useServerRows(query, params.page, params.rows, toPage);
  const columns = useMemo(() => kind.columns(customerId), [kind, customerId]);
  const view = useMemo(
    () => ({
      id: `assigned-${kind.plural}`,
      caption: capital(kind.plural),
      columns,
      rowKey: (row: Row) => row.id,
      totalLabel: `Total ${capital(kind.plural)}`,
      searchLabel: `Search ${kind.plural} by name`,
    }),
    [kind.plural, columns],
  );
  const customer = query.data?.customer;
  const titleId = `assigned-${kind.plural}-title`;
  const notFound = result.error?.status === 404;
  return (
    <section className="ui-screen" aria-labelledby={titleId}>
      <ScreenHeader
        titleId={titleId}
        title={customer ? `${kind.title}: ${customer.name}` : kind.title}
        back={{ label: 'Back to Customer Details', href: customerDetailsPath(customerId) }}
      >
        {notFound || (result.error && isMissingCall(result.error)) ? null : (
          <Link href={absolute(kind.assign.path(customerId))} className="ui-btn">
            {kind.assign.label}
          </Link>
        )}
      </ScreenHeader>
      {result.error && isMissingCall(result.error) ? (
        <MissingCall error={result.error} />
      ) : notFound ? (
        <RecordMessage text={`No customer with ID ${customerId} was found. It may have been removed.`} />
      ) : (
        <div className="ui-card">
          <ResourceList view={view} result={result} params={params} go={(next) => go(next)} />
        </div>
      )}
    </section>
  );
};

const WithCustomer = <Row extends { id: number }>({
  kind,
  customerId,
}: {
  kind: CustomerListKind<Row>;
  customerId: number;
}) => {
  const state = useUrlListState(kind.path(customerId), CODEC.parse, CODEC.serialize);
  return <ListBody kind={kind} customerId={customerId} state={state} />;
};

const BadRoute = ({ title, route }: { title: string; route: Extract<RecordRoute, { id: null }> }) => (
  <section className="ui-screen" aria-labelledby="customer-list-title">
    <ScreenHeader titleId="customer-list-title" title={title} />
    <RecordMessage text={route.message} />
  </section>
);

/**
 * Assigned Clinics and Assigned Doctors (docs/customer-assignments.md): the customer's rows, searched
 * and paged by the server with the state in the URL, the customer named in the title from the same
 * answer, and the assign action. A bad id makes no call; an unknown customer says so.
 */
export const CustomerListPage = <Row extends { id: number }>({ kind }: { kind: CustomerListKind<Row> }) => {
  const route = useRecordRoute(CUSTOMER_ROUTE);
  if (route.id === null) return <BadRoute title={kind.title} route={route} />;
  return <WithCustomer key={route.id} kind={kind} customerId={route.id} />;
};
