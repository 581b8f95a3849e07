import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/** The clinic lists: the administrators' Clinics and the customers' Customer Clinics (docs/lists.md). */
export const clinicsResource = defineResource<typeof screens>({
  name: 'clinics',
  routes: [
    { path: 'manage/clinic', screen: 'ClinicsScreen' },
    { path: 'manage/customerclinic', screen: 'CustomerClinicsScreen' },
  ],
});
