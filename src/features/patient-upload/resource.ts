import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/** Upload Patients (docs/requirements.md 2.11.8; docs/patients.md). */
export const patientUploadResource = defineResource<typeof screens>({
  name: 'patient-upload',
  area: 'patients',
  routes: [{ path: 'manage/patient/upload-patient/:id', screen: 'UploadPatientsScreen' }],
});
