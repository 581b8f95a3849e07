/** The Patients routes (docs/patients.md, requirements 2.11). */
export const PATIENTS_PATH = '/dashboard/manage/patients';
export const patientDetailsPath = (id: number): string => `${PATIENTS_PATH}/patientDetails?patient_id=${id}`;
export const editPatientPath = (id: number): string => `${PATIENTS_PATH}/patientDetails/${id}/edit`;
export const uploadPatientsPath = (clinicId: number): string =>
  `/dashboard/manage/patient/upload-patient/${clinicId}`;

export const GENDER_TEXT = { male: 'Male', female: 'Female' } as const;

export const fullName = (person: { first_name: string; last_name: string }): string =>
  `${person.first_name} ${person.last_name}`.trim();
