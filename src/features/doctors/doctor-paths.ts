/** The Doctors routes (docs/telemedicine.md, "Doctors and letter head"; requirements 2.11, 2.12). */
export const DOCTORS_PATH = '/dashboard/manage/doctor';
export const CREATE_DOCTOR_PATH = `${DOCTORS_PATH}/create`;
export const doctorViewPath = (id: number): string => `${DOCTORS_PATH}/views/${id}`;
export const doctorEditPath = (id: number): string => `${DOCTORS_PATH}/views/${id}/edit`;
export const assignClinicPath = (id: number): string => `${DOCTORS_PATH}/${id}/assignnewclinic`;
export const consultationPath = (doctorId: number, consultationId: number): string =>
  `${DOCTORS_PATH}/${doctorId}/consultation/${consultationId}`;

/** 'Dr Vikram Shah'. */
export const doctorName = (doctor: { first_name: string; last_name: string }): string =>
  `Dr ${doctor.first_name} ${doctor.last_name}`.trim();
