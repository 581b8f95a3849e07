import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  assignCustomerClinic,
  assignCustomerDoctor,
  filterCustomerClinics,
  filterCustomerDoctors,
} from '@/generated/api/customer-assignments/customer-assignments';
import type { CustomerAssignmentFilterRequest } from '@/generated/model';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { unauthorizedBody } from '../support/matchers';
import { answerOf, CUSTOMER, errorBody, exampleDb, idOf, refusedWith, state } from './telemedicine-examples';
import { byType, dataShape, dataOf } from '../support/data-shape';

const { equal, fromProviderState, like, regex } = MatchersV3;

/**
 * The proposed customer-assignment calls (docs/proposed-api.md, "Customer assignments";
 * docs/customer-assignments.md) as Assigned Clinics, Assign New Clinic, Assigned Doctors and Assign
 * New Doctor send them, for the demo customer: the lists, a clinic without patients moved, a clinic
 * with patients refused with 422 (the count and the reason), a doctor moved and a doctor with a
 * consultation in progress refused, a stale version 409 with the record now, a customer calling 403
 * with no data, an unknown customer 404, and each call without a token 401.
 *
 * The example answers are the demo handlers' own on a fresh demo database on the fixed clock, set up
 * by the interaction's states, pinned by type field by field (a list element by element).
 */
const ADMIN = 1;
const CLINIC_NAME = 'Pact Assigned Clinic';
const DOCTOR_LAST_NAME = 'Pactassigned';
const FORBIDDEN = 'Only administrators assign clinics and doctors to customers.';
const CLINICS = `/v3/customer/${CUSTOMER}/clinics`;
const DOCTORS = `/v3/customer/${CUSTOMER}/doctors`;

const params = { customer_id: CUSTOMER };
const namedClinic = state('the customer has a clinic with this name', { ...params, name: CLINIC_NAME });
const namedDoctor = state('the customer has a doctor with this last name', {
  ...params,
  last_name: DOCTOR_LAST_NAME,
});
const movableClinic = state('a clinic of another customer without patients exists', params);
const changedClinic = state(
  'a clinic of another customer without patients was changed since version 1',
  params,
);
const clinicWithPatients = state('a clinic of another customer with patients exists', params);
const movableDoctor = state('a doctor of another customer without open consultations exists', params);
const changedDoctor = state('a doctor of another customer was changed since version 1', params);
const busyDoctor = state('a doctor of another customer has a consultation in progress', params);

const listBody = (searchValue: string | null, others = false): CustomerAssignmentFilterRequest => ({
  page: 1,
  limit: 10,
  searchValue,
  others,
});
const clinicsBody = listBody(CLINIC_NAME);
const doctorsBody = listBody(DOCTOR_LAST_NAME);
const moveBody = <I, V>(id: I, version: V, key: 'clinic_id' | 'doctor_id') => ({ [key]: id, version });

/** The 403 a customer gets, with no record data. */
const forbidden = async (outcome: Promise<unknown>) => refusedWith(403, { message: FORBIDDEN })(outcome);

