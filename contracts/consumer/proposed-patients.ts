import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import { getPatient, filterPatients, importPatients, updatePatient } from '@/generated/api/patients/patients';
import { filterResults, filterScreeningSessions } from '@/generated/api/results/results';
import { filterSummary } from '@/generated/api/summary/summary';
import {
  FilterPatientsResponse,
  FilterResultsResponse,
  FilterScreeningSessionsResponse,
  FilterSummaryResponse,
  GetPatientResponse,
} from '@/generated/zod/v3.zod';
import { type ApiError } from '@/lib/http/api-error';
import { createDemoDb } from '@/mocks/db';
import { foreignPatientOf, keepFilledResults, screenedPatientOf } from '@/mocks/provider-states-patients';
import { patientDto, patientRow, resultDto, resultRowDto } from '@/mocks/screening/scope';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import { requiredShapeOf } from '../support/shape';
import type { ProviderState } from '../support/states';

const { equal, fromProviderState, integer, string } = MatchersV3;

/**
 * The proposed patient, result and summary calls (docs/proposed-api.md, "Patients, results and the
 * summary"). The example answers are the demo API's own, from a demo database on a fixed clock (so
 * the pact is the same on every run); the pact pins them by type, and by value only what the states
 * fix: the error envelopes, the 403's message, the refused field, the import's counts and outcomes.
 * `throughZod`: the generated function resolves, so the example passed its zod check.
 */
const CUSTOMER = 2;
const db = createDemoDb({ now: () => new Date('2026-06-01T12:00:00.000Z') });
const own = screenedPatientOf(db, CUSTOMER);
keepFilledResults(db, own);
const foreign = foreignPatientOf(db, CUSTOMER);
const state = (name: string, params: Record<string, string | number>): ProviderState => ({ name, params });
const screened = state('a patient of the customer has screening sessions', { customer_id: CUSTOMER });
const range = { start_date: '2026-01-01', end_date: '2026-05-31' };
const inRange = state('a result of this test and label lies in the range', {
  test_type_id: 1,
  label: 'Normal',
  ...range,
});

const shape = (schema: Parameters<typeof requiredShapeOf>[0], data: unknown) =>
  requiredShapeOf(schema, { data }) as Record<string, unknown>;
const throughZod = async (outcome: Promise<unknown>) => {
  await expect(outcome).resolves.toBeDefined();
};
const refusedWith = (status: number, body: Record<string, unknown>) => async (outcome: Promise<unknown>) => {
  await rejectsWith(status, 'bad-request')(outcome);
  await outcome.catch((error: unknown) => {
    expect((error as ApiError).body).toMatchObject(body);
  });
};

const filterBody = {
  customer_id: null,
  age: '40-60' as const,
  gender: 'female' as const,
  page: 1,
  limit: 1,
  searchValue: null,
};
const ownListBody = { page: 1, limit: 1, searchValue: null };
const adminPatient = db.patients.find(
  (patient) =>
    patient.gender === 'female' &&
    patientRow(db, patient).age >= 40 &&
    patientRow(db, patient).age < 60 &&
    db.screening.lastScreening.has(patient.id),
);
const updateBody = <V>(version: V, external_id = own.external_id) => ({
  external_id,
  first_name: own.first_name,
  last_name: own.last_name,
  date_of_birth: own.date_of_birth,
  gender: own.gender,
  phone: own.phone,
  email: own.email,
  version,
});
const importRow = {
  row: 2,
  external_id: 'PACT-0001',
  first_name: 'Pact',
  last_name: 'Patient',
  date_of_birth: '1980-02-03',
  gender: 'female' as const,
  phone: '+919800000001',
  email: null,
};
const importBody = (dry_run: boolean, clinic_id: unknown, import_id: string) => ({
  clinic_id,
  import_id,
  dry_run,
  rows: [importRow],
});
const session = db.screening.sessionsByPatient.get(own.id)?.[0];
const sessionRecord = session && {
  id: session.id,
  patient_id: session.patient_id,
  started_at: session.started_at,
  clinic: { id: session.clinic_id, name: db.clinic(session.clinic_id)?.name ?? '' },
  camp_id: session.camp_id,
  kiosk_id: session.kiosk_id,
  results: (db.screening.resultsBySession.get(session.id) ?? []).map((result) => resultDto(db, result)),
};
const normalBp = db.screening.newestFirst.find((row) => row.test_type_id === 1 && row.label === 'Normal');
const resultsBody = { ...range, page: 1, limit: 1, test_type_id: 1, label: 'Normal' };
const summaryBody = { ...range };

