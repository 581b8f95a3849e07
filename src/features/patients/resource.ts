import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/** Patients, Patient Details and Edit Patient (docs/requirements.md 2.11.8, 2.12; docs/patients.md). */
export const patientsResource = defineResource<typeof screens>({
  name: 'patients',
  area: 'patients',
  routes: [
    { path: 'manage/patients', screen: 'PatientsScreen' },
    {
      path: 'manage/patients/patientDetails',
      screen: 'PatientDetailsScreen',
      sets: ['staff', 'doctor'],
      tour: { query: '?patient_id=:patient_id' },
    },
    { path: 'manage/patients/patientDetails/:patient_id/edit', screen: 'EditPatientScreen' },
  ],
});
