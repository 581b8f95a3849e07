import { CUSTOMERS_PATH } from '@/lib/app-paths';

/** Create Customer, Customer Details, Edit Customer and the lists its counts link to (docs/customers.md). */
export const CREATE_CUSTOMER_PATH = `${CUSTOMERS_PATH}/create`;
export const customerViewPath = (id: number): string => `${CUSTOMERS_PATH}/customerDetails/${id}`;
export const customerEditPath = (id: number): string => `${customerViewPath(id)}/edit`;
export const customerClinicsPath = (id: number): string => `${customerViewPath(id)}/totalclinics`;
export const customerDoctorsPath = (id: number): string => `${customerViewPath(id)}/totaldoctor`;
export const customerKiosksPath = (id: number): string => `/dashboard/manage/kiosk-inventory?customer=${id}`;
