import type { DemoDb } from '../db';

/**
 * The patients a doctor has consulted (accepted, started or completed a consultation of). A module of
 * its own (issue 32, no import cycle: `npm run check:cycles`): screening/scope.ts needs it for a
 * doctor's patients, and telemedicine/scope.ts imports screening/scope.ts, so it can live in neither.
 */
export const consultedPatients = (db: DemoDb, doctorId: number): Set<number> =>
  new Set(
    db.telemedicine.consultations
      .filter((c) => c.doctor_id === doctorId && c.status !== 'requested')
      .map((c) => c.patient_id),
  );
