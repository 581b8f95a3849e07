import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

import { listCodec } from '@/components/resource/list-params';
import type { ConsultationStatus } from '@/generated/model';
import { TELEMEDICINE_PATH } from '@/lib/consultation-paths';
import { parseConsultationStatus } from '@/lib/consultation-status';

/** Telemedicine's URL state: `?status=requested&page=1&rows=10`; no status is every status. */
export const telemedicineCodec = listCodec<{ consultation: ConsultationStatus | null }>({
  status: false,
  extra: {
    parse: (query) => ({ consultation: parseConsultationStatus(query.get('status')) }),
    write: (query, { consultation }) => {
      if (consultation !== null) query.set('status', consultation);
    },
  },
});

/**
 * The status the list shows, and a way to show another (the picker and the counts): a new entry in
 * the history, from page 1.
 */
export const useStatusParam = (): [
  ConsultationStatus | null,
  (status: ConsultationStatus | null) => void,
] => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = telemedicineCodec.parse(search);
  const show = useCallback(
    (consultation: ConsultationStatus | null) => {
      const next = telemedicineCodec.serialize({ ...telemedicineCodec.parse(search), consultation, page: 1 });
      navigate(`~${TELEMEDICINE_PATH}?${next}`);
    },
    [navigate, search],
  );
  return [params.consultation, show];
};
