import { faults, RETRIED } from './reliability-case-kit';

/** Telemedicine and Consultation Details (docs/telemedicine.md): the counts, the list, one consultation. */
export const telemedicineCases = {
  'telemedicine-counts': {
    area: 'Telemedicine: counts by status (POST v3/consultation/summary)',
    component: 'src/features/telemedicine/telemedicine.faults.test.tsx',
    cases: faults({
      '500-message': `'The consultation counts could not be loaded.' with Try again ${RETRIED}; the list stays; no toast`,
      '500-bare': "'The consultation counts could not be loaded.' with Try again; the list stays; no toast",
      network: "'The consultation counts could not be loaded.' with Try again; the list stays; no toast",
      slow: "'Counting consultations…'; the status picker and the header stay usable; then the counts",
      malformed:
        "'The consultation counts could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'telemedicine-list': {
    area: 'Telemedicine: the list (POST v3/consultation/filter)',
    component: 'src/features/telemedicine/telemedicine.faults.test.tsx',
    cases: faults({
      '500-message': `'The consultations could not be loaded.' with Try again in the table ${RETRIED}; the counts stay; no toast`,
      '500-bare': "'The consultations could not be loaded.' with Try again; the counts stay; no toast",
      network: "'The consultations could not be loaded.' with Try again; the counts stay; no toast",
      slow: "'Loading...' in the table; the counts and the header stay usable; then the consultations",
      malformed: "'The consultations could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'consultation-details': {
    area: 'Consultation Details (GET v3/consultation/{id})',
    component: 'src/features/telemedicine/telemedicine.faults.test.tsx',
    cases: faults({
      '500-message': `'Error loading data' with Try again in place of the consultation ${RETRIED}; no toast; the header works`,
      '500-bare': "'Error loading data' with Try again in place of the consultation; no toast",
      network: "'Error loading data' with Try again in place of the consultation; no toast",
      slow: "'Loading...' in place of the consultation; the header stays usable; then the consultation",
      malformed: "'Error loading data' with Try again at once (not retried); no toast",
    }),
  },
};
