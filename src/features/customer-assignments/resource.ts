import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * A customer's clinics and doctors, moving one from another customer, and a clinic seen from its
 * customer (docs/requirements.md 2.11.4, 2.11.5; docs/customer-assignments.md). Administrators only.
 */
export const customerAssignmentsResource = defineResource<typeof screens>({
  name: 'customer-assignments',
  area: 'manage',
  administrators: true,
  routes: [
    {
      path: 'manage/customer/customerDetails/:id/totalclinics',
      screen: 'AssignedClinicsScreen',
      tour: { params: { id: '2' } },
    },
    {
      path: 'manage/customer/customerDetails/:id/totalclinics/assignnewclinic',
      screen: 'AssignNewClinicScreen',
      tour: { params: { id: '2' } },
    },
    {
      path: 'manage/customer/customerDetails/:id/totaldoctor',
      screen: 'AssignedDoctorsScreen',
      tour: { params: { id: '2' } },
    },
    {
      path: 'manage/customer/customerDetails/:id/totaldoctor/assignnewdoctor',
      screen: 'AssignNewDoctorScreen',
      tour: { params: { id: '2' } },
    },
    {
      path: 'manage/customer/clinicDetails/:clinic_id/:id',
      screen: 'CustomerClinicDetailsScreen',
      tour: { params: { clinic_id: '5', id: '2' } },
    },
  ],
});
