import type { ConsultationStatus } from '@/generated/model';
import { parseConsultationStatus } from '@/lib/consultation-status';

/** The doctor's routes (requirements 2.12, docs/telemedicine.md). The queue keeps the route's spelling. */
export const QUEUE_PATH = '/dashboard/consulataion';
export const LIVE_PATH = '/dashboard/live';
export const BOOKINGS_PATH = '/dashboard/doctor/patientbooking';

/** The queue's status filter: one status, or every status. */
export type QueueFilter = ConsultationStatus | 'all';

/** Waiting: the requests nobody has accepted yet. */
export const DEFAULT_QUEUE_FILTER: QueueFilter = 'requested';

/** `?status=` from the URL: a status, 'all', else the default (waiting). */
export const parseQueueFilter = (raw: string | null): QueueFilter =>
  raw === 'all' ? 'all' : (parseConsultationStatus(raw) ?? DEFAULT_QUEUE_FILTER);

export const queuePath = (filter: QueueFilter): string => `${QUEUE_PATH}?status=${filter}`;

export const GENDER_TEXT = { male: 'Male', female: 'Female' } as const;

/** 'Ravi Kumar, 54, Male': the queue's patient cell. */
export const patientText = (patient: {
  first_name: string;
  last_name: string;
  age: number;
  gender: 'male' | 'female';
}): string =>
  `${`${patient.first_name} ${patient.last_name}`.trim()}, ${patient.age}, ${GENDER_TEXT[patient.gender]}`;
