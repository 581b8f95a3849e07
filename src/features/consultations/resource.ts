import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/** The doctor's home, queue and bookings: one chunk (docs/requirements.md 2.12; docs/telemedicine.md). */
export const consultationsResource = defineResource<typeof screens>({
  name: 'consultations',
  area: 'telemedicine',
  routes: [
    { path: 'static', screen: 'DoctorHomeScreen', sets: ['doctor'] },
    // The queue with every status (Accept, Start, status tags, video links).
    {
      path: 'consulataion',
      screen: 'ConsultationQueueScreen',
      sets: ['doctor'],
      tour: { also: ['?status=all'] },
    },
    // Patient Booking on a day with bookings.
    {
      path: 'doctor/patientbooking',
      screen: 'PatientBookingScreen',
      sets: ['doctor'],
      tour: { also: ['?date=:tomorrow'] },
    },
  ],
});
