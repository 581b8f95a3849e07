import {
  campWrite,
  faults,
  GENERIC_500,
  GENERIC_NETWORK,
  GENERIC_SCHEMA,
  RETRIED,
} from './reliability-case-kit';

/**
 * Doctors, Doctor Details, Create and Edit Doctor, Assign New Clinic and the signature
 * (docs/telemedicine.md, "Doctors and letter head"): the reads say so in place with Try again (only
 * logged, no toast); Create, Edit and the signature keep what was typed or chosen, with the query
 * client's 'Error' toast; Assign New Clinic says why above its list, without a toast.
 */
export const doctorCases = {
  'doctors-list': {
    area: 'Doctors list (POST v3/doctor/filter)',
    component: 'src/features/doctors/doctors.faults.test.tsx',
    cases: faults({
      '500-message': `'The doctors could not be loaded.' with Try again in the table ${RETRIED}; no toast`,
      '500-bare': "'The doctors could not be loaded.' with Try again; no toast",
      network: "'The doctors could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; Create Doctor and the header stay usable; then the doctors",
      malformed: "'The doctors could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'doctor-details': {
    area: 'Doctor Details (GET v3/doctor/{id})',
    component: 'src/features/doctors/doctors.faults.test.tsx',
    cases: faults({
      '500-message': `'Error loading data' with Try again in place of the doctor ${RETRIED}; no toast; Back to Doctors and the header work`,
      '500-bare': "'Error loading data' with Try again in place of the doctor; no toast",
      network: "'Error loading data' with Try again in place of the doctor; no toast",
      slow: "'Loading...' in place of the doctor; the header stays usable; then the profile, clinics, signature and consultations",
      malformed: "'Error loading data' with Try again at once (not retried); no toast",
    }),
  },
  'doctor-consultations': {
    area: "Doctor Details: the doctor's consultations (POST v3/consultation/filter)",
    component: 'src/features/doctors/doctors.faults.test.tsx',
    cases: faults({
      '500-message': `The profile, clinics and signature stay; 'Error loading data' with Try again in the consultations table ${RETRIED}; no toast`,
      '500-bare':
        "The profile stays; 'Error loading data' with Try again in the consultations table; no toast",
      network: "The profile stays; 'Error loading data' with Try again in the consultations table; no toast",
      slow: "The profile, then 'Loading...' in the consultations table; Edit and the header stay usable; then the consultations",
      malformed:
        "The profile stays; 'Error loading data' with Try again in the consultations table at once (not retried); no toast",
    }),
  },
  'create-doctor-save': {
    area: 'Create Doctor: Save (POST v3/doctor/)',
    component: 'src/features/doctors/doctors.faults.test.tsx',
    cases: campWrite('the form', 'Doctor Dr <name> created.'),
  },
  'edit-doctor-save': {
    area: 'Edit Doctor: Save (PUT v3/doctor/{id})',
    component: 'src/features/doctors/doctors.faults.test.tsx',
    cases: campWrite('the form', 'Doctor Dr <name> updated.'),
  },
  'assign-clinic-save': {
    area: 'Assign New Clinic: Save (PUT v3/doctor/{id}/clinics)',
    component: 'src/features/doctors/doctors.faults.test.tsx',
    cases: faults({
      '500-message':
        "A notice above the clinics with the server's message; the chosen clinics stay checked; Save is enabled again; no toast",
      '500-bare': `The notice with ${GENERIC_500}; the chosen clinics stay checked; no toast`,
      network: `The notice with ${GENERIC_NETWORK}; the chosen clinics stay checked; no toast`,
      slow: 'Save waits (disabled) until the answer; the header stays usable; then Doctor Details with the new clinic',
      malformed: `The notice with ${GENERIC_SCHEMA}; the chosen clinics stay checked; no toast`,
    }),
  },
  'doctor-signature-save': {
    area: 'Doctor Details: Save signature (PUT v3/doctor/{id}/signature)',
    component: 'src/features/doctors/doctors.faults.test.tsx',
    cases: faults({
      '500-message':
        "'Error' toast with the server's message; the preview stays; Save signature is enabled again",
      '500-bare': `'Error' toast with ${GENERIC_500}; the preview stays`,
      network: `'Error' toast with ${GENERIC_NETWORK}; the preview stays`,
      slow: "Save signature waits (disabled); the preview and the header stay; then 'Signature saved.' and the saved image",
      malformed: `'Error' toast with ${GENERIC_SCHEMA}; the preview stays`,
    }),
  },
};
