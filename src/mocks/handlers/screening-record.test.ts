import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, CUSTOMER_ID, serveDemoDb } from '../test-utils';
import { recordScreeningSession } from './screening-record';

/**
 * The kiosk's side of a screening (docs/demo-api.md, "Control routes"): a recorded session shows in
 * the calls that read the screening data, is audited, and queues `result.recorded` for the
 * integrations; a wrong kiosk, patient or test is a 400 that changes nothing. The HTTP route and a
 * real delivery are in ../screening-record.node.test.ts.
 */

const NOW = new Date('2026-11-28T10:30:00.000Z');
const TODAY = '2026-11-28';

let db: DemoDb;
let admin: string;

const testId = (code: string): number => {
  const test = db.catalogues.testTypes.find((row) => row.code === code);
  if (!test) throw new Error(`no test ${code}`);
  return test.id;
};

/** A deployed kiosk and an adult patient of its clinic's customer (not the demo customer). */
const place = () => {
  for (const kiosk of db.kiosks) {
    const clinic =
      kiosk.status === 'deployed' && kiosk.clinic_id !== null ? db.clinic(kiosk.clinic_id) : null;
    if (!clinic || clinic.user_id === CUSTOMER_ID) continue;
    const patient = db.patients.find(
      (row) => row.customer_id === clinic.user_id && row.date_of_birth < '2000',
    );
    if (patient) return { kiosk, clinic, patient };
  }
  throw new Error('no deployed kiosk with a patient');
};

beforeEach(() => {
  db = serveDemoDb({ now: () => NOW, arrivalSeconds: 0 });
  admin = db.issueToken(ADMIN_ID);
});

