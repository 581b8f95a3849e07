import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/** Camps: the list, Add Camp, Camp Details and Assign New Clinics (docs/requirements.md 2.11.6; docs/camps.md). */
export const campsResource = defineResource<typeof screens>({
  name: 'camps',
  area: 'manage',
  routes: [
    { path: 'manage/camp', screen: 'CampsListScreen' },
    { path: 'manage/camp/add', screen: 'AddCampScreen' },
    { path: 'manage/camp/info', screen: 'CampDetailsScreen', tour: { query: '?camp_id=:camp_id' } },
    { path: 'manage/camp/assign', screen: 'AssignClinicsScreen', tour: { query: '?camp_id=:camp_id' } },
  ],
});
