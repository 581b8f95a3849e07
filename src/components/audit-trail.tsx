import { useState } from 'react';

import { type Column, DataTable } from '@/components/data-table';
import { pageCountOf } from '@/components/page-items';
import { Pagination } from '@/components/pagination';
import { LIST_QUERY } from '@/components/resource/list-rows';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { useFilterAuditEvents } from '@/generated/api/audit/audit';
import type { AuditEvent, AuditFilterRequest } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';
import { formatDisplayDateTime } from '@/lib/dates';

const PER_PAGE = 10;

export const AUDIT_ERROR_TEXT = 'The audit trail could not be loaded.';

/** What the trail is of: any of the call's filters (the page is the component's). */
export type AuditTrailFilter = Partial<Omit<AuditFilterRequest, 'page' | 'limit'>>;

const ACTION_LABELS: Record<AuditEvent['action'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  status: 'Status',
  read: 'Read',
  sign_in: 'Signed in',
  rotate: 'Rotated',
  revoke: 'Revoked',
  deliver: 'Delivered',
};

const Changes = ({ event }: { event: AuditEvent }) =>
  event.changes.length === 0 ? null : (
    <ul className="ui-muted">
      {event.changes.map((change) => (
        <li key={change.field}>
          {change.field}: {change.old ?? '—'} → {change.new ?? '—'}
        </li>
      ))}
    </ul>
  );

const COLUMNS: readonly Column<AuditEvent>[] = [
  { key: 'at', header: 'When (UTC)', nowrap: true, cell: (row) => formatDisplayDateTime(row.at) || '—' },
  { key: 'who', header: 'Who', cell: (row) => row.actor_name },
  { key: 'action', header: 'Action', cell: (row) => ACTION_LABELS[row.action] },
  {
    key: 'what',
    header: 'What',
    cell: (row) => (
      <>
        {row.summary}
        <Changes event={row} />
      </>
    ),
  },
];

const rowKey = (row: AuditEvent) => row.id;

/**
 * A paged table of audit events, newest first (docs/audit.md): `POST v3/audit/filter` with the
 * given filter, ten a page. User Details' Activity tab passes `{ actor_id }`, Patient Details'
 * Access tab `{ patient_id }`. A role without the Audit trail area reads the server's refusal.
 */
export const AuditTrail = ({ filter, title }: { filter: AuditTrailFilter; title: string }) => {
  const [page, setPage] = useState(1);
  const found = useFilterAuditEvents({ ...filter, page, limit: PER_PAGE }, { query: LIST_QUERY });
  const error = found.isError ? toApiError(found.error) : null;
  const total = found.data?.total_count;
  const errorText =
    error === null || found.isFetching
      ? undefined
      : error.status === 403
        ? (error.serverMessage ?? AUDIT_ERROR_TEXT)
        : AUDIT_ERROR_TEXT;
  return (
    <section className="ui-card" aria-label={title}>
      <h2 className="ui-subtitle">
        {title} {total === undefined ? null : <span className="ui-muted">({total})</span>}
      </h2>
      {error && isMissingCall(error) ? (
        <MissingCall error={error} />
      ) : (
        <>
          <DataTable
            caption={title}
            columns={COLUMNS}
            rows={error ? [] : (found.data?.records ?? [])}
            rowKey={rowKey}
            emptyText={found.isPending ? 'Loading...' : 'No events.'}
            busy={found.isFetching}
            errorText={errorText}
            onRetry={error?.status === 403 ? undefined : () => void found.refetch()}
          />
          {total !== undefined && total > PER_PAGE ? (
            <Pagination
              label={`${title} pages`}
              page={page}
              pageCount={pageCountOf(total, PER_PAGE)}
              onPage={setPage}
            />
          ) : null}
        </>
      )}
    </section>
  );
};
