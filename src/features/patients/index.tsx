/** Patients, Patient Details and Edit Patient (issue 25, docs/patients.md): one lazy chunk. */
import '@/components/styles/kit.css';

export { EditPatientScreen } from './edit-patient-screen';
export { PatientDetailsScreen } from './patient-details-screen';
export { PatientListScreen as PatientsScreen } from './patient-list-screen';
