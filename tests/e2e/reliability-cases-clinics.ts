import {
  campWrite,
  faults,
  GENERIC_500,
  GENERIC_NETWORK,
  GENERIC_SCHEMA,
  RETRIED,
} from './reliability-case-kit';

/**
 * Create Clinic, Clinic Details and Edit Clinic (docs/lists.md, "Clinics"), as an administrator:
 * the read says so in place with Try again (only logged, no toast); Create and Edit keep what was
 * typed or chosen, with the query client's 'Error' toast; Disable keeps the clinic as it was.
 */
export const clinicCases = {
  'create-clinic-save': {
    area: 'Create Clinic: Save (POST v3/clinic/)',
    component: 'src/features/clinics/clinics.faults.test.tsx',
    cases: campWrite('the form', 'Clinic <name> created.'),
  },
  'clinic-details': {
    area: 'Clinic Details (GET v3/clinic/{id})',
    component: 'src/features/clinics/clinics.faults.test.tsx',
    cases: faults({
      '500-message': `'Error loading data' with Try again in place of the clinic ${RETRIED}; no toast; the header works`,
      '500-bare': "'Error loading data' with Try again in place of the clinic; no toast",
      network: "'Error loading data' with Try again in place of the clinic; no toast",
      slow: "'Loading...' in place of the clinic; the header stays usable; then the profile and its activity",
      malformed: "'Error loading data' with Try again at once (not retried); no toast",
    }),
  },
  'edit-clinic-save': {
    area: 'Edit Clinic: Save (PUT v3/clinic/{id})',
    component: 'src/features/clinics/clinics.faults.test.tsx',
    cases: campWrite('the form', 'Clinic <name> updated.'),
  },
  'clinic-status': {
    area: 'Clinic Details: Disable (PUT v3/clinic/{id}/status)',
    component: 'src/features/clinics/clinics.faults.test.tsx',
    cases: faults({
      '500-message':
        "'Error' toast with the server's message; the confirm closes; the clinic stays Active and Disable is offered again",
      '500-bare': `'Error' toast with ${GENERIC_500}; the clinic stays Active`,
      network: `'Error' toast with ${GENERIC_NETWORK}; the clinic stays Active`,
      slow: "The confirm's Disable waits (disabled); then 'Clinic <name> disabled.', Status Inactive and Enable",
      malformed: `'Error' toast with ${GENERIC_SCHEMA}; the clinic stays Active`,
    }),
  },
};
