import { z } from 'zod';

import type { DemoDb } from '../db';
import { nextScreeningIds } from '../screening/append-session';
import { ageOn } from '../screening/age';
import { labelMeasured } from '../screening/label-result';
import type { DemoResult, DemoSession } from '../screening/types';
import { recordAudit } from './audit-record';
import { emitEvent } from './integration-events';
import type { ResultValue } from './integrations-payload';

/**
 * The kiosk's side of a screening, as a demo control (docs/demo-api.md, "Control routes";
 * docs/integrations.md, "Events"): in the real platform the kiosk records results, the dashboard
 * never does, so no call of the contract does it. `POST /__demo/screening-session` (node) and
 * `window.__demoApi.recordScreeningSession` (browser) append one session with its results at the
 * demo clock's now (kept in `recordedSessions`, so a browser reload keeps it), record an audit event
 * (actor System) and emit `result.recorded`.
 */

const ResultInput = z.strictObject({
  test_type_id: z.number().int().positive(),
  value: z.number().nullish(),
  label: z.string().trim().min(1).nullish(),
});

const RecordScreeningSessionInput = z.strictObject({
  kiosk_id: z.number().int().positive(),
  patient_id: z.number().int().positive(),
  results: z.array(ResultInput).min(1).max(50),
});

type RecordScreeningSessionInput = z.infer<typeof RecordScreeningSessionInput>;

export interface RecordedScreeningSession {
  session: DemoSession;
  results: Array<Pick<DemoResult, 'id' | 'test_type_id' | 'value' | 'label' | 'measured_at'>>;
  /** The deliveries of `result.recorded` this queued, one per receiving integration. */
  delivery_ids: number[];
}

export type RecordAnswer =
  { status: 200; body: RecordedScreeningSession } | { status: 400; body: { error: true; message: string } };

const bad = (message: string): RecordAnswer => ({ status: 400, body: { error: true, message } });

const issueText = (issues: readonly z.core.$ZodIssue[]): string =>
  issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');

/** The session's place: the kiosk, deployed at a clinic of the patient's customer. */
const placeOf = (db: DemoDb, input: RecordScreeningSessionInput) => {
  const kiosk = db.kiosks.find(({ id }) => id === input.kiosk_id);
  if (!kiosk) return `No kiosk ${input.kiosk_id}`;
  const clinic = kiosk.clinic_id === null ? undefined : db.clinic(kiosk.clinic_id);
  if (kiosk.status !== 'deployed' || !clinic)
    return `Kiosk ${kiosk.serial_number} is not deployed at a clinic (it is ${kiosk.status.replace('_', ' ')})`;
  const patient = db.patient(input.patient_id);
  if (!patient) return `No patient ${input.patient_id}`;
  // A kiosk screens its own customer's patients: a session never joins another customer's record.
  if (patient.customer_id !== clinic.user_id)
    return `Patient ${input.patient_id} is not a patient of the customer of kiosk ${kiosk.serial_number}'s clinic`;
  return { kiosk, clinic, patient };
};

/** Checks, appends, audits and emits (see above). */
export const recordScreeningSession = (db: DemoDb, body: unknown): RecordAnswer => {
  const parsed = RecordScreeningSessionInput.safeParse(body);
  if (!parsed.success) return bad(`Invalid screening session: ${issueText(parsed.error.issues)}`);
  const input = parsed.data;
  const place = placeOf(db, input);
  if (typeof place === 'string') return bad(place);
  const { kiosk, clinic, patient } = place;
  const at = db.now().toISOString();
  const day = at.slice(0, 10);
  const person = { age: ageOn(patient.date_of_birth, day), gender: patient.gender };
  const ids = nextScreeningIds(db.screening);
  const seen = new Set<number>();
  const results: DemoResult[] = [];
  const values: ResultValue[] = [];
  for (const measured of input.results) {
    const test = db.catalogues.testTypes.find(({ id }) => id === measured.test_type_id);
    if (!test) return bad(`No test type ${measured.test_type_id}`);
    if (!test.status) return bad(`${test.name} (test type ${test.id}) is disabled`);
    if (seen.has(test.id)) return bad(`${test.name} (test type ${test.id}) appears twice`);
    seen.add(test.id);
    const labelled = labelMeasured(
      db.catalogues,
      test,
      { value: measured.value ?? null, label: measured.label ?? null },
      person,
      day,
    );
    if (typeof labelled === 'string') return bad(labelled);
    results.push({
      id: ids.result + results.length,
      session_id: ids.session,
      patient_id: patient.id,
      test_type_id: test.id,
      ...labelled,
      measured_at: at,
      day,
    });
    if (labelled.value !== null)
      values.push({ code: test.name, value: labelled.value, unit: test.unit ?? '' });
  }
  const session: DemoSession = {
    id: ids.session,
    patient_id: patient.id,
    clinic_id: clinic.id,
    camp_id: null,
    kiosk_id: kiosk.id,
    started_at: at,
  };
  db.recordSession(session, results);
  recordAudit(db, {
    actor: null,
    action: 'create',
    operation: 'recordScreeningSession',
    entity: 'screening_session',
    entity_id: session.id,
    patient_id: patient.id,
    // Which tests, never their values: the trail's readers need not hold the Patients area.
    summary: `Kiosk ${kiosk.serial_number} recorded screening session ${session.id} (${results.length} results) at ${clinic.name}`,
  });
  const deliveries = emitEvent(
    db,
    'result.recorded',
    {
      session_id: session.id,
      patient_id: patient.id,
      clinic_id: clinic.id,
      kiosk_id: kiosk.id,
      results: results.length,
    },
    values,
  );
  return {
    status: 200,
    body: {
      session,
      results: results.map(({ id, test_type_id, value, label, measured_at }) => ({
        id,
        test_type_id,
        value,
        label,
        measured_at,
      })),
      delivery_ids: deliveries.map(({ id }) => id),
    },
  };
};
