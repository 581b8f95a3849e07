import { filterConsultations } from '@/generated/api/consultations/consultations';
import type { ConsultationRow } from '@/generated/model';
import { neutraliseCell } from '@/lib/csv/neutralise';

import { EXPORT_PAGE_SIZE, type ExportKind } from './export-kinds';

/** A doctor's export is their own consultations, whatever the day (doctors have no filter panel). */
export interface DoctorExportScope {
  doctor_id: number;
}

export const CONSULTATION_COLUMNS = [
  'Consultation ID',
  'Requested at',
  'Started at',
  'Ended at',
  'Status',
  'Patient ID',
  'Patient name',
  'Clinic',
  'Diagnosis',
  'Follow-up',
  'Medicines',
];

/** One row of the file, every cell neutralised (docs/requirements.md 11.7: a cell never starts a formula). */
export const consultationCells = (row: ConsultationRow): string[] =>
  [
    row.id,
    row.requested_at,
    row.started_at,
    row.ended_at,
    row.status,
    row.patient.external_id,
    `${row.patient.first_name} ${row.patient.last_name}`.trim(),
    row.clinic.name,
    row.diagnosis ?? '',
    row.follow_up ?? '',
    row.medicines ?? '',
  ].map(neutraliseCell);

const UNSCOPED = {
  start_date: null,
  end_date: null,
  customer_id: null,
  country_id: null,
  state_id: null,
  district_id: null,
  location_id: null,
  clinic_id: null,
  status: null,
  patient_id: null,
} as const;

/**
 * docs/telemedicine.md, "The doctor's export": `POST v3/consultation/filter` with the doctor's own id
 * (so not the requests still waiting in their clinics' queue), oldest first so that a consultation
 * arriving during the export does not shift the pages, 500 a page.
 */
export const CONSULTATION_EXPORT: ExportKind<DoctorExportScope> = {
  id: 'consultations',
  title: 'Consultations',
  filePrefix: 'consultations',
  header: CONSULTATION_COLUMNS,
  scopeWords: 'to export',
  fetchPage: async (scope, page, signal, limit = EXPORT_PAGE_SIZE) => {
    const found = await filterConsultations(
      { ...UNSCOPED, doctor_id: scope.doctor_id, order: 'queue', page, limit },
      undefined,
      signal,
    );
    return { rows: found.records.map(consultationCells), total: found.total_count };
  },
};