export const defineProposedPatientPacts = (pact: PactV4): void => {
  it('filterPatients: an administrator filters by age and gender', async () => {
    await pinInteraction(pact, {
      description: 'a request for the female patients aged 40 to 60',
      given: [state('a patient of this age and gender was screened', { age: '40-60', gender: 'female' })],
      call: pin({
        method: 'POST',
        path: '/v3/patient/filter',
        body: filterBody,
        invoke: () => filterPatients(filterBody),
      }),
      status: 200,
      response: shape(FilterPatientsResponse, {
        records: [patientRow(db, adminPatient ?? own)],
        total_count: 1,
      }),
      check: throughZod,
    });
  });

  it("filterPatients: the customer's own list", async () => {
    await pinInteraction(pact, {
      description: "a request for the customer's own patients",
      asCustomer: true,
      given: [screened],
      call: pin({
        method: 'POST',
        path: '/v3/patient/filter',
        body: ownListBody,
        invoke: () => filterPatients(ownListBody),
      }),
      status: 200,
      response: shape(FilterPatientsResponse, { records: [patientRow(db, own)], total_count: 1 }),
      check: throughZod,
    });
  });

  it('getPatient: the customer reads their own patient', async () => {
    await pinInteraction(pact, {
      description: "a request for one of the customer's patients",
      asCustomer: true,
      given: [screened],
      call: pin({ method: 'GET', path: recordPath('patient'), invoke: () => getPatient(own.id) }),
      status: 200,
      response: shape(GetPatientResponse, patientDto(db, own)),
      check: throughZod,
    });
  });

  it("getPatient: another customer's patient is a 403", async () => {
    await pinInteraction(pact, {
      description: "a request for another customer's patient",
      asCustomer: true,
      given: [state('a patient of another customer exists', { customer_id: CUSTOMER })],
      call: pin({ method: 'GET', path: recordPath('patient'), invoke: () => getPatient(foreign.id) }),
      status: 403,
      response: { error: equal(true), message: equal('This patient is not one of yours.') },
      check: refusedWith(403, { message: 'This patient is not one of yours.' }),
    });
  });

  it('getPatient: an unknown id is a 404', async () => {
    await pinInteraction(pact, {
      description: 'a request for patient 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/patient/999999', invoke: () => getPatient(999_999) }),
      status: 404,
      response: { error: equal(true), message: string('Patient not found') },
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('updatePatient: saves an edit made from the current version', async () => {
    await pinInteraction(pact, {
      description: 'a request to save a patient from its current version',
      given: [screened],
      call: pin({
        method: 'PUT',
        path: recordPath('patient'),
        body: updateBody(fromProviderState('${version}', own.version)),
        invoke: () => updatePatient(own.id, updateBody(own.version)),
      }),
      status: 200,
      response: shape(GetPatientResponse, { ...patientDto(db, own), version: own.version + 1 }),
      check: throughZod,
    });
  });

  it('updatePatient: refuses a stale version with 409 and the current patient', async () => {
    await pinInteraction(pact, {
      description: 'a request to save a patient from version 1, after someone else saved it',
      given: [state('a patient was changed since version 1', { customer_id: CUSTOMER })],
      call: pin({
        method: 'PUT',
        path: recordPath('patient'),
        body: updateBody(1),
        invoke: () => updatePatient(own.id, updateBody(1)),
      }),
      status: 409,
      response: {
        error: equal(true),
        message: string('This patient was changed by someone else while you were editing them.'),
        current: shape(GetPatientResponse, { ...patientDto(db, own), version: 2 }).data,
      },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it("updatePatient: refuses a patient id another of the customer's patients has (422)", async () => {
    const body = updateBody(fromProviderState('${version}', own.version), 'PACT-TAKEN');
    await pinInteraction(pact, {
      description: "a request to give a patient another patient's id",
      given: [
        state('another patient of the customer has this patient id', {
          customer_id: CUSTOMER,
          external_id: 'PACT-TAKEN',
        }),
      ],
      call: pin({
        method: 'PUT',
        path: recordPath('patient'),
        body,
        invoke: () => updatePatient(own.id, updateBody(own.version, 'PACT-TAKEN')),
      }),
      status: 422,
      response: {
        error: equal(true),
        message: string('Patient id PACT-TAKEN is already taken.'),
        field: equal('external_id'),
      },
      check: refusedWith(422, { field: 'external_id' }),
    });
  });

  it('importPatients: a dry run reports a duplicate with the existing patient', async () => {
    const existing = { ...patientRow(db, own), external_id: importRow.external_id };
    await pinInteraction(pact, {
      description: 'a dry run of an upload repeating a patient id',
      given: [
        state('a patient of the customer has this patient id', {
          customer_id: CUSTOMER,
          external_id: importRow.external_id,
        }),
      ],
      call: pin({
        method: 'POST',
        path: '/v3/patient/import',
        body: importBody(true, fromProviderState('${clinic_id}', own.clinic_id), 'pact-import-dry'),
        invoke: () => importPatients(importBody(true, own.clinic_id, 'pact-import-dry') as never),
      }),
      status: 200,
      response: {
        data: {
          created: equal(0),
          duplicates: equal(1),
          refused: equal(0),
          results: [
            {
              row: equal(2),
              outcome: equal('duplicate'),
              patient_id: integer(own.id),
              message: string('Patient id PACT-0001 is already taken.'),
              existing: requiredShapeOf(FilterPatientsResponse.shape.data.shape.records.element, existing),
            },
          ],
        },
      },
      check: throughZod,
    });
  });

  it('importPatients: a real import creates the patient', async () => {
    await pinInteraction(pact, {
      description: 'an upload of a new patient',
      given: [
        state('a patient can be imported', {
          customer_id: CUSTOMER,
          external_id: importRow.external_id,
          first_name: importRow.first_name,
          last_name: importRow.last_name,
        }),
      ],
      call: pin({
        method: 'POST',
        path: '/v3/patient/import',
        body: importBody(false, fromProviderState('${clinic_id}', own.clinic_id), 'pact-import-1'),
        invoke: () => importPatients(importBody(false, own.clinic_id, 'pact-import-1') as never),
      }),
      status: 200,
      response: {
        data: {
          created: equal(1),
          duplicates: equal(0),
          refused: equal(0),
          results: [{ row: equal(2), outcome: equal('created'), patient_id: integer(1501), message: null }],
        },
      },
      check: throughZod,
    });
  });

  it("filterScreeningSessions: the patient's sessions with their results", async () => {
    const body = { patient_id: fromProviderState('${id}', own.id), page: 1, limit: 1 };
    await pinInteraction(pact, {
      description: "a request for a patient's newest screening session",
      given: [screened],
      call: pin({
        method: 'POST',
        path: '/v3/screening-session/filter',
        body,
        invoke: () => filterScreeningSessions({ patient_id: own.id, page: 1, limit: 1 }),
      }),
      status: 200,
      response: shape(FilterScreeningSessionsResponse, { records: [sessionRecord], total_count: 1 }),
      check: throughZod,
    });
  });

  it('filterResults: one test and label in a date range', async () => {
    await pinInteraction(pact, {
      description: 'a request for the Normal systolic pressures of a date range',
      given: [inRange],
      call: pin({
        method: 'POST',
        path: '/v3/result/filter',
        body: resultsBody,
        invoke: () => filterResults(resultsBody),
      }),
      status: 200,
      response: shape(FilterResultsResponse, {
        records: normalBp ? [resultRowDto(db, normalBp)] : [],
        total_count: 1,
      }),
      check: throughZod,
    });
  });

  it('filterSummary: the totals and the tests by type of a date range', async () => {
    await pinInteraction(pact, {
      description: 'a request for the summary of a date range',
      given: [inRange],
      call: pin({
        method: 'POST',
        path: '/v3/summary/filter',
        body: summaryBody,
        invoke: () => filterSummary(summaryBody),
      }),
      status: 200,
      response: shape(FilterSummaryResponse, {
        patients: 1,
        sessions: 1,
        tests: 1,
        abnormal: 0,
        failed: 0,
        tests_by_type: [
          {
            test_type: {
              id: 1,
              name: 'Blood pressure, systolic',
              code: 'BP_SYS',
              kind: 'numeric',
              unit: 'mmHg',
            },
            total: 1,
            labels: [{ label: 'Normal', count: 1 }],
          },
        ],
      }),
      check: throughZod,
    });
  });

  it.each([
    ['filterPatients', 'POST', '/v3/patient/filter', ownListBody, () => filterPatients(ownListBody)],
    ['getPatient', 'GET', '/v3/patient/1', undefined, () => getPatient(1)],
    ['updatePatient', 'PUT', '/v3/patient/1', updateBody(1), () => updatePatient(1, updateBody(1))],
    [
      'importPatients',
      'POST',
      '/v3/patient/import',
      importBody(true, 1, 'pact-import-401'),
      () => importPatients(importBody(true, 1, 'pact-import-401') as never),
    ],
    [
      'filterScreeningSessions',
      'POST',
      '/v3/screening-session/filter',
      { patient_id: 1, page: 1, limit: 1 },
      () => filterScreeningSessions({ patient_id: 1, page: 1, limit: 1 }),
    ],
    ['filterResults', 'POST', '/v3/result/filter', resultsBody, () => filterResults(resultsBody)],
    ['filterSummary', 'POST', '/v3/summary/filter', summaryBody, () => filterSummary(summaryBody)],
  ] as const)('%s without a token answers 401', async (operation, method, path, body, invoke) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation})`,
      signedOut: true,
      call: pin<unknown>({ method, path, ...(body === undefined ? {} : { body }), invoke }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
