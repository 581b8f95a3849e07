import { useMemo } from 'react';

import { useConsultationFilterKeys, useConsultationScope } from '@/atoms/scope';
import { consultationColumns } from '@/components/consultation-columns';
import { useScopedPage } from '@/components/list-state';
import type { ListParams } from '@/components/resource/list-params';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen } from '@/components/resource/list-screen';
import { useFilterConsultations } from '@/generated/api/consultations/consultations';
import type { ConsultationRow, ConsultationStatus } from '@/generated/model';
import { TELEMEDICINE_PATH } from '@/lib/consultation-paths';
import { useClock } from '@/lib/use-clock';
import { CONSULTATION_STATUSES, parseConsultationStatus, STATUS_TEXT } from '@/lib/consultation-status';

import { ConsultationCounts } from './consultation-counts';
import { telemedicineCodec, useStatusParam } from './telemedicine-params';

type TelemedicineParams = ListParams & { consultation: ConsultationStatus | null };

/**
 * `POST v3/consultation/filter` in the applied filter's scope and the URL's status, newest request
 * first, server-paged; a new scope or status starts again at page 1.
 */
const useConsultationRows = (params: TelemedicineParams, toPage: (page: number) => void) => {
  const scope = useConsultationScope();
  const request = useMemo(() => ({ ...scope, status: params.consultation }), [scope, params.consultation]);
  const page = useScopedPage(request, params.page, toPage);
  const found = useFilterConsultations(
    { ...request, patient_id: null, order: 'newest', page, limit: params.rows },
    { query: LIST_QUERY },
  );
  return useServerRows(found, page, params.rows, toPage);
};

export const telemedicineList: ListDefinition<ConsultationRow, TelemedicineParams> = {
  title: 'Telemedicine',
  path: TELEMEDICINE_PATH,
  codec: telemedicineCodec,
  view: {
    id: 'consultations',
    caption: 'Consultations',
    // The wait of a request still waiting grows with the clock: measured at module load is not
    // enough, so the screen passes its own columns (below).
    columns: [],
    rowKey: (row) => row.id,
    totalLabel: 'Total Consultations',
  },
  useRows: useConsultationRows,
  useFilterKeys: useConsultationFilterKeys,
  remember: true,
};

const StatusPicker = ({
  value,
  onChange,
}: {
  value: ConsultationStatus | null;
  onChange: (status: ConsultationStatus | null) => void;
}) => (
  <div className="ui-toolbar tele-status">
    <label htmlFor="consultations-status">Status</label>
    <select
      id="consultations-status"
      className="ui-input"
      value={value ?? ''}
      onChange={(event) => onChange(parseConsultationStatus(event.target.value))}
    >
      <option value="">All statuses</option>
      {CONSULTATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_TEXT[status]}
        </option>
      ))}
    </select>
  </div>
);

const KEYS = ['requested', 'patient', 'doctor', 'clinic', 'status', 'wait'] as const;

/**
 * /dashboard/telemedicine (docs/telemedicine.md, "Telemedicine"): the consultations in the applied
 * filter's scope (Date, Customer for administrators, Location, Clinic), counted by status with the
 * average wait, and listed newest first with a status filter in the URL; each row opens its
 * Consultation Details.
 */
export const TelemedicineScreen = () => {
  const scope = useConsultationScope();
  const [shown, show] = useStatusParam();
  const now = useClock();
  const definition = useMemo(
    () => ({
      ...telemedicineList,
      view: {
        ...telemedicineList.view,
        columns: consultationColumns(KEYS, now, { linkPatient: true }),
      },
    }),
    [now],
  );
  return (
    <ListScreen
      definition={definition}
      above={
        <>
          <ConsultationCounts scope={scope} shown={shown} onShow={show} />
          <StatusPicker value={shown} onChange={show} />
        </>
      }
    />
  );
};
