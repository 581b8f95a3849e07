import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Dates are shown DD-MM-YYYY and read in UTC (docs/requirements.md section 9). */
export const DISPLAY_DATE_FORMAT = 'DD-MM-YYYY';
/** The filter and camp APIs take YYYY-MM-DD. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

/** '2026-03-01T10:00:00Z' -> '01-03-2026'; an unparsable value -> '' (never 'Invalid Date'). */
export const formatDisplayDate = (value: string | Date | Dayjs | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed.format(DISPLAY_DATE_FORMAT) : '';
};

export const toApiDate = (value: string | Date | Dayjs): string => dayjs.utc(value).format(API_DATE_FORMAT);

/** A calendar date (no time) in UTC, from an API value or a Date picked in the browser's zone. */
export const parseApiDate = (value: string): Dayjs | null => {
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed.startOf('day') : null;
};

export const todayUtc = (): Dayjs => dayjs.utc().startOf('day');

export { dayjs };
