import { API_DATE_FORMAT, dayjs, isApiDate, toApiDate, todayUtc } from '@/lib/dates';

import { BOOKINGS_PATH } from './consultation-paths';

/** `?date=YYYY-MM-DD` from the URL: a real day, else today (UTC). */
export const parseBookingDay = (search: string): string => {
  const raw = new URLSearchParams(search).get('date') ?? '';
  return isApiDate(raw) ? raw : toApiDate(todayUtc());
};

/** The day before or after, as YYYY-MM-DD. */
export const shiftDay = (day: string, by: number): string =>
  dayjs.utc(day).add(by, 'day').format(API_DATE_FORMAT);

export const bookingsPath = (day: string): string => `${BOOKINGS_PATH}?date=${day}`;