export const defineProposedCustomerAssignmentPacts = (pact: PactV4): void => {
  it("filterCustomerClinics: the customer's clinics, searched by name, with their counts", async () => {
    const { db } = exampleDb([namedClinic]);
    const answer = await answerOf(db, 'filterCustomerClinics', ADMIN, { id: String(CUSTOMER) }, clinicsBody);
    await pinInteraction(pact, {
      description: "a request for the customer's clinics with a name",
      given: [namedClinic],
      call: pin({
        method: 'POST',
        path: `${CLINICS}/filter`,
        body: clinicsBody,
        invoke: () => filterCustomerClinics(CUSTOMER, clinicsBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        const page = await dataOf(outcome);
        expect(page.records).toHaveLength(1);
        expect(page.customer).toMatchObject({ id: CUSTOMER });
      },
    });
  });

  it('filterCustomerClinics: a customer calling is a 403 without data', async () => {
    const body = listBody(null);
    await pinInteraction(pact, {
      description: "a customer's request for a customer's assigned clinics",
      asCustomer: true,
      call: pin({
        method: 'POST',
        path: `${CLINICS}/filter`,
        body,
        invoke: () => filterCustomerClinics(CUSTOMER, body),
      }),
      status: 403,
      response: errorBody({ message: FORBIDDEN }, { exactMessage: true }),
      check: forbidden,
    });
  });

  it('filterCustomerClinics: an unknown customer is a 404', async () => {
    const body = listBody(null);
    await pinInteraction(pact, {
      description: 'a request for the clinics of customer 999999, who does not exist',
      call: pin({
        method: 'POST',
        path: '/v3/customer/999999/clinics/filter',
        body,
        invoke: () => filterCustomerClinics(999_999, body),
      }),
      status: 404,
      response: errorBody({ message: 'Customer not found' }),
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('assignCustomerClinic: moves a clinic without patients to the customer', async () => {
    const { db, values } = exampleDb([movableClinic]);
    const body = moveBody(idOf(values), idOf(values, 'version'), 'clinic_id');
    const answer = await answerOf(db, 'assignCustomerClinic', ADMIN, { id: String(CUSTOMER) }, body);
    await pinInteraction(pact, {
      description: "a request to move another customer's clinic without patients to the customer",
      given: [movableClinic],
      call: pin({
        method: 'POST',
        path: `${CLINICS}/assign`,
        body: moveBody(
          fromProviderState('${id}', idOf(values)),
          fromProviderState('${version}', idOf(values, 'version')),
          'clinic_id',
        ),
        invoke: () => assignCustomerClinic(CUSTOMER, body as { clinic_id: number; version: number }),
      }),
      status: 200,
      response: dataShape(answer.body, {
        customer: { id: equal(CUSTOMER), name: like('Meera Iyer') },
        patient_count: equal(0),
      }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ customer: { id: CUSTOMER }, patient_count: 0 });
      },
    });
  });

  it('assignCustomerClinic: refuses a clinic with patients with the count and the reason (422)', async () => {
    const { db, values } = exampleDb([clinicWithPatients]);
    const body = moveBody(idOf(values), idOf(values, 'version'), 'clinic_id');
    const answer = await answerOf(db, 'assignCustomerClinic', ADMIN, { id: String(CUSTOMER) }, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: "a request to move another customer's clinic that has patients to the customer",
      given: [clinicWithPatients],
      call: pin({
        method: 'POST',
        path: `${CLINICS}/assign`,
        body: moveBody(
          fromProviderState('${id}', idOf(values)),
          fromProviderState('${version}', idOf(values, 'version')),
          'clinic_id',
        ),
        invoke: () => assignCustomerClinic(CUSTOMER, body as { clinic_id: number; version: number }),
      }),
      status: 422,
      response: {
        ...errorBody(answer.body),
        message: regex(
          /^.+ has \d+ patients?: their records and consents belong to .+, who screened them, so the clinic cannot move to another customer\.$/,
          String(answer.body.message),
        ),
      },
      check: refusedWith(422, { field: 'clinic_id' }),
    });
  });

  it('assignCustomerClinic: refuses a stale version with 409 and the clinic now', async () => {
    const { db, values } = exampleDb([changedClinic]);
    const body = moveBody(idOf(values), 1, 'clinic_id');
    const answer = await answerOf(db, 'assignCustomerClinic', ADMIN, { id: String(CUSTOMER) }, body);
    await pinInteraction(pact, {
      description: "a request to move another customer's clinic from version 1, after someone changed it",
      given: [changedClinic],
      call: pin({
        method: 'POST',
        path: `${CLINICS}/assign`,
        body: moveBody(fromProviderState('${id}', idOf(values)), 1, 'clinic_id'),
        invoke: () => assignCustomerClinic(CUSTOMER, body as { clinic_id: number; version: number }),
      }),
      status: 409,
      response: { ...errorBody(answer.body), current: byType(answer.body.current) },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('assignCustomerClinic: a customer calling is a 403 without data', async () => {
    const body = { clinic_id: 1, version: 1 };
    await pinInteraction(pact, {
      description: "a customer's request to move a clinic to a customer",
      asCustomer: true,
      call: pin({
        method: 'POST',
        path: `${CLINICS}/assign`,
        body,
        invoke: () => assignCustomerClinic(CUSTOMER, body),
      }),
      status: 403,
      response: errorBody({ message: FORBIDDEN }, { exactMessage: true }),
      check: forbidden,
    });
  });

  it("filterCustomerDoctors: the customer's doctors, searched by name, with their clinics", async () => {
    const { db } = exampleDb([namedDoctor]);
    const answer = await answerOf(db, 'filterCustomerDoctors', ADMIN, { id: String(CUSTOMER) }, doctorsBody);
    await pinInteraction(pact, {
      description: "a request for the customer's doctors with a name",
      given: [namedDoctor],
      call: pin({
        method: 'POST',
        path: `${DOCTORS}/filter`,
        body: doctorsBody,
        invoke: () => filterCustomerDoctors(CUSTOMER, doctorsBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect((await dataOf(outcome)).records).toHaveLength(1);
      },
    });
  });

  it('assignCustomerDoctor: moves a doctor with nothing open, who loses the old clinics', async () => {
    const { db, values } = exampleDb([movableDoctor]);
    const body = moveBody(idOf(values), idOf(values, 'version'), 'doctor_id');
    const answer = await answerOf(db, 'assignCustomerDoctor', ADMIN, { id: String(CUSTOMER) }, body);
    await pinInteraction(pact, {
      description: "a request to move another customer's doctor with nothing open to the customer",
      given: [movableDoctor],
      call: pin({
        method: 'POST',
        path: `${DOCTORS}/assign`,
        body: moveBody(
          fromProviderState('${id}', idOf(values)),
          fromProviderState('${version}', idOf(values, 'version')),
          'doctor_id',
        ),
        invoke: () => assignCustomerDoctor(CUSTOMER, body as { doctor_id: number; version: number }),
      }),
      status: 200,
      response: dataShape(answer.body, {
        customer: { id: equal(CUSTOMER), name: like('Meera Iyer') },
        clinics: [],
      }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ customer: { id: CUSTOMER }, clinics: [] });
      },
    });
  });

  it('assignCustomerDoctor: refuses a doctor with a consultation in progress (422)', async () => {
    const { db, values } = exampleDb([busyDoctor]);
    const body = moveBody(idOf(values), idOf(values, 'version'), 'doctor_id');
    const answer = await answerOf(db, 'assignCustomerDoctor', ADMIN, { id: String(CUSTOMER) }, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: "a request to move another customer's doctor who has a consultation in progress",
      given: [busyDoctor],
      call: pin({
        method: 'POST',
        path: `${DOCTORS}/assign`,
        body: moveBody(
          fromProviderState('${id}', idOf(values)),
          fromProviderState('${version}', idOf(values, 'version')),
          'doctor_id',
        ),
        invoke: () => assignCustomerDoctor(CUSTOMER, body as { doctor_id: number; version: number }),
      }),
      status: 422,
      response: {
        ...errorBody(answer.body),
        message: regex(/^.+ has \d+ consultations? in progress or waiting: .+$/, String(answer.body.message)),
      },
      check: refusedWith(422, { field: 'doctor_id' }),
    });
  });

  it('assignCustomerDoctor: refuses a stale version with 409 and the doctor now', async () => {
    const { db, values } = exampleDb([changedDoctor]);
    const body = moveBody(idOf(values), 1, 'doctor_id');
    const answer = await answerOf(db, 'assignCustomerDoctor', ADMIN, { id: String(CUSTOMER) }, body);
    await pinInteraction(pact, {
      description: "a request to move another customer's doctor from version 1, after someone changed them",
      given: [changedDoctor],
      call: pin({
        method: 'POST',
        path: `${DOCTORS}/assign`,
        body: moveBody(fromProviderState('${id}', idOf(values)), 1, 'doctor_id'),
        invoke: () => assignCustomerDoctor(CUSTOMER, body as { doctor_id: number; version: number }),
      }),
      status: 409,
      response: { ...errorBody(answer.body), current: byType(answer.body.current) },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it.each([
    [
      'filter clinics',
      `${CLINICS}/filter`,
      listBody(null),
      (): Promise<unknown> => filterCustomerClinics(CUSTOMER, listBody(null)),
    ],
    [
      'assign clinic',
      `${CLINICS}/assign`,
      { clinic_id: 1, version: 1 },
      (): Promise<unknown> => assignCustomerClinic(CUSTOMER, { clinic_id: 1, version: 1 }),
    ],
    [
      'filter doctors',
      `${DOCTORS}/filter`,
      listBody(null),
      (): Promise<unknown> => filterCustomerDoctors(CUSTOMER, listBody(null)),
    ],
    [
      'assign doctor',
      `${DOCTORS}/assign`,
      { doctor_id: 3, version: 1 },
      (): Promise<unknown> => assignCustomerDoctor(CUSTOMER, { doctor_id: 3, version: 1 }),
    ],
  ] as const)('%s without a token answers 401', async (operation, path, body, invoke) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation} of a customer)`,
      signedOut: true,
      call: pin({ method: 'POST', path, body, invoke: invoke }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
