import { useState } from 'react';

import { consultationColumns } from '@/components/consultation-columns';
import { DataTable } from '@/components/data-table';
import { pageCountOf } from '@/components/page-items';
import { Pagination } from '@/components/pagination';
import { LIST_QUERY } from '@/components/resource/list-rows';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { useFilterConsultations } from '@/generated/api/consultations/consultations';
import { toApiError } from '@/lib/http/api-error';
import { useClock } from '@/lib/use-clock';

const PER_PAGE = 5;
const KEYS = ['requested', 'doctor', 'clinic', 'status', 'wait'] as const;

export const CONSULTATIONS_ERROR_TEXT = "The patient's consultations could not be loaded.";

/** Every scope field unset: the patient's consultations are those the server lets the user read. */
const UNSCOPED = {
  start_date: null,
  end_date: null,
  customer_id: null,
  country_id: null,
  state_id: null,
  district_id: null,
  location_id: null,
  clinic_id: null,
  doctor_id: null,
  status: null,
} as const;

/**
 * Patient Details' consultations (docs/telemedicine.md): `POST v3/consultation/filter` with the
 * patient's id, newest first, five a page; each opens its Consultation Details once a doctor holds
 * it. The server keeps a customer to their clinics and a doctor to their own consultations and queue.
 */
export const PatientConsultations = ({ patientId }: { patientId: number }) => {
  const [page, setPage] = useState(1);
  const now = useClock();
  const found = useFilterConsultations(
    { ...UNSCOPED, patient_id: patientId, order: 'newest', page, limit: PER_PAGE },
    { query: LIST_QUERY },
  );
  const error = found.isError ? toApiError(found.error) : null;
  const total = found.data?.total_count;
  return (
    <section className="ui-card patient-consultations" aria-labelledby="patient-consultations-title">
      <h2 id="patient-consultations-title" className="patient-section-title">
        Consultations {total === undefined ? null : <span className="patient-muted">({total})</span>}
      </h2>
      {error && isMissingCall(error) ? (
        <MissingCall error={error} />
      ) : (
        <>
          <DataTable
            caption="Consultations of this patient"
            columns={consultationColumns(KEYS, now)}
            rows={found.data?.records ?? []}
            rowKey={(row) => row.id}
            emptyText={found.isPending ? 'Loading...' : 'No consultations for this patient.'}
            busy={found.isFetching}
            errorText={error && !found.isFetching ? CONSULTATIONS_ERROR_TEXT : undefined}
            onRetry={() => void found.refetch()}
          />
          {total !== undefined && total > PER_PAGE ? (
            <Pagination
              label="Consultations pages"
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
