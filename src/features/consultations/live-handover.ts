import type { QueryClient } from '@tanstack/react-query';

import {
  getFilterConsultationsQueryKey,
  getGetConsultationQueryKey,
} from '@/generated/api/consultations/consultations';
import type { Consultation, ConsultationPage } from '@/generated/model';

/**
 * Start answers with the consultation now in progress: the record Live Consultation reads, first
 * through its list of one (the doctor's consultation in progress), then by id. Both go in the cache,
 * so the page shows it as soon as it opens instead of asking the server twice more, one call after
 * the other (docs/telemedicine.md). The list's request is the live page's own
 * (src/features/live-consultation/live-queries.ts: features import no other feature); a difference
 * would only cost the two calls again. The page keeps these entries only while it is open (its
 * queries' gcTime is 0), so a later visit reads the server again.
 */
export const handOverToLive = (client: QueryClient, doctorId: number, c: Consultation): void => {
  const inProgress = { page: 1, limit: 1, status: 'in_progress', doctor_id: doctorId } as const;
  const page: ConsultationPage = { records: [c], total_count: 1 };
  client.setQueryData(getFilterConsultationsQueryKey(inProgress), page);
  client.setQueryData(getGetConsultationQueryKey(c.id), c);
};
