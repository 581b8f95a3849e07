import type { DemoDb } from '../db';

/**
 * For tests: a body for `POST /__demo/screening-session` (docs/demo-api.md, "Recording a screening
 * session") that the checks accept: the first deployed kiosk at a clinic whose customer has an adult
 * patient, a blood pressure, an ECG finding and a fasting glucose.
 */

const testId = (db: DemoDb, code: string): number => {
  const test = db.catalogues.testTypes.find((row) => row.code === code);
  if (!test) throw new Error(`No test type ${code}`);
  return test.id;
};

export interface SampleSession {
  kiosk_id: number;
  patient_id: number;
  clinic_id: number;
  results: Array<{ test_type_id: number; value?: number; label?: string }>;
}

export const sampleSession = (db: DemoDb): SampleSession => {
  for (const kiosk of db.kiosks) {
    const clinic =
      kiosk.status === 'deployed' && kiosk.clinic_id !== null ? db.clinic(kiosk.clinic_id) : null;
    if (!clinic) continue;
    const patient = db.patients.find(
      (row) => row.customer_id === clinic.user_id && row.date_of_birth < '2000',
    );
    if (!patient) continue;
    return {
      kiosk_id: kiosk.id,
      patient_id: patient.id,
      clinic_id: clinic.id,
      results: [
        { test_type_id: testId(db, 'BP_SYS'), value: 152 },
        { test_type_id: testId(db, 'ECG_1L'), label: 'Normal Sinus Rhythm' },
        // Glucose strips and lancets are used per test: stock usage counts it.
        { test_type_id: testId(db, 'GLU_F'), value: 95 },
      ],
    };
  }
  throw new Error('No deployed kiosk with an adult patient');
};

/** The body itself: `clinic_id` is where the session lands, not a field the route takes. */
export const sampleSessionBody = ({ clinic_id: _clinic, ...body }: SampleSession) => body;
