import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  consultationSummary,
  convertBooking,
  filterBookings,
  filterConsultations,
  getConsultation,
  moveConsultation,
  saveConsultationNote,
} from '@/generated/api/consultations/consultations';
import { getPatient } from '@/generated/api/patients/patients';
import type { ConsultationNoteRequest } from '@/generated/model';
import {
  ConsultationSummaryResponse,
  FilterBookingsResponse,
  FilterConsultationsResponse,
  GetConsultationResponse,
} from '@/generated/zod/v3.zod';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { recordPath } from '../support/matchers';
import {
  answerOf,
  DAY,
  DOCTOR,
  errorBody,
  exampleDb,
  idOf,
  refusedWith,
  SECOND_DOCTOR,
  shape,
  state,
  throughZod,
} from './telemedicine-examples';

const { fromProviderState, like } = MatchersV3;

/**
 * The consultation and booking calls of the proposals pact, signed in as the demo doctor (user 3)
 * unless an administrator's view is the point (see proposed-telemedicine.ts). The race of two
 * doctors: the second doctor to start a waiting request reads 409 with a message naming the first
 * and only who has it; a consultation the doctor may not read is a 403 for any move (issue 32).
 */
const ADMIN = 1;
const doctorParams = { doctor_id: DOCTOR };
const queued = state("a request waits in the doctor's queue", doctorParams);
const inProgress = state('the doctor has a consultation in progress', doctorParams);
const queueBody = {
  page: 1,
  limit: 1,
  status: 'requested' as const,
  order: 'queue' as const,
  doctor_id: null,
  patient_id: null,
};
const scopeBody = { start_date: null, end_date: null, customer_id: null, clinic_id: null, doctor_id: null };
const bookingsBody = { start_date: DAY, end_date: DAY, doctor_id: null, page: 1, limit: 1 };
const moveBody = <V>(status: 'scheduled' | 'in_progress' | 'cancelled', version: V) => ({
  status,
  version,
  reason: null,
});
/** Two doctors of one clinic: the demo doctor and the second demo doctor. */
const sharedParams = { ...doctorParams, other_doctor_id: SECOND_DOCTOR };
/** A refused move's `current`: who has the consultation, at which status and version (issue 32). */
const conflictCurrent = FilterConsultationsResponse.shape.data.shape.records.element.pick({
  id: true,
  status: true,
  doctor: true,
  version: true,
});
const noteBody = <F>(follow_up: F, dose = '500 mg') => ({
  notes: 'Headache for two weeks.',
  diagnosis: 'Type 2 diabetes mellitus',
  follow_up,
  prescription: [
    { medicine_id: 1, dose, frequency: 'Twice a day', duration: '30 days', instructions: 'After meals' },
  ],
});
const injected = (key: string, example: number | string) => fromProviderState(`\${${key}}`, example);
const consultationPath = (suffix = '') => recordPath('consultation', suffix);