describe('recording a screening session', () => {
  it('appends it where Patient Details, Results and the Summary read, audits it and emits result.recorded', async () => {
    const { kiosk, clinic, patient } = place();
    const scope = { page: 1, limit: 5, start_date: TODAY, end_date: TODAY };
    const before = (await call('/v3/summary/filter', { token: admin, body: scope })).data as {
      sessions: number;
    };
    const answer = recordScreeningSession(db, {
      kiosk_id: kiosk.id,
      patient_id: patient.id,
      results: [
        { test_type_id: testId('BP_SYS'), value: 152 },
        { test_type_id: testId('ECG_1L'), label: 'Normal Sinus Rhythm' },
        { test_type_id: testId('PHQ9'), value: 3 },
      ],
    });
    if (answer.status !== 200) throw new Error(answer.body.message);
    const { session, results, delivery_ids } = answer.body;
    expect(session).toMatchObject({ patient_id: patient.id, clinic_id: clinic.id, kiosk_id: kiosk.id });
    expect(session.started_at).toBe(NOW.toISOString());

    const sessions = await call('/v3/screening-session/filter', {
      token: admin,
      body: { patient_id: patient.id, page: 1, limit: 10 },
    });
    const newest = (sessions.data as { records: Array<{ id: number; results: Array<{ label: string }> }> })
      .records[0];
    expect(newest?.id).toBe(session.id);
    expect(newest?.results.map((result) => result.label)).toEqual(results.map((result) => result.label));
    expect(results[1]?.label).toBe('Normal Sinus Rhythm');
    expect(results.every((result) => result.label !== '')).toBe(true);

    const read = await call(`/v3/patient/${patient.id}`, { method: 'GET', token: admin });
    expect((read.data as { last_screening_at: string }).last_screening_at).toBe(session.started_at);
    const latest = await call('/v3/result/filter', { token: admin, body: scope });
    expect((latest.data as { records: Array<{ session_id: number }> }).records[0]?.session_id).toBe(
      session.id,
    );
    const after = (await call('/v3/summary/filter', { token: admin, body: scope })).data as {
      sessions: number;
    };
    expect(after.sessions).toBe(before.sessions + 1);

    // Another customer may not read it: the record kit's 403, with no record in the body.
    const other = await call('/v3/screening-session/filter', {
      token: db.issueToken(CUSTOMER_ID),
      body: { patient_id: patient.id, page: 1, limit: 10 },
    });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain(patient.last_name);

    const audit = db.auditEvents.find((event) => event.operation === 'recordScreeningSession');
    expect(audit).toMatchObject({ actor_name: 'System', action: 'create', entity_id: session.id });
    expect(audit?.patient_id).toBe(patient.id);
    expect(audit?.summary).not.toContain('152');

    // The seed's active receivers of result.recorded: a webhook and a FHIR endpoint.
    const deliveries = db.deliveries.filter((row) => delivery_ids.includes(row.id));
    expect(deliveries.map((row) => row.event)).toEqual(['result.recorded', 'result.recorded']);
    const bodies = deliveries.map((row) => JSON.parse(row.body) as Record<string, unknown>);
    const webhook = bodies.find((body) => body.event === 'result.recorded');
    expect(webhook?.data).toEqual({
      session_id: session.id,
      patient_id: patient.id,
      clinic_id: clinic.id,
      kiosk_id: kiosk.id,
      results: 3,
    });
    const bundle = bodies.find((body) => body.resourceType === 'Bundle');
    expect(bundle).toMatchObject({
      resourceType: 'Bundle',
      entry: [
        {
          resource: {
            resourceType: 'Observation',
            subject: { reference: `Patient/${patient.id}` },
            valueQuantity: { value: 152, unit: 'mmHg' },
          },
        },
        { resource: { valueQuantity: { value: 3, unit: '' } } },
      ],
    });
  });

  it('keeps a patient newest first across two recordings at the same moment', () => {
    const { kiosk, patient } = place();
    const input = {
      kiosk_id: kiosk.id,
      patient_id: patient.id,
      results: [{ test_type_id: testId('PULSE'), value: 70 }],
    };
    const first = recordScreeningSession(db, input);
    const second = recordScreeningSession(db, input);
    if (first.status !== 200 || second.status !== 200) throw new Error('refused');
    const list = db.screening.sessionsByPatient.get(patient.id) ?? [];
    expect(list.slice(0, 2).map((row) => row.id)).toEqual([second.body.session.id, first.body.session.id]);
    expect(db.screening.sessions[second.body.session.id - 1]?.id).toBe(second.body.session.id);
    const newest = db.screening.newestFirst.slice(0, 2).map((row) => row.session_id);
    expect(newest).toEqual([first.body.session.id, second.body.session.id]);
  });

  it('refuses a wrong kiosk, patient or test with a 400 that says why, and records nothing', () => {
    const { kiosk, patient } = place();
    const stranger = db.patients.find((row) => row.customer_id !== patient.customer_id);
    const idle = db.kiosks.find((row) => row.status !== 'deployed');
    const bp = testId('BP_SYS');
    const ok = { kiosk_id: kiosk.id, patient_id: patient.id, results: [{ test_type_id: bp, value: 120 }] };
    const cases: Array<[unknown, RegExp]> = [
      [{ ...ok, kiosk_id: 999_999 }, /No kiosk 999999/],
      [{ ...ok, kiosk_id: idle?.id }, /is not deployed at a clinic/],
      [{ ...ok, patient_id: 999_999 }, /No patient 999999/],
      [{ ...ok, patient_id: stranger?.id }, /is not a patient of the customer/],
      [{ ...ok, results: [{ test_type_id: 999_999, value: 1 }] }, /No test type 999999/],
      [{ ...ok, results: [{ test_type_id: bp }] }, /takes a numeric value/],
      [{ ...ok, results: [{ test_type_id: testId('ECG_1L'), label: 'Fine' }] }, /takes a label, one of/],
      [{ ...ok, results: [ok.results[0], ok.results[0]] }, /appears twice/],
      [{ ...ok, results: [] }, /Invalid screening session: results/],
      [{ ...ok, secret: 'x' }, /Invalid screening session/],
    ];
    const sessions = db.screening.sessions.length;
    for (const [body, message] of cases) {
      const answer = recordScreeningSession(db, body);
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(message);
    }
    expect(db.screening.sessions).toHaveLength(sessions);
    expect(db.auditEvents.some((event) => event.entity === 'screening_session')).toBe(false);
  });
});
