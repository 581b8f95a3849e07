import { CLINICS_PATH } from '@/lib/app-paths';

/** Create Clinic, Clinic Details and Edit Clinic (docs/requirements.md 2.11; docs/lists.md, "Clinics"). */
export const CREATE_CLINIC_PATH = `${CLINICS_PATH}/create`;
export const clinicViewPath = (id: number): string => `${CLINICS_PATH}/clinicDetails/${id}`;
export const clinicEditPath = (id: number): string => `${CLINICS_PATH}/clinicDetails/${id}/editClinics`;
