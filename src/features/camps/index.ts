/** The four camp screens; the shell's route table lazy-loads each one. */
import '@/components/styles/kit.css';
import './camps.css';

export { CampsListScreen } from './list/camps-list-screen';
export { AddCampScreen } from './add/add-camp-screen';
export { CampDetailsScreen } from './details/camp-details-screen';
export { AssignClinicsScreen } from './assign/assign-clinics-screen';
