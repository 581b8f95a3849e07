/** Placeholder: the camps issue builds this screen. */
export const AssignClinicsScreen = () => <h1>Assign New Clinics</h1>;
