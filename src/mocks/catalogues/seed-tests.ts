import type { HealthResultLabel, ReferenceRange, TestType } from '@/generated/model';

import type { DemoCatalogues } from './types';
import { numbered } from './types';

type Band = Pick<ReferenceRange, 'gender' | 'age_from' | 'age_to' | 'effective_from'>;

/** Adults of any gender, from the day the seeded cut-offs apply (docs/requirements.md 12.10: adults). */
export const ADULTS: Band = { gender: 'any', age_from: 18, age_to: 120, effective_from: '2024-01-01' };

/**
 * A set of ranges end to end: below the first cut-off the first label, then one label per cut-off
 * up (a range holds its low value, not its high one: `cutOffs([100, 126], ...)` gives below 100,
 * 100 to 126, 126 and above).
 */
export const cutOffs = (cuts: readonly number[], labels: readonly HealthResultLabel[], band = ADULTS) =>
  labels.map((label, index): ReferenceRange => ({
    ...band,
    low: index === 0 ? null : (cuts[index - 1] ?? null),
    high: cuts[index] ?? null,
    label,
  }));

const WHO_CHILDREN: Band = { ...ADULTS, age_from: 5, age_to: 12 };
const WHO_TEENS: Band = { ...ADULTS, age_from: 12, age_to: 15 };
const WHO_WOMEN: Band = { ...ADULTS, gender: 'female', age_from: 15 };
const WHO_MEN: Band = { ...ADULTS, gender: 'male', age_from: 15 };

/**
 * The test categories and test types of DOMAIN's kiosk devices (docs/requirements.md 12), with the
 * cut-offs of docs/requirements.md 12.10 as ranges of the numeric tests (docs/master-data.md, "Test
 * types and reference ranges", gives each source). Pulse, SpO2 and haemoglobin are not in 12.10:
 * their ranges are the common adult references named there. Ids are stable: kiosk configurations
 * offer test types 1 to 16, and test types 13 and 14 use question categories 1 and 2.
 */
