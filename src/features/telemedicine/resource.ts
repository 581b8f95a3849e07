import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/** Telemedicine and Consultation Details (docs/requirements.md 2.11.2, 2.11.7, 2.12; docs/telemedicine.md). */
export const telemedicineResource = defineResource<typeof screens>({
  name: 'telemedicine',
  area: 'telemedicine',
  routes: [
    { path: 'telemedicine', screen: 'TelemedicineScreen' },
    {
      path: 'manage/doctor/:doctor_id/consultation/:consultation_id',
      screen: 'ConsultationDetailsScreen',
      sets: ['staff', 'doctor'],
    },
  ],
});
