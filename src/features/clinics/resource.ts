import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * The clinic lists (the administrators' Clinics and the customers' Customer Clinics) and the
 * administrators' Create Clinic, Clinic Details and Edit Clinic (docs/lists.md, "Clinics").
 */
export const clinicsResource = defineResource<typeof screens>({
  name: 'clinics',
  area: 'manage',
  routes: [
    { path: 'manage/clinic', screen: 'ClinicsScreen' },
    { path: 'manage/customerclinic', screen: 'CustomerClinicsScreen' },
    { path: 'manage/clinic/create', screen: 'CreateClinicScreen', administrators: true },
    {
      path: 'manage/clinic/clinicDetails/:clinic_id',
      screen: 'ClinicDetailsScreen',
      administrators: true,
      tour: { params: { clinic_id: '1' } },
    },
    {
      path: 'manage/clinic/clinicDetails/:clinic_id/editClinics',
      screen: 'EditClinicScreen',
      administrators: true,
      tour: { params: { clinic_id: '1' } },
    },
  ],
});
