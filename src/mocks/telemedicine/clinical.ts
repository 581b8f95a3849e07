import { outcomeOf } from '@/lib/result-outcome';

import type { DemoResult } from '../screening/types';
import type { DemoPrescriptionItem } from './types';

/**
 * What a seeded doctor writes for a session's abnormal results (docs/telemedicine.md, "Demo
 * data"): a diagnosis and, where it is usual, a medicine of the seeded catalogue (ids of
 * seedMedicines: 1 Metformin 500 mg, 4 Amlodipine, 6 Atorvastatin, 7 Salbutamol, 9 Sertraline).
 */
interface Finding {
  codes: readonly string[];
  labels: readonly string[];
  diagnosis: string;
  item: DemoPrescriptionItem | null;
}

const item = (
  medicine_id: number,
  dose: string,
  frequency: string,
  duration: string,
  instructions: string,
) => ({
  medicine_id,
  dose,
  frequency,
  duration,
  instructions,
});

const FINDINGS: readonly Finding[] = [
  {
    codes: ['BP_SYS', 'BP_DIA'],
    labels: ['High', 'Seriously High'],
    diagnosis: 'Hypertension',
    item: item(4, '5 mg', 'Once a day', '30 days', 'In the morning; check blood pressure weekly'),
  },
  {
    codes: ['GLU_F', 'HBA1C'],
    labels: ['Diabetic'],
    diagnosis: 'Type 2 diabetes mellitus',
    item: item(1, '500 mg', 'Twice a day', '30 days', 'After meals'),
  },
  {
    codes: ['GLU_F', 'HBA1C'],
    labels: ['Prediabetic'],
    diagnosis: 'Prediabetes: diet and exercise advised',
    item: null,
  },
  {
    codes: ['CHOL_T', 'CHOL_LDL', 'TRIG'],
    labels: ['High', 'Very High'],
    diagnosis: 'Dyslipidaemia',
    item: item(6, '10 mg', 'Once a day', '90 days', 'At night'),
  },
  {
    codes: ['SPIRO'],
    labels: ['Obstructive defect', 'Mixed pattern'],
    diagnosis: 'Obstructive airway disease',
    item: item(7, '2 puffs', 'When needed', '30 days', 'Up to four times a day'),
  },
  {
    codes: ['PHQ9'],
    labels: ['Moderately Severe', 'Severe'],
    diagnosis: 'Depressive episode',
    item: item(9, '50 mg', 'Once a day', '30 days', 'Review in two weeks'),
  },
  { codes: ['HB'], labels: ['Low'], diagnosis: 'Anaemia: iron studies advised', item: null },
];

export interface ClinicalNote {
  notes: string;
  diagnosis: string;
  prescription: DemoPrescriptionItem[];
}

/** The note of a completed consultation on these results (codes by test type id). */
export const clinicalNoteFor = (
  results: readonly DemoResult[],
  codeOf: (testTypeId: number) => string,
): ClinicalNote => {
  const abnormal = results.filter((result) => outcomeOf(result.label) === 'abnormal');
  const matched = FINDINGS.filter((finding) =>
    abnormal.some(
      (result) =>
        finding.codes.includes(codeOf(result.test_type_id)) && finding.labels.includes(result.label),
    ),
  );
  const prescription = matched.flatMap((finding) => (finding.item ? [finding.item] : []));
  return {
    notes:
      abnormal.length === 0
        ? 'Kiosk results reviewed with the patient; all within normal limits.'
        : `Kiosk results reviewed with the patient: ${abnormal.length} outside normal limits. Lifestyle advice given.`,
    diagnosis: matched.length
      ? matched.map((finding) => finding.diagnosis).join('; ')
      : 'No acute illness found',
    prescription: prescription.filter(
      (entry, index) => prescription.findIndex((other) => other.medicine_id === entry.medicine_id) === index,
    ),
  };
};
