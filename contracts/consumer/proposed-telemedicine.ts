import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { it } from 'vitest';

import {
  createDoctor,
  filterDoctors,
  getDoctor,
  setDoctorClinics,
  setDoctorSignature,
  updateDoctor,
} from '@/generated/api/doctors/doctors';
import type { DoctorWriteRequest } from '@/generated/model';
import { FilterDoctorsResponse, GetDoctorResponse } from '@/generated/zod/v3.zod';
import { pactDoctorOf } from '@/mocks/provider-states-telemedicine';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import { defineProposedConsultationPacts, unauthorizedConsultationCalls } from './proposed-consultations';
import {
  answerOf,
  CUSTOMER,
  errorBody,
  exampleDb,
  idOf,
  refusedWith,
  shape,
  state,
  throughZod,
} from './telemedicine-examples';

const { fromProviderState } = MatchersV3;

/**
 * The proposed doctor, consultation and booking calls (docs/proposed-api.md, "Doctors,
 * consultations and bookings"; docs/telemedicine.md). This file pins the doctors' six calls and
 * every call's 401; proposed-consultations.ts the consultations and bookings. Pinned by value: the
 * error envelopes, the 403 messages, the refused fields, the second doctor's 409 message.
 */
const ADMIN = 1;
const ofCustomer = state('a doctor of the customer exists', { customer_id: CUSTOMER });
const doctor = pactDoctorOf(exampleDb().db, CUSTOMER);
const TAKEN = 'PACT-REG-TAKEN';
const FREE = 'PACT-REG-0001';

