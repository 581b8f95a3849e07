import { useState } from 'react';
import { Link } from 'wouter';

import { ConsultationStatusTag } from '@/components/consultation-status-tag';
import { type Column, DataTable } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { LIST_QUERY } from '@/components/resource/list-rows';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { RecordSummary } from '@/components/resource/record-summary';
import { pageCountOf } from '@/components/page-items';
import { useFilterConsultations } from '@/generated/api/consultations/consultations';
import type { ConsultationRow, Doctor } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { toApiError } from '@/lib/http/api-error';
import { formatDisplayDateTime } from '@/lib/dates';

import { consultationPath } from './doctor-paths';

export const CONSULTATIONS_PER_PAGE = 10;

const columnsFor = (doctorId: number): readonly Column<ConsultationRow>[] => [
  {
    key: 'requested',
    header: 'Requested (UTC)',
    cell: (row) => (
      <Link href={absolute(consultationPath(doctorId, row.id))} className="ui-link">
        {formatDisplayDateTime(row.requested_at)}
      </Link>
    ),
    nowrap: true,
  },
  {
    key: 'patient',
    header: 'Patient',
    cell: (row) => `${row.patient.first_name} ${row.patient.last_name} (${row.patient.external_id})`,
  },
  { key: 'clinic', header: 'Clinic', cell: (row) => row.clinic.name },
  { key: 'status', header: 'Status', cell: (row) => <ConsultationStatusTag status={row.status} /> },
];

/** Doctor Details' counts: total, completed, open (scheduled or in progress). */
export const ConsultationCounts = ({ doctor }: { doctor: Doctor }) => (
  <div role="group" aria-label="Consultation counts" className="doctor-counts">
    <RecordSummary
      items={[
        ['Total consultations', doctor.consultations.total],
        ['Completed', doctor.consultations.completed],
        ['Open', doctor.consultations.open],
      ]}
    />
  </div>
);

/**
 * The doctor's consultations, newest request first (`POST v3/consultation/filter` with `doctor_id`),
 * paged by the server; each opens its Consultation Details.
 */
export const DoctorConsultations = ({ doctor }: { doctor: Doctor }) => {
  const [page, setPage] = useState(1);
  const query = useFilterConsultations(
    { doctor_id: doctor.id, page, limit: CONSULTATIONS_PER_PAGE, order: 'newest' },
    { query: LIST_QUERY },
  );
  const error = query.isError ? toApiError(query.error) : null;
  const total = query.data?.total_count;
  return (
    <div className="ui-card">
      <h2 className="doctor-section-title">Consultations</h2>
      <ConsultationCounts doctor={doctor} />
      {error && isMissingCall(error) ? (
        <MissingCall error={error} />
      ) : (
        <>
          <DataTable
            caption={`Consultations of Dr ${doctor.first_name} ${doctor.last_name}`}
            columns={columnsFor(doctor.id)}
            rows={query.data?.records ?? []}
            rowKey={(row) => row.id}
            emptyText={query.isPending ? 'Loading...' : 'No consultations yet.'}
            busy={query.isFetching}
            errorText={error && !query.isFetching ? 'Error loading data' : undefined}
            onRetry={() => void query.refetch()}
          />
          {total !== undefined && total > CONSULTATIONS_PER_PAGE ? (
            <Pagination
              label="Consultations pages"
              page={page}
              pageCount={pageCountOf(total, CONSULTATIONS_PER_PAGE)}
              onPage={setPage}
            />
          ) : null}
        </>
      )}
    </div>
  );
};
