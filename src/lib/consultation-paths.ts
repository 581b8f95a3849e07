/**
 * The telemedicine routes more than one feature links to (docs/requirements.md 2.11, 2.12;
 * docs/telemedicine.md): Telemedicine, a consultation's details (under its doctor), and a patient's
 * details (the consultations lead to their patient).
 */
export const TELEMEDICINE_PATH = '/dashboard/telemedicine';

export const consultationDetailsPath = (doctorId: number, consultationId: number): string =>
  `/dashboard/manage/doctor/${doctorId}/consultation/${consultationId}`;

export const patientDetailsHref = (patientId: number): string =>
  `/dashboard/manage/patients/patientDetails?patient_id=${patientId}`;