const createBody = (registration_number: string): DoctorWriteRequest => ({
  first_name: 'Pact',
  last_name: 'Doctor',
  qualification: 'MBBS, MD',
  specialisation: 'General Medicine',
  registration_number,
  phone: '+919800000002',
  email: 'pact.doctor@example.com',
  customer_id: CUSTOMER,
  status: true,
});
const updateBody = <V, C>(version: V, letterhead_clinic_id: C) => ({
  first_name: doctor.first_name,
  last_name: doctor.last_name,
  qualification: doctor.qualification,
  specialisation: doctor.specialisation,
  registration_number: doctor.registration_number,
  phone: doctor.phone,
  email: doctor.email,
  customer_id: doctor.customer_id,
  status: true,
  letterhead_clinic_id,
  version,
});
/** A 1x1 transparent PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const filterBody = { page: 1, limit: 1, searchValue: doctor.registration_number };
const injectedVersion = () => fromProviderState('${version}', doctor.version);
const injectedClinic = () => fromProviderState('${clinic_id}', doctor.clinic_ids[0] ?? 1);

const defineDoctorPacts = (pact: PactV4): void => {
  it("filterDoctors: the customer's doctors, searched by registration number", async () => {
    const { db } = exampleDb([ofCustomer]);
    const answer = await answerOf(db, 'filterDoctors', CUSTOMER, {}, filterBody);
    await pinInteraction(pact, {
      description: "a request for the customer's doctor with this registration number",
      asCustomer: true,
      given: [ofCustomer],
      call: pin({
        method: 'POST',
        path: '/v3/doctor/filter',
        body: filterBody,
        invoke: () => filterDoctors(filterBody),
      }),
      status: 200,
      response: shape(FilterDoctorsResponse, answer.body),
      check: throughZod,
    });
  });

  it('createDoctor: an administrator creates a doctor for the customer', async () => {
    const given = [state('no doctor has this registration number', { registration_number: FREE })];
    const { db } = exampleDb(given);
    const answer = await answerOf(db, 'createDoctor', ADMIN, {}, createBody(FREE));
    await pinInteraction(pact, {
      description: 'a request to create a doctor with a free registration number',
      given,
      call: pin({
        method: 'POST',
        path: '/v3/doctor/',
        body: createBody(FREE),
        invoke: () => createDoctor(createBody(FREE)),
      }),
      status: 200,
      response: shape(GetDoctorResponse, answer.body),
      check: throughZod,
    });
  });

  it("createDoctor: a registration number another doctor has is refused (422 on 'registration_number')", async () => {
    const given = [
      state('a doctor has this registration number', { customer_id: CUSTOMER, registration_number: TAKEN }),
    ];
    const { db } = exampleDb(given);
    const answer = await answerOf(db, 'createDoctor', ADMIN, {}, createBody(TAKEN));
    await pinInteraction(pact, {
      description: "a request to create a doctor with another doctor's registration number",
      given,
      call: pin({
        method: 'POST',
        path: '/v3/doctor/',
        body: createBody(TAKEN),
        invoke: () => createDoctor(createBody(TAKEN)),
      }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'registration_number' }),
    });
  });

  it('getDoctor: the customer reads their own doctor', async () => {
    const { db, values } = exampleDb([ofCustomer]);
    const answer = await answerOf(db, 'getDoctor', CUSTOMER, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: "a request for one of the customer's doctors",
      asCustomer: true,
      given: [ofCustomer],
      call: pin({ method: 'GET', path: recordPath('doctor'), invoke: () => getDoctor(doctor.id) }),
      status: 200,
      response: shape(GetDoctorResponse, answer.body),
      check: throughZod,
    });
  });

  it("getDoctor: another customer's doctor is a 403", async () => {
    const given = [state('a doctor of another customer exists', { customer_id: CUSTOMER })];
    const { db, values } = exampleDb(given);
    const answer = await answerOf(db, 'getDoctor', CUSTOMER, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: "a request for another customer's doctor",
      asCustomer: true,
      given,
      call: pin({ method: 'GET', path: recordPath('doctor'), invoke: () => getDoctor(idOf(values)) }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: refusedWith(403, { message: 'This doctor is not one of yours.' }),
    });
  });

  it('getDoctor: an unknown id is a 404', async () => {
    await pinInteraction(pact, {
      description: 'a request for doctor 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/doctor/999999', invoke: () => getDoctor(999_999) }),
      status: 404,
      response: errorBody({ message: 'Doctor not found' }),
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('updateDoctor: saves an edit made from the current version', async () => {
    const { db } = exampleDb([ofCustomer]);
    const body = updateBody(doctor.version, doctor.clinic_ids[0] ?? null);
    const answer = await answerOf(db, 'updateDoctor', ADMIN, { id: String(doctor.id) }, body);
    await pinInteraction(pact, {
      description: 'a request to save a doctor from its current version',
      given: [ofCustomer],
      call: pin({
        method: 'PUT',
        path: recordPath('doctor'),
        body: updateBody(injectedVersion(), injectedClinic()),
        invoke: () => updateDoctor(doctor.id, body),
      }),
      status: 200,
      response: shape(GetDoctorResponse, answer.body),
      check: throughZod,
    });
  });

  it('updateDoctor: refuses a stale version with 409 and the current doctor', async () => {
    const given = [state('a doctor was changed since version 1', { customer_id: CUSTOMER })];
    const { db } = exampleDb(given);
    const body = updateBody(1, doctor.clinic_ids[0] ?? null);
    const answer = await answerOf(db, 'updateDoctor', ADMIN, { id: String(doctor.id) }, body);
    await pinInteraction(pact, {
      description: 'a request to save a doctor from version 1, after someone else saved it',
      given: [ofCustomer, ...given],
      call: pin({
        method: 'PUT',
        path: recordPath('doctor'),
        body: updateBody(1, injectedClinic()),
        invoke: () => updateDoctor(doctor.id, body),
      }),
      status: 409,
      response: errorBody(answer.body, { current: GetDoctorResponse.shape.data }),
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it("setDoctorClinics: the customer's doctor serves one clinic", async () => {
    const { db } = exampleDb([ofCustomer]);
    const body = { clinic_ids: [doctor.clinic_ids[0] ?? 1], version: doctor.version };
    const answer = await answerOf(db, 'setDoctorClinics', ADMIN, { id: String(doctor.id) }, body);
    await pinInteraction(pact, {
      description: "a request to set a doctor's clinics from its current version",
      given: [ofCustomer],
      call: pin({
        method: 'PUT',
        path: recordPath('doctor', '/clinics'),
        body: { clinic_ids: [injectedClinic()], version: injectedVersion() },
        invoke: () => setDoctorClinics(doctor.id, body),
      }),
      status: 200,
      response: shape(GetDoctorResponse, answer.body),
      check: throughZod,
    });
  });

  it("setDoctorSignature: a PNG becomes the doctor's signature", async () => {
    const { db } = exampleDb([ofCustomer]);
    const body = { signature: PNG, version: doctor.version };
    const answer = await answerOf(db, 'setDoctorSignature', ADMIN, { id: String(doctor.id) }, body);
    await pinInteraction(pact, {
      description: "a request to set a doctor's signature image",
      given: [ofCustomer],
      call: pin({
        method: 'PUT',
        path: recordPath('doctor', '/signature'),
        body: { signature: PNG, version: injectedVersion() },
        invoke: () => setDoctorSignature(doctor.id, body),
      }),
      status: 200,
      response: shape(GetDoctorResponse, answer.body),
      check: throughZod,
    });
  });
};

const doctorUnauthorizedCalls = [
  ['filterDoctors', 'POST', '/v3/doctor/filter', filterBody, () => filterDoctors(filterBody)],
  ['createDoctor', 'POST', '/v3/doctor/', createBody(FREE), () => createDoctor(createBody(FREE))],
  ['getDoctor', 'GET', '/v3/doctor/1', undefined, () => getDoctor(1)],
  ['updateDoctor', 'PUT', '/v3/doctor/1', updateBody(1, 1), () => updateDoctor(1, updateBody(1, 1))],
  [
    'setDoctorClinics',
    'PUT',
    '/v3/doctor/1/clinics',
    { clinic_ids: [1], version: 1 },
    () => setDoctorClinics(1, { clinic_ids: [1], version: 1 }),
  ],
  [
    'setDoctorSignature',
    'PUT',
    '/v3/doctor/1/signature',
    { signature: null, version: 1 },
    () => setDoctorSignature(1, { signature: null, version: 1 }),
  ],
] as const;

export const defineProposedTelemedicinePacts = (pact: PactV4): void => {
  defineDoctorPacts(pact);
  defineProposedConsultationPacts(pact);
  it.each([...doctorUnauthorizedCalls, ...unauthorizedConsultationCalls])(
    '%s without a token answers 401',
    async (operation, method, path, body, invoke) => {
      await pinInteraction(pact, {
        description: `a request without a token (${operation})`,
        signedOut: true,
        call: pin<unknown>({ method, path, ...(body === undefined ? {} : { body }), invoke }),
        status: 401,
        response: unauthorizedBody,
        check: rejectsWith(401, 'unauthorized'),
      });
    },
  );
};
