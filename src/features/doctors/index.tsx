/** Doctors, Create/Edit Doctor, Doctor Details, Assign New Clinic and the doctor's Letter Head: one lazy chunk. */
import '@/components/styles/kit.css';
import './doctors.css';

export { AssignClinicScreen } from './assign-clinic-screen';
export { CreateDoctorScreen } from './create-doctor-screen';
export { DoctorDetailsScreen } from './doctor-details-screen';
export { DoctorListScreen as DoctorsScreen } from './doctor-list-screen';
export { EditDoctorScreen, EditDoctorScreen as EditLetterHeadScreen } from './edit-doctor-screen';
export { LetterHeadScreen } from './letter-head-screen';
