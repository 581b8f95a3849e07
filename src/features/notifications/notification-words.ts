import type { TagTone } from '@/components/health-result-tag';
import type { NotificationStatus } from '@/generated/model';

/**
 * The words of Notifications (docs/notifications.md): the statuses, the delivery figures, and times
 * in the browser's own zone. The types are the contract's (openapi/v3.yaml, tag `notifications`).
 */

export const STATUSES: readonly NotificationStatus[] = ['scheduled', 'sending', 'sent', 'cancelled'];

export const STATUS_TEXT: Record<NotificationStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

export const STATUS_TONE: Record<NotificationStatus, TagTone> = {
  scheduled: 'amber',
  sending: 'blue',
  sent: 'green',
  cancelled: 'neutral',
};

export const notificationNumber = (id: number): string => `#${id}`;

export const TITLE_MAX = 65;
export const BODY_MAX = 240;

/** The browser's zone, long ('India Standard Time'), at an instant (summer time changes it). */
export const zoneName = (at: Date, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZoneName: 'long', ...(timeZone ? { timeZone } : {}) })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? 'local time';

const clock = (at: Date, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(at);

const day = (at: Date, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(at);

/** '1 Jun 2026, 18:30 India Standard Time': a send time in the browser's zone. */
export const localTimeText = (iso: string, timeZone?: string): string => {
  const at = new Date(iso);
  return `${day(at, timeZone)}, ${clock(at, timeZone)} ${zoneName(at, timeZone)}`;
};

/**
 * 'Sends at 18:30 India Standard Time (13:00 UTC) on 1 Jun 2026.': a scheduled time in words, in the
 * browser's zone and in UTC, the day added to the UTC time when it differs.
 */
export const sendsAtText = (at: Date, timeZone?: string): string => {
  const localDay = day(at, timeZone);
  const utcDay = day(at, 'UTC');
  const utc = `${clock(at, 'UTC')} UTC${utcDay === localDay ? '' : ` on ${utcDay}`}`;
  return `Sends at ${clock(at, timeZone)} ${zoneName(at, timeZone)} (${utc}) on ${localDay}.`;
};
