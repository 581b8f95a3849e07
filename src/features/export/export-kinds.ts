import type { ScreeningScope } from '@/atoms/scope';
import { filterPatients } from '@/generated/api/patients/patients';
import { filterResults } from '@/generated/api/results/results';
import type { PatientRow, ResultRow } from '@/generated/model';
import { neutraliseCell } from '@/lib/csv/neutralise';
import { toApiDate } from '@/lib/dates';
import { describeValues } from '@/lib/reference-ranges';
import { OUTCOME_TEXT, outcomeOf } from '@/lib/result-outcome';

/** The largest page the calls allow (openapi/v3.yaml): an export asks for this many rows a page. */
export const EXPORT_PAGE_SIZE = 500;

export type ExportKindId = 'patients' | 'results' | 'consultations';

export interface ExportPage {
  rows: string[][];
  total: number;
}

/**
 * One export of the screen (docs/patients.md, Export; docs/telemedicine.md for a doctor's): its
 * columns, its call (given the scope it exports) and its file.
 */
export interface ExportKind<Scope = ScreeningScope> {
  id: ExportKindId;
  title: string;
  /** 'patients': the file is 'patients-YYYY-MM-DD.csv'. */
  filePrefix: string;
  header: string[];
  /** What the count covers: 'in the current filter' when omitted ('12 rows in the current filter.'). */
  scopeWords?: string;
  fetchPage: (scope: Scope, page: number, signal?: AbortSignal, limit?: number) => Promise<ExportPage>;
}

const cells = (values: readonly unknown[]): string[] => values.map(neutraliseCell);

export const PATIENT_COLUMNS = [
  'Patient ID',
  'First name',
  'Last name',
  'Date of birth',
  'Age',
  'Gender',
  'Phone',
  'Clinic',
  'Last screening',
];

export const patientCells = (patient: PatientRow): string[] =>
  cells([
    patient.external_id,
    patient.first_name,
    patient.last_name,
    patient.date_of_birth,
    patient.age,
    patient.gender,
    patient.phone,
    patient.clinic.name,
    patient.last_screening_at,
  ]);

export const RESULT_COLUMNS = [
  'Patient ID',
  'Patient name',
  'Age',
  'Gender',
  'Clinic',
  'Test',
  'Code',
  'Value',
  'Unit',
  'Label',
  'Outcome',
  'Range',
  'Measured at',
];

export const resultCells = (result: ResultRow): string[] =>
  cells([
    result.patient.external_id,
    `${result.patient.first_name} ${result.patient.last_name}`,
    result.patient.age,
    result.patient.gender,
    result.clinic.name,
    result.test_type.name,
    result.test_type.code,
    result.value,
    result.unit,
    result.label,
    OUTCOME_TEXT[outcomeOf(result.label)],
    result.range ? describeValues(result.range) : '',
    result.measured_at,
  ]);

export const EXPORT_KINDS: readonly ExportKind[] = [
  {
    id: 'patients',
    title: 'Patients',
    filePrefix: 'patients',
    header: PATIENT_COLUMNS,
    fetchPage: async (scope, page, signal, limit = EXPORT_PAGE_SIZE) => {
      const found = await filterPatients({ ...scope, page, limit }, undefined, signal);
      return { rows: found.records.map(patientCells), total: found.total_count };
    },
  },
  {
    id: 'results',
    title: 'Results',
    filePrefix: 'results',
    header: RESULT_COLUMNS,
    fetchPage: async (scope, page, signal, limit = EXPORT_PAGE_SIZE) => {
      const found = await filterResults({ ...scope, page, limit }, undefined, signal);
      return { rows: found.records.map(resultCells), total: found.total_count };
    },
  },
];

export const exportFileName = (kind: Pick<ExportKind, 'filePrefix'>, today: Date = new Date()): string =>
  `${kind.filePrefix}-${toApiDate(today)}.csv`;
