import { faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA, RETRIED } from './reliability-case-kit';

/**
 * The doctor's queue, home counts and Patient Booking (docs/telemedicine.md): what a doctor sees
 * when the consultation and booking calls fail. Lists say so in place with Try again (only logged,
 * no toast); a move or a conversion that fails says so above the list, in the server's words.
 */
const moveFailed = (what: string, done: string) =>
  faults({
    '500-message': `A notice above the list: '<patient>: ' and the server's message; ${what} stays; no toast; the list is asked again`,
    '500-bare': `The notice with ${GENERIC_500}; ${what} stays; no toast`,
    network: `The notice with ${GENERIC_NETWORK}; ${what} stays; no toast`,
    slow: `Every button of the list waits (disabled) until the answer; the header stays usable; then ${done}`,
    malformed: `The notice with ${GENERIC_SCHEMA}; ${what} stays; no toast`,
  });

export const queueCases = {
  'queue-list': {
    area: 'Consultation queue (POST v3/consultation/filter)',
    component: 'src/features/consultations/queue.faults.test.tsx',
    cases: faults({
      '500-message': `'The queue could not be loaded.' with Try again in the table ${RETRIED}; no toast; the refresh stops until Try again`,
      '500-bare': "'The queue could not be loaded.' with Try again; no toast",
      network: "'The queue could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; the status filter and the header stay usable; then the requests",
      malformed: "'The queue could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'queue-counts': {
    area: "Today's counts on the doctor's home and queue (POST v3/consultation/summary)",
    component: 'src/features/consultations/queue.faults.test.tsx',
    cases: faults({
      '500-message': `"Today's counts could not be loaded." with Try again ${RETRIED}; the queue is shown; no toast`,
      '500-bare': `"Today's counts could not be loaded." with Try again; the queue is shown; no toast`,
      network: `"Today's counts could not be loaded." with Try again; the queue is shown; no toast`,
      slow: 'The counts read Loading (…) while the queue is shown; then the three counts',
      malformed: `"Today's counts could not be loaded." with Try again at once; no toast`,
    }),
  },
  'queue-start': {
    area: 'Consultation: Start (POST v3/consultation/{id}/status)',
    component: 'src/features/consultations/queue.faults.test.tsx',
    cases: moveFailed('the request', 'the live page'),
  },
  'bookings-list': {
    area: 'Patient Booking (POST v3/booking/filter)',
    component: 'src/features/consultations/queue.faults.test.tsx',
    cases: faults({
      '500-message': `'The bookings could not be loaded.' with Try again ${RETRIED}; no toast; the day picker works`,
      '500-bare': "'The bookings could not be loaded.' with Try again; no toast",
      network: "'The bookings could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; the day picker and the header stay usable; then the bookings",
      malformed: "'The bookings could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'bookings-convert': {
    area: 'Patient Booking: Start consultation (POST v3/booking/{id}/consultation)',
    component: 'src/features/consultations/queue.faults.test.tsx',
    cases: moveFailed('the booking', "the queue's scheduled list"),
  },
};