const defineReads = (pact: PactV4): void => {
  it("filterConsultations: the head of the doctor's queue", async () => {
    const { db } = exampleDb([queued]);
    const answer = await answerOf(db, 'filterConsultations', DOCTOR, {}, queueBody);
    await pinInteraction(pact, {
      description: "a request for the oldest request waiting in the doctor's queue",
      asDoctor: true,
      given: [queued],
      call: pin({
        method: 'POST',
        path: '/v3/consultation/filter',
        body: queueBody,
        invoke: () => filterConsultations(queueBody),
      }),
      status: 200,
      response: shape(FilterConsultationsResponse, answer.body),
      check: throughZod,
    });
  });

  it('consultationSummary: an administrator counts every consultation by status', async () => {
    const { db } = exampleDb([queued]);
    const answer = await answerOf(db, 'consultationSummary', ADMIN, {}, scopeBody);
    await pinInteraction(pact, {
      description: 'a request for the consultation counts and the average wait',
      given: [queued],
      call: pin({
        method: 'POST',
        path: '/v3/consultation/summary',
        body: scopeBody,
        invoke: () => consultationSummary(scopeBody),
      }),
      status: 200,
      response: shape(ConsultationSummaryResponse, answer.body),
      check: throughZod,
    });
  });

  it('getConsultation: the doctor reads a consultation they completed', async () => {
    const given = [state('the doctor completed a consultation', doctorParams)];
    const { db, values } = exampleDb(given);
    const answer = await answerOf(db, 'getConsultation', DOCTOR, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: 'a request for a consultation the doctor completed',
      asDoctor: true,
      given,
      call: pin({ method: 'GET', path: consultationPath(), invoke: () => getConsultation(idOf(values)) }),
      status: 200,
      response: shape(GetConsultationResponse, answer.body),
      check: throughZod,
    });
  });

  it('getConsultation: an unknown id is a 404', async () => {
    await pinInteraction(pact, {
      description: 'a request for consultation 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/consultation/999999', invoke: () => getConsultation(999_999) }),
      status: 404,
      response: errorBody({ message: 'Consultation not found' }),
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it("getConsultation: another doctor's consultation is a 403 for the doctor", async () => {
    const given = [state("another doctor's consultation exists", doctorParams)];
    const { db, values } = exampleDb(given);
    const answer = await answerOf(db, 'getConsultation', DOCTOR, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: "a doctor's request for another doctor's consultation",
      asDoctor: true,
      given,
      call: pin({ method: 'GET', path: consultationPath(), invoke: () => getConsultation(idOf(values)) }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: refusedWith(403, { message: 'This consultation is not one of yours.' }),
    });
  });

  it('getPatient: a patient the doctor never consulted is a 403 for the doctor', async () => {
    const given = [state('a patient the doctor never consulted exists', doctorParams)];
    const { db, values } = exampleDb(given);
    const answer = await answerOf(db, 'getPatient', DOCTOR, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: "a doctor's request for a patient they never consulted",
      asDoctor: true,
      given,
      call: pin({ method: 'GET', path: recordPath('patient'), invoke: () => getPatient(idOf(values)) }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: refusedWith(403, { message: 'This patient is not one of yours.' }),
    });
  });
};

const defineMoves = (pact: PactV4): void => {
  it('moveConsultation: the doctor accepts the head of their queue', async () => {
    const { db, values } = exampleDb([queued]);
    const body = moveBody('scheduled', idOf(values, 'version'));
    const answer = await answerOf(db, 'moveConsultation', DOCTOR, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to accept a waiting request',
      asDoctor: true,
      given: [queued],
      call: pin({
        method: 'POST',
        path: consultationPath('/status'),
        body: moveBody('scheduled', injected('version', idOf(values, 'version'))),
        invoke: () => moveConsultation(idOf(values), body),
      }),
      status: 200,
      response: shape(GetConsultationResponse, answer.body),
      check: throughZod,
    });
  });

  it('moveConsultation: the race on a waiting request is a 409 naming the winner, with only who has it', async () => {
    const given = [state('another doctor started a consultation of the clinic', sharedParams)];
    const { db, values } = exampleDb(given);
    // The version the doctor saw while the request waited in their queue.
    const body = moveBody('in_progress', idOf(values, 'waiting_version'));
    const answer = await answerOf(db, 'moveConsultation', DOCTOR, { id: String(idOf(values)) }, body);
    // Issue 32: nothing of the record (patient, results, notes), which the doctor may no longer read.
    expect(Object.keys(answer.body.current as object).sort()).toEqual(['doctor', 'id', 'status', 'version']);
    await pinInteraction(pact, {
      description: 'a request to start a waiting request another doctor of the clinic has started since',
      asDoctor: true,
      given,
      call: pin({
        method: 'POST',
        path: consultationPath('/status'),
        body: moveBody('in_progress', injected('waiting_version', idOf(values, 'waiting_version'))),
        invoke: () => moveConsultation(idOf(values), body),
      }),
      status: 409,
      response: errorBody(answer.body, { exactMessage: true, current: conflictCurrent }),
      check: refusedWith(409, { message: 'Dr Nandini Rao has already started this consultation.' }),
    });
  });

  it("moveConsultation: another doctor's completed consultation of the clinic is a 403, not a 409 with the record", async () => {
    const given = [state('another doctor completed a consultation of the clinic', sharedParams)];
    const { db, values } = exampleDb(given);
    const body = moveBody('cancelled', idOf(values, 'waiting_version'));
    const answer = await answerOf(db, 'moveConsultation', DOCTOR, { id: String(idOf(values)) }, body);
    expect(answer.body).toEqual({ error: true, message: 'This consultation is not one of yours.' });
    await pinInteraction(pact, {
      description: "a doctor's request to cancel another doctor's completed consultation of their clinic",
      asDoctor: true,
      given,
      call: pin({
        method: 'POST',
        path: consultationPath('/status'),
        body: moveBody('cancelled', injected('waiting_version', idOf(values, 'waiting_version'))),
        invoke: () => moveConsultation(idOf(values), body),
      }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: refusedWith(403, { message: 'This consultation is not one of yours.' }),
    });
  });

  it('moveConsultation: a move back (in progress to scheduled) is refused (422)', async () => {
    const { db, values } = exampleDb([inProgress]);
    const body = moveBody('scheduled', idOf(values, 'version'));
    const answer = await answerOf(db, 'moveConsultation', DOCTOR, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to move a consultation in progress back to scheduled',
      asDoctor: true,
      given: [inProgress],
      call: pin({
        method: 'POST',
        path: consultationPath('/status'),
        body: moveBody('scheduled', injected('version', idOf(values, 'version'))),
        invoke: () => moveConsultation(idOf(values), body),
      }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'status' }),
    });
  });

  it.each([
    ['saves the note of the consultation in progress', '500 mg', 200],
    ["refuses an item without a dose (422 on 'prescription.0.dose')", ' ', 422],
  ] as const)('saveConsultationNote: %s', async (_name, dose, status) => {
    const { db, values } = exampleDb([inProgress]);
    const followUp = String(values.follow_up);
    const body: ConsultationNoteRequest = noteBody(followUp, dose);
    const answer = await answerOf(db, 'saveConsultationNote', DOCTOR, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description:
        status === 200
          ? 'a request to save the note of the consultation in progress'
          : 'a request to save a prescription item without a dose',
      asDoctor: true,
      given: [inProgress],
      call: pin({
        method: 'PUT',
        path: consultationPath('/note'),
        body: noteBody(injected('follow_up', followUp), dose),
        invoke: () => saveConsultationNote(idOf(values), body),
      }),
      status,
      response: status === 200 ? shape(GetConsultationResponse, answer.body) : errorBody(answer.body),
      check: status === 200 ? throughZod : refusedWith(422, { field: 'prescription.0.dose' }),
    });
  });
};

