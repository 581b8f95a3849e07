import type { TagTone } from '@/components/health-result-tag';
import type {
  QueryCategory,
  QueryPriority,
  QuerySla,
  QuerySlaState,
  QueryStatus,
  QueryView,
} from '@/generated/model';

/**
 * The words of support queries (docs/support.md): statuses, priorities, categories and the SLA's
 * time left. The unions are the contract's (openapi/v3.yaml, tag `support`).
 */
export type { QueryCategory, QueryPriority, QueryStatus, QueryView };

export const STATUSES: readonly QueryStatus[] = ['open', 'in_progress', 'resolved', 'closed'];
export const PRIORITIES: readonly QueryPriority[] = ['urgent', 'high', 'normal', 'low'];
export const CATEGORIES: readonly QueryCategory[] = [
  'kiosk_hardware',
  'app',
  'consumables',
  'billing',
  'other',
];
export const VIEWS: readonly QueryView[] = ['all', 'breaching', 'breached', 'unread'];

export const STATUS_TEXT: Record<QueryStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const STATUS_TONE: Record<QueryStatus, TagTone> = {
  open: 'amber',
  in_progress: 'blue',
  resolved: 'green',
  closed: 'neutral',
};

export const PRIORITY_TEXT: Record<QueryPriority, string> = {
  urgent: 'Urgent',
  high: 'High',
  normal: 'Normal',
  low: 'Low',
};

export const PRIORITY_TONE: Record<QueryPriority, TagTone> = {
  urgent: 'red',
  high: 'amber',
  normal: 'blue',
  low: 'neutral',
};

export const CATEGORY_TEXT: Record<QueryCategory, string> = {
  kiosk_hardware: 'Kiosk hardware',
  app: 'App',
  consumables: 'Consumables',
  billing: 'Billing',
  other: 'Other',
};

export const VIEW_TEXT: Record<QueryView, string> = {
  all: 'All',
  breaching: 'Breaching soon',
  breached: 'Breached',
  unread: 'Unread',
};

export const queryNumber = (id: number): string => `#${id}`;

/** '35 min', '2 h 10 min', '3 d 4 h' (whole minutes; a day is 24 hours of the clock). */
export const durationText = (minutes: number): string => {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total} min`;
  if (total < 24 * 60) {
    const rest = total % 60;
    return rest === 0 ? `${Math.floor(total / 60)} h` : `${Math.floor(total / 60)} h ${rest} min`;
  }
  const days = Math.floor(total / (24 * 60));
  const hours = Math.floor((total % (24 * 60)) / 60);
  return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
};

export const SLA_STATE_TEXT: Record<QuerySlaState, string> = {
  on_track: 'On track',
  breaching: 'Breaching soon',
  breached: 'Breached',
  met: 'Met',
  paused: 'Paused',
};

export const SLA_TONE: Record<QuerySlaState, TagTone> = {
  on_track: 'green',
  breaching: 'amber',
  breached: 'red',
  met: 'green',
  paused: 'neutral',
};

const CLOCK_TEXT = { first_response: 'to first response', resolution: 'to resolution' } as const;

/**
 * The SLA in words (never colour alone): 'Paused: waiting on customer', 'Overdue by 35 min',
 * '2 h 10 min left', 'Met', 'Missed' (a clock stopped late), and which clock it is.
 */
export const slaText = (sla: QuerySla): { text: string; clock: string | null } => {
  if (sla.clock === null)
    return {
      text: sla.first_response === 'breached' || sla.resolution === 'breached' ? 'Missed' : 'Met',
      clock: null,
    };
  const clock = CLOCK_TEXT[sla.clock];
  if (sla.paused) return { text: 'Paused: waiting on customer', clock };
  if (sla.left_minutes < 0) return { text: `Overdue by ${durationText(-sla.left_minutes)}`, clock };
  return { text: `${durationText(sla.left_minutes)} left`, clock };
};
