/** The clinic lists, Create Clinic, Clinic Details and Edit Clinic; the shell's route table lazy-loads them (one chunk). */
import '@/components/styles/kit.css';
import './clinics.css';

import { CLINICS_PATH, CUSTOMER_CLINICS_PATH } from '@/lib/app-paths';

import { clinicList, ClinicListScreen } from './clinic-list-screen';

const clinics = clinicList('Clinics', CLINICS_PATH, true);
const customerClinics = clinicList('Customer Clinics', CUSTOMER_CLINICS_PATH);

/** /dashboard/manage/clinic: the administrators' menu entry (customers get their own clinics too). */
export const ClinicsScreen = () => <ClinicListScreen definition={clinics} />;

/** /dashboard/manage/customerclinic: the customers' menu entry. */
export const CustomerClinicsScreen = () => <ClinicListScreen definition={customerClinics} />;

export { ClinicDetailsScreen, CreateClinicScreen, EditClinicScreen } from './clinic-screens';