const defineBookings = (pact: PactV4): void => {
  const booked = state('the doctor has a booking on the day', { ...doctorParams, day: DAY });
  it("filterBookings: the doctor's first booking of a day", async () => {
    const { db } = exampleDb([booked]);
    const answer = await answerOf(db, 'filterBookings', DOCTOR, {}, bookingsBody);
    await pinInteraction(pact, {
      description: "a request for the doctor's bookings of a day",
      asDoctor: true,
      given: [booked],
      call: pin({
        method: 'POST',
        path: '/v3/booking/filter',
        body: bookingsBody,
        invoke: () => filterBookings(bookingsBody),
      }),
      status: 200,
      response: shape(FilterBookingsResponse, answer.body),
      check: throughZod,
    });
  });

  it('convertBooking: the doctor turns their booking into a scheduled consultation', async () => {
    const { db, values } = exampleDb([booked]);
    const answer = await answerOf(db, 'convertBooking', DOCTOR, { id: String(idOf(values)) });
    const response = shape(GetConsultationResponse, answer.body);
    // The history's first move carries the booking as its reason, the second none.
    const data = answer.body.data as { history: Array<Record<string, unknown>> };
    (response.data as Record<string, unknown>).history = data.history.map((event) => like(event));
    await pinInteraction(pact, {
      description: 'a request to turn a booking into a consultation',
      asDoctor: true,
      given: [booked],
      call: pin({
        method: 'POST',
        path: recordPath('booking', '/consultation'),
        invoke: () => convertBooking(idOf(values)),
      }),
      status: 200,
      response,
      check: throughZod,
    });
  });

  it('convertBooking: a cancelled booking is a 409 with the booking', async () => {
    const given = [state("the doctor's booking was cancelled", { ...doctorParams, day: DAY })];
    const { db, values } = exampleDb(given);
    const answer = await answerOf(db, 'convertBooking', DOCTOR, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: 'a request to turn a cancelled booking into a consultation',
      asDoctor: true,
      given,
      call: pin({
        method: 'POST',
        path: recordPath('booking', '/consultation'),
        invoke: () => convertBooking(idOf(values)),
      }),
      status: 409,
      response: errorBody(answer.body, { current: FilterBookingsResponse.shape.data.shape.records.element }),
      check: rejectsWith(409, 'bad-request'),
    });
  });
};

export const defineProposedConsultationPacts = (pact: PactV4): void => {
  defineReads(pact);
  defineMoves(pact);
  defineBookings(pact);
};

export const unauthorizedConsultationCalls = [
  ['filterConsultations', 'POST', '/v3/consultation/filter', queueBody, () => filterConsultations(queueBody)],
  [
    'consultationSummary',
    'POST',
    '/v3/consultation/summary',
    scopeBody,
    () => consultationSummary(scopeBody),
  ],
  ['getConsultation', 'GET', '/v3/consultation/1', undefined, () => getConsultation(1)],
  [
    'moveConsultation',
    'POST',
    '/v3/consultation/1/status',
    moveBody('scheduled', 1),
    () => moveConsultation(1, moveBody('scheduled', 1)),
  ],
  [
    'saveConsultationNote',
    'PUT',
    '/v3/consultation/1/note',
    noteBody(null),
    () => saveConsultationNote(1, noteBody(null)),
  ],
  ['filterBookings', 'POST', '/v3/booking/filter', bookingsBody, () => filterBookings(bookingsBody)],
  ['convertBooking', 'POST', '/v3/booking/1/consultation', undefined, () => convertBooking(1)],
] as const;
