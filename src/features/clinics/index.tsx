/** The clinic list screens; the shell's route table lazy-loads them (one chunk). */
import '@/components/styles/kit.css';

import { ClinicListScreen } from './clinic-list-screen';

export const CLINICS_PATH = '/dashboard/manage/clinic';
export const CUSTOMER_CLINICS_PATH = '/dashboard/manage/customerclinic';

/** /dashboard/manage/clinic: the administrators' menu entry (customers get their own clinics too). */
export const ClinicsScreen = () => <ClinicListScreen title="Clinics" path={CLINICS_PATH} />;

/** /dashboard/manage/customerclinic: the customers' menu entry. */
export const CustomerClinicsScreen = () => (
  <ClinicListScreen title="Customer Clinics" path={CUSTOMER_CLINICS_PATH} />
);
