import type { RecordRouteSpec } from '@/components/resource/record-route';
import { CUSTOMERS_PATH } from '@/lib/app-paths';

/** The customer-assignment routes (docs/requirements.md 2.11.4, 2.11.5; docs/customer-assignments.md). */
export const customerDetailsPath = (id: number): string => `${CUSTOMERS_PATH}/customerDetails/${id}`;
export const assignedClinicsPath = (id: number): string => `${customerDetailsPath(id)}/totalclinics`;
export const assignClinicPath = (id: number): string => `${assignedClinicsPath(id)}/assignnewclinic`;
export const assignedDoctorsPath = (id: number): string => `${customerDetailsPath(id)}/totaldoctor`;
export const assignDoctorPath = (id: number): string => `${assignedDoctorsPath(id)}/assignnewdoctor`;
export const customerClinicPath = (clinicId: number, customerId: number): string =>
  `${CUSTOMERS_PATH}/clinicDetails/${clinicId}/${customerId}`;

/** Pages of other features these screens link to. */
export const clinicDetailsPath = (id: number): string => `/dashboard/manage/clinic/clinicDetails/${id}`;
export const doctorDetailsPath = (id: number): string => `/dashboard/manage/doctor/views/${id}`;
export const kioskDetailsPath = (id: number): string => `/dashboard/manage/kiosk-inventory/view/${id}`;

/** The customer of the route (`:id`). */
export const CUSTOMER_ROUTE: RecordRouteSpec = { singular: 'Customer', param: 'id' };
