/** The four camp screens; the shell's route table lazy-loads each one. */
export { CampsListScreen } from './camps-list-screen';
export { AddCampScreen } from './add-camp-screen';
export { CampDetailsScreen } from './camp-details-screen';
export { AssignClinicsScreen } from './assign-clinics-screen';
