import { Link } from 'wouter';

import type { ConsultationRow } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { consultationDetailsPath, patientDetailsHref } from '@/lib/consultation-paths';
import { formatWait, waitMinutes } from '@/lib/consultation-status';
import { formatDisplayDateTime } from '@/lib/dates';

import { ConsultationStatusTag } from './consultation-status-tag';
import type { Column } from './data-table';

/** A request no doctor has accepted yet has no doctor for its details route (docs/telemedicine.md). */
export const NOT_ACCEPTED_TEXT = 'Not yet accepted';

const personName = (person: { first_name: string; last_name: string }): string =>
  `${person.first_name} ${person.last_name}`.trim();

/**
 * The request time, linked to the consultation's details once a doctor holds it: the details route
 * is `manage/doctor/{doctor_id}/consultation/{id}`, and a request that waits has no doctor yet.
 */
const requestedCell = (row: ConsultationRow) => {
  const when = formatDisplayDateTime(row.requested_at);
  if (row.doctor === null) return when;
  return (
    <Link
      href={absolute(consultationDetailsPath(row.doctor.id, row.id))}
      className="ui-link"
      aria-label={`Consultation ${row.id}, requested ${when}`}
    >
      {when}
    </Link>
  );
};

type ColumnKey = 'requested' | 'patient' | 'doctor' | 'clinic' | 'status' | 'wait';

const columnOf = (key: ColumnKey, now: number, linkPatient: boolean): Column<ConsultationRow> => {
  switch (key) {
    case 'requested':
      return { key, header: 'Requested at (UTC)', cell: requestedCell, nowrap: true };
    case 'patient':
      return {
        key,
        header: 'Patient',
        cell: (row) =>
          linkPatient ? (
            <Link href={absolute(patientDetailsHref(row.patient.id))} className="ui-link">
              {personName(row.patient)}
            </Link>
          ) : (
            personName(row.patient)
          ),
      };
    case 'doctor':
      return {
        key,
        header: 'Doctor',
        cell: (row) => row.doctor?.name ?? <span className="ui-muted">{NOT_ACCEPTED_TEXT}</span>,
      };
    case 'clinic':
      return { key, header: 'Clinic', cell: (row) => row.clinic.name };
    case 'status':
      return { key, header: 'Status', cell: (row) => <ConsultationStatusTag status={row.status} /> };
    case 'wait':
      return { key, header: 'Wait', cell: (row) => formatWait(waitMinutes(row, now)), nowrap: true };
  }
};

/**
 * The columns of a consultation list (Telemedicine, a patient's consultations): the keys in order,
 * the wait measured against `now` for a request not started yet.
 */
export const consultationColumns = (
  keys: readonly ColumnKey[],
  now: number,
  options: { linkPatient?: boolean } = {},
): Column<ConsultationRow>[] => keys.map((key) => columnOf(key, now, options.linkPatient ?? false));
