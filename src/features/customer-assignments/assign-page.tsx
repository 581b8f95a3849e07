import { type QueryClient, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';

import { type Column, DataTable } from '@/components/data-table';
import { pageCountOf } from '@/components/page-items';
import { Pagination } from '@/components/pagination';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { useRecordRoute } from '@/components/resource/record-route';
import { RecordMessage } from '@/components/resource/record-state';
import { ScreenHeader } from '@/components/screen-header';
import { SearchBox } from '@/components/search-box';
import type { CustomerAssignmentCustomer, NamedRef } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { type ApiError, toApiError } from '@/lib/http/api-error';
import { reportApiError } from '@/lib/http/report-error';
import { showToast } from '@/lib/toast';
import { useSingleFlight } from '@/lib/use-single-flight';

import type { CustomerPage } from './customer-list-page';
import { CUSTOMER_ROUTE } from './paths';

export const CANDIDATES_PER_PAGE = 10;

/** A clinic or a doctor another customer could give this one. */
export interface Candidate {
  id: number;
  name: string;
  version: number;
  customer: NamedRef;
}

export interface AssignKind<Row extends Candidate> {
  /** 'Assign New Clinic'. */
  title: string;
  /** 'clinic': 'Choose a clinic', 'Search clinics'. */
  noun: string;
  plural: string;
  /** Assigned Clinics: Back and where a move ends. */
  list: { title: string; path: (customerId: number) => string };
  columns: readonly Column<Row>[];
  useCandidates: (
    customerId: number,
    body: { page: number; limit: number; searchValue: string | null; others: true },
  ) => UseQueryResult<CustomerPage<Row>, unknown>;
  /** Why the move will be refused, with the count and the reason, before any call; or null. */
  refusal: (row: Row, customer: CustomerAssignmentCustomer) => string | null;
  /** What the move does, line by line, for the confirm step. */
  consequences: (row: Row, customer: CustomerAssignmentCustomer) => readonly string[];
  /** The move's call (a mutation hook's send). */
  useAssign: () => (customerId: number, row: Row) => Promise<Row>;
  invalidate: (client: QueryClient, customerId: number) => Promise<void>;
  moved: (row: Row, customer: CustomerAssignmentCustomer) => string;
}

/** Where the confirm step stands after a refused or stale attempt. */
type Problem = { text: string } | { missing: ApiError } | null;

const currentOf = <Row extends Candidate>(error: ApiError, chosen: Row): Row | null => {
  const current = (error.body as { current?: unknown } | undefined)?.current;
  return typeof current === 'object' && current !== null && (current as Candidate).id === chosen.id
    ? (current as Row)
    : null;
};

const Confirm = <Row extends Candidate>({
  kind,
  customer,
  chosen,
  onCancel,
  onStale,
}: {
  kind: AssignKind<Row>;
  customer: CustomerAssignmentCustomer;
  chosen: Row;
  onCancel: () => void;
  onStale: (current: Row | null) => void;
}) => {
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const assign = kind.useAssign();
  const [problem, setProblem] = useState<Problem>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [chosen]);
  const refusal = kind.refusal(chosen, customer);
  const flight = useSingleFlight(async () => {
    setProblem(null);
    try {
      const saved = await assign(customer.id, chosen);
      showToast({ severity: 'success', summary: 'Success', detail: kind.moved(saved, customer) });
      await kind.invalidate(client, customer.id);
      navigate(absolute(kind.list.path(customer.id)));
    } catch (raw) {
      const error = toApiError(raw);
      if (error.kind === 'unauthorized') return;
      if (isMissingCall(error)) setProblem({ missing: error });
      else if (error.status === 409) {
        setProblem({
          text: `${chosen.name} was changed by someone else since you chose it. It is shown as it is now: check it, then confirm again.`,
        });
        onStale(currentOf(error, chosen));
      } else if (error.status === 422) setProblem({ text: error.serverMessage ?? error.message });
      else reportApiError(raw);
    }
  });
  return (
    <section className="ui-card" aria-labelledby="assign-confirm-title">
      <h2 id="assign-confirm-title" ref={heading} tabIndex={-1}>
        Move {chosen.name} to {customer.name}?
      </h2>
      {refusal ? (
        <p role="alert" className="ui-message">
          {refusal}
        </p>
      ) : (
        <ul aria-label="What the move does">
          {kind.consequences(chosen, customer).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {problem && 'missing' in problem ? <MissingCall error={problem.missing} /> : null}
      {problem && 'text' in problem ? (
        <p role="alert" className="ui-message">
          {problem.text}
        </p>
      ) : null}
      <div className="ui-actions">
        <button type="button" className="ui-btn ui-btn-outline" onClick={onCancel}>
          {refusal ? `Choose another ${kind.noun}` : 'Cancel'}
        </button>
        {refusal ? null : (
          <button type="button" className="ui-btn" disabled={flight.pending} onClick={() => flight.run()}>
            {flight.pending ? 'Moving...' : 'Confirm'}
          </button>
        )}
      </div>
    </section>
  );
};

const Candidates = <Row extends Candidate>({
  kind,
  customerId,
}: {
  kind: AssignKind<Row>;
  customerId: number;
}) => {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Row | null>(null);
  const query = kind.useCandidates(customerId, {
    page,
    limit: CANDIDATES_PER_PAGE,
    searchValue: search === '' ? null : search,
    others: true,
  });
  const error = query.isError ? toApiError(query.error) : null;
  const customer = query.data?.customer;
  const columns = useMemo<readonly Column<Row>[]>(
    () => [
      ...kind.columns,
      {
        key: 'choose',
        header: 'Action',
        align: 'end',
        cell: (row) => (
          <button
            type="button"
            className="ui-btn ui-btn-sm ui-btn-outline"
            aria-label={`Choose ${row.name}`}
            aria-pressed={chosen?.id === row.id}
            onClick={() => setChosen(row)}
          >
            Choose
          </button>
        ),
      },
    ],
    [kind.columns, chosen],
  );
  const titleId = 'assign-title';
  const title = customer ? `${kind.title}: ${customer.name}` : kind.title;
  const back = { label: `Back to ${kind.list.title}`, href: kind.list.path(customerId) };
  const header = <ScreenHeader titleId={titleId} title={title} back={back} />;
  if (error && (isMissingCall(error) || error.status === 404)) {
    return (
      <section className="ui-screen" aria-labelledby={titleId}>
        {header}
        {isMissingCall(error) ? (
          <MissingCall error={error} />
        ) : (
          <RecordMessage text={`No customer with ID ${customerId} was found. It may have been removed.`} />
        )}
      </section>
    );
  }
  const total = query.data?.total_count ?? 0;
  return (
    <section className="ui-screen" aria-labelledby={titleId}>
      {header}
      <div className="ui-card">
        <p className="ui-muted">
          {customer
            ? `Choose a ${kind.noun} of another customer to move to ${customer.name}.`
            : `Choose a ${kind.noun} of another customer.`}
        </p>
        <SearchBox
          id="assign-search"
          label={`Search ${kind.plural}`}
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
            setChosen(null);
          }}
        />
        <DataTable
          caption={`${kind.plural.charAt(0).toUpperCase()}${kind.plural.slice(1)} of other customers`}
          columns={columns}
          rows={query.data?.records ?? []}
          rowKey={(row) => row.id}
          emptyText={query.isPending ? 'Loading...' : 'No data found'}
          busy={query.isFetching}
          errorText={error ? 'Error loading data' : undefined}
          onRetry={() => void query.refetch()}
        />
        {total > CANDIDATES_PER_PAGE ? (
          <Pagination
            label={`${kind.plural} pages`}
            page={page}
            pageCount={pageCountOf(total, CANDIDATES_PER_PAGE)}
            onPage={setPage}
          />
        ) : null}
      </div>
      {chosen && customer ? (
        <Confirm
          key={chosen.id}
          kind={kind}
          customer={customer}
          chosen={chosen}
          onCancel={() => setChosen(null)}
          onStale={(current) => {
            if (current) setChosen(current);
            void query.refetch();
          }}
        />
      ) : null}
    </section>
  );
};

/**
 * Assign New Clinic and Assign New Doctor (docs/customer-assignments.md), the camps' assign pattern:
 * search the other customers' clinics or doctors, pick one, and confirm what the move does. A move
 * the server will refuse says why (the count and the reason) in the confirm step, with no Confirm.
 */
export const AssignPage = <Row extends Candidate>({ kind }: { kind: AssignKind<Row> }) => {
  const route = useRecordRoute(CUSTOMER_ROUTE);
  if (route.id === null) {
    return (
      <section className="ui-screen" aria-labelledby="assign-title">
        <ScreenHeader titleId="assign-title" title={kind.title} />
        <RecordMessage text={route.message} />
      </section>
    );
  }
  return <Candidates key={route.id} kind={kind} customerId={route.id} />;
};