export const seedTests = (): Pick<DemoCatalogues, 'testCategories' | 'testTypes'> => ({
  testCategories: numbered(
    (
      [
        ['Vitals', 'Blood pressure, pulse and oxygen.'],
        ['Blood', 'Tests on a drop of blood.'],
        ['Heart', 'ECG and heart sounds.'],
        ['Lungs', 'Spirometry and lung sounds.'],
        ['Eyes', 'Vision charts.'],
        ['Questionnaires', 'Scored questions the kiosk asks.'],
      ] as const
    ).map(([name, description]) => ({ name, description })),
  ),
  testTypes: numbered<Omit<TestType, 'id' | 'status' | 'version' | 'created_at' | 'updated_at' | 'category'>>(
    [
      {
        name: 'Blood pressure, systolic',
        code: 'BP_SYS',
        category_id: 1,
        kind: 'numeric',
        unit: 'mmHg',
        labels: ['Low', 'Normal', 'BorderLine', 'High', 'Seriously High'],
        question_category_id: null,
        ranges: cutOffs([90, 120, 130, 180], ['Low', 'Normal', 'BorderLine', 'High', 'Seriously High']),
      },
      {
        name: 'Blood pressure, diastolic',
        code: 'BP_DIA',
        category_id: 1,
        kind: 'numeric',
        unit: 'mmHg',
        labels: ['Low', 'Normal', 'High', 'Seriously High'],
        question_category_id: null,
        ranges: cutOffs([60, 80, 120], ['Low', 'Normal', 'High', 'Seriously High']),
      },
      {
        name: 'Fasting glucose',
        code: 'GLU_F',
        category_id: 2,
        kind: 'numeric',
        unit: 'mg/dL',
        labels: ['Normal', 'Prediabetic', 'Diabetic'],
        question_category_id: null,
        ranges: cutOffs([100, 126], ['Normal', 'Prediabetic', 'Diabetic']),
      },
      {
        name: 'HbA1c',
        code: 'HBA1C',
        category_id: 2,
        kind: 'numeric',
        unit: '%',
        labels: ['Normal', 'Prediabetic', 'Diabetic'],
        question_category_id: null,
        ranges: cutOffs([5.7, 6.5], ['Normal', 'Prediabetic', 'Diabetic']),
      },
      {
        name: 'Total cholesterol',
        code: 'CHOL_T',
        category_id: 2,
        kind: 'numeric',
        unit: 'mg/dL',
        labels: ['Desirable', 'BorderLine High', 'High'],
        question_category_id: null,
        ranges: cutOffs([200, 240], ['Desirable', 'BorderLine High', 'High']),
      },
      {
        name: 'LDL cholesterol',
        code: 'CHOL_LDL',
        category_id: 2,
        kind: 'numeric',
        unit: 'mg/dL',
        labels: ['Optimal', 'Near Optimal', 'BorderLine High', 'High', 'Very High'],
        question_category_id: null,
        ranges: cutOffs(
          [100, 130, 160, 190],
          ['Optimal', 'Near Optimal', 'BorderLine High', 'High', 'Very High'],
        ),
      },
      {
        name: 'Triglycerides',
        code: 'TRIG',
        category_id: 2,
        kind: 'numeric',
        unit: 'mg/dL',
        labels: ['Normal', 'BorderLine High', 'High', 'Very High'],
        question_category_id: null,
        ranges: cutOffs([150, 200, 500], ['Normal', 'BorderLine High', 'High', 'Very High']),
      },
      {
        name: 'Single-lead ECG',
        code: 'ECG_1L',
        category_id: 3,
        kind: 'categorical',
        unit: '',
        labels: [
          'Normal Sinus Rhythm',
          'Possible Atrial Fibrillation',
          'Bradycardia',
          'Tachycardia',
          'Unclassified',
          'Too Short',
          'Unreadable',
        ],
        question_category_id: null,
        ranges: [],
      },
      {
        name: 'Spirometry',
        code: 'SPIRO',
        category_id: 4,
        kind: 'categorical',
        unit: '',
        labels: ['Normal', 'Obstructive defect', 'Restrictive pattern', 'Mixed pattern'],
        question_category_id: null,
        ranges: [],
      },
      {
        name: 'Colour vision',
        code: 'VISION_C',
        category_id: 5,
        kind: 'categorical',
        unit: '',
        labels: ['Normal Vision', 'Red Green Deficiency'],
        question_category_id: null,
        ranges: [],
      },
      {
        name: 'Heart sounds',
        code: 'STETH_H',
        category_id: 3,
        kind: 'categorical',
        unit: '',
        labels: ['Normal Heart Sound', 'Murmur', 'Arrhythmia', 'Invalid'],
        question_category_id: null,
        ranges: [],
      },
      {
        name: 'Lung sounds',
        code: 'STETH_L',
        category_id: 4,
        kind: 'categorical',
        unit: '',
        labels: ['Normal lung Sound', 'Abnormal', 'Pulmonary Arterial Hypertension', 'Invalid'],
        question_category_id: null,
        ranges: [],
      },
      {
        name: 'Depression (PHQ-9)',
        code: 'PHQ9',
        category_id: 6,
        kind: 'questionnaire',
        unit: '',
        labels: ['Minimal', 'Mild', 'Moderate', 'Moderately Severe', 'Severe'],
        question_category_id: 1,
        ranges: [],
      },
      {
        name: 'Body constitution (prakriti)',
        code: 'PRAKRITI',
        category_id: 6,
        kind: 'questionnaire',
        unit: '',
        labels: ['Ekdoshaj prakriti', 'Dwandaj prakriti', 'Samdoshaj prakriti'],
        question_category_id: 2,
        ranges: [],
      },
      {
        name: 'Pulse',
        code: 'PULSE',
        category_id: 1,
        kind: 'numeric',
        unit: 'bpm',
        labels: ['Low', 'Normal', 'High'],
        question_category_id: null,
        ranges: cutOffs([60, 101], ['Low', 'Normal', 'High']),
      },
      {
        name: 'Oxygen saturation',
        code: 'SPO2',
        category_id: 1,
        kind: 'numeric',
        unit: '%',
        labels: ['Low', 'Normal'],
        question_category_id: null,
        ranges: cutOffs([95], ['Low', 'Normal']),
      },
      {
        name: 'Haemoglobin',
        code: 'HB',
        category_id: 2,
        kind: 'numeric',
        unit: 'g/dL',
        labels: ['Low', 'Normal', 'High'],
        question_category_id: null,
        // WHO: anaemia below 11.5 (5 to 11 years), 12.0 (12 to 14, and women), 13.0 (men); high
        // above 16.0 (women) and 16.5 (men), to one decimal. Ten ranges: the bench's edit.
        ranges: [
          ...cutOffs([11.5], ['Low', 'Normal'], WHO_CHILDREN),
          ...cutOffs([12], ['Low', 'Normal'], WHO_TEENS),
          ...cutOffs([12, 16.1], ['Low', 'Normal', 'High'], WHO_WOMEN),
          ...cutOffs([13, 16.6], ['Low', 'Normal', 'High'], WHO_MEN),
        ],
      },
    ],
  ),
});
