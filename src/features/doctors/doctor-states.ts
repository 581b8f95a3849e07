import type { RecordRouteSpec } from '@/components/resource/record-route';

/** The server's refusal of another customer's (or another doctor's) doctor, when it gives no words. */
export const FOREIGN_TEXT = 'This doctor is not one of yours.';

/** Every doctor screen's `:doctor_id`: Doctor Details, Edit Doctor, Assign New Clinic, the letter head. */
export const DOCTOR_ROUTE: RecordRouteSpec = {
  singular: 'Doctor',
  param: 'doctor_id',
  foreign: FOREIGN_TEXT,
};
