import { campWrite, faults, RETRIED } from './reliability-case-kit';

/** Patients and Patient Details (docs/patients.md): the list, the patient, and their sessions. */
export const patientCases = {
  'patients-list': {
    area: 'Patients list (POST v3/patient/filter)',
    component: 'src/features/patients/patients.faults.test.tsx',
    cases: faults({
      '500-message': `'The patients could not be loaded.' with Try again in the table ${RETRIED}; no toast`,
      '500-bare': "'The patients could not be loaded.' with Try again; no toast",
      network: "'The patients could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; the search box and the header stay usable; then the patients",
      malformed: "'The patients could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'patient-details-patient': {
    area: 'Patient Details: the patient (GET v3/patient/{id})',
    component: 'src/features/patients/patients.faults.test.tsx',
    cases: faults({
      '500-message': `'Error loading data' with Try again in place of the patient ${RETRIED}; no toast; header, sidebar and menu work`,
      '500-bare': "'Error loading data' with Try again in place of the patient; no toast",
      network: "'Error loading data' with Try again in place of the patient; no toast",
      slow: "'Loading...' in place of the patient; the header stays usable; then the patient",
      malformed: "'Error loading data' with Try again at once (not retried); no toast",
    }),
  },
  'patient-details-sessions': {
    area: 'Patient Details: screening sessions (POST v3/screening-session/filter)',
    component: 'src/features/patients/patients.faults.test.tsx',
    cases: faults({
      '500-message': `The demographics stay; 'The screening sessions could not be loaded.' with Try again ${RETRIED}; no toast`,
      '500-bare':
        "The demographics stay; 'The screening sessions could not be loaded.' with Try again; no toast",
      network:
        "The demographics stay; 'The screening sessions could not be loaded.' with Try again; no toast",
      slow: "The demographics, then 'Loading...' under Screening sessions; Print and the header stay usable; then the sessions",
      malformed:
        "The demographics stay; 'The screening sessions could not be loaded.' with Try again at once; no toast",
    }),
  },
  'edit-patient-save': {
    area: 'Edit Patient: Save (PUT v3/patient/{id})',
    component: 'src/features/patients/patients.faults.test.tsx',
    cases: campWrite('the form', 'Patient <name> updated.'),
  },
};
