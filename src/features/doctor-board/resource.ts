import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * Doctor (docs/requirements.md 2.11.24; docs/discussions.md, "The Doctor board"): the live board of
 * the doctors and the telemedicine requests waiting at their clinics. Administrators only.
 */
export const doctorBoardResource = defineResource<typeof screens>({
  name: 'doctor-board',
  area: 'telemedicine',
  administrators: true,
  routes: [{ path: 'doctor', screen: 'DoctorBoardScreen' }],
});
