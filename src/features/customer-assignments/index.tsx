/** Assigned Clinics, Assign New Clinic, Assigned Doctors, Assign New Doctor, Customer Clinic Details: one lazy chunk. */
import '@/components/styles/kit.css';

import { AssignPage } from './assign-page';
import { assignClinic, assignedClinics } from './clinic-kind';
import { CustomerListPage } from './customer-list-page';
import { assignDoctor, assignedDoctors } from './doctor-kind';

/** manage/customer/customerDetails/:id/totalclinics. */
export const AssignedClinicsScreen = () => <CustomerListPage kind={assignedClinics} />;
/** manage/customer/customerDetails/:id/totalclinics/assignnewclinic. */
export const AssignNewClinicScreen = () => <AssignPage kind={assignClinic} />;
/** manage/customer/customerDetails/:id/totaldoctor. */
export const AssignedDoctorsScreen = () => <CustomerListPage kind={assignedDoctors} />;
/** manage/customer/customerDetails/:id/totaldoctor/assignnewdoctor. */
export const AssignNewDoctorScreen = () => <AssignPage kind={assignDoctor} />;

export { CustomerClinicDetailsScreen } from './customer-clinic-screen';
