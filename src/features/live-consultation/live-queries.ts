import type { ConsultationFilterRequest } from '@/generated/model';

/**
 * What Live Consultation asks first: the doctor's one consultation in progress. Start on the queue
 * puts its answer in the cache under this request and under the record's own key
 * (src/features/consultations/live-handover.ts, which holds the same four fields: features import
 * no other feature), so the page shows it without asking again.
 */
export const inProgressOf = (doctorId: number): ConsultationFilterRequest => ({
  page: 1,
  limit: 1,
  status: 'in_progress',
  doctor_id: doctorId,
});
