import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * Doctors for staff, and the doctor's own Letter Head on the same addresses (docs/requirements.md
 * 2.11.7, 2.12; docs/telemedicine.md).
 */
export const doctorsResource = defineResource<typeof screens>({
  name: 'doctors',
  area: 'doctors',
  routes: [
    { path: 'manage/doctor', screen: 'DoctorsScreen' },
    { path: 'manage/doctor/create', screen: 'CreateDoctorScreen' },
    { path: 'manage/doctor/views/:doctor_id', screen: 'DoctorDetailsScreen' },
    { path: 'manage/doctor/views/:doctor_id/edit', screen: 'EditDoctorScreen' },
    { path: 'manage/doctor/:doctor_id/assignnewclinic', screen: 'AssignClinicScreen' },
    { path: 'manage/doctor/views/:doctor_id', screen: 'LetterHeadScreen', sets: ['doctor'] },
    { path: 'manage/doctor/views/:doctor_id/edit', screen: 'EditLetterHeadScreen', sets: ['doctor'] },
  ],
});
