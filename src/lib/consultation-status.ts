import type { ConsultationStatus } from '@/generated/model';

import type { HealthResultTone } from './health-results';

/**
 * A consultation's status (docs/telemedicine.md, "Status"): its words, its tone, and where it may go
 * next. The status only moves forward: requested -> scheduled -> in progress -> completed, and
 * cancelled from any status before completed. The demo API enforces the same table.
 */
export const CONSULTATION_STATUSES: readonly ConsultationStatus[] = [
  'requested',
  'scheduled',
  'in_progress',
  'completed',
  'cancelled',
];

export const STATUS_TEXT: Readonly<Record<ConsultationStatus, string>> = {
  requested: 'Requested',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Tones of the result tags' palette: waiting amber, active blue, done green, cancelled red. */
export const STATUS_TONE: Readonly<Record<ConsultationStatus, HealthResultTone>> = {
  requested: 'amber',
  scheduled: 'blue',
  in_progress: 'blue',
  completed: 'green',
  cancelled: 'red',
};

export const NEXT_STATUSES: Readonly<Record<ConsultationStatus, readonly ConsultationStatus[]>> = {
  requested: ['scheduled', 'in_progress', 'cancelled'],
  scheduled: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const canMove = (from: ConsultationStatus, to: ConsultationStatus): boolean =>
  NEXT_STATUSES[from].includes(to);

/** A status from untrusted text (the URL), or null. */
export const parseConsultationStatus = (value: string | null | undefined): ConsultationStatus | null =>
  CONSULTATION_STATUSES.find((status) => status === value) ?? null;

/**
 * Minutes a patient waited (or has been waiting): from the request to the start, or to `now` while
 * not started. Null for a consultation that ended without starting (cancelled).
 */
export const waitMinutes = (
  row: { requested_at: string; started_at: string | null; status: ConsultationStatus },
  now: number,
): number | null => {
  const from = Date.parse(row.requested_at);
  if (row.started_at) return Math.max(0, Math.round((Date.parse(row.started_at) - from) / 60_000));
  if (row.status === 'requested' || row.status === 'scheduled')
    return Math.max(0, Math.round((now - from) / 60_000));
  return null;
};

/** '45 min', '2 h 5 min', '3 d 4 h'; a dash for none. */
export const formatWait = (minutes: number | null): string => {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
};
