import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Dates are shown DD-MM-YYYY and read in UTC (docs/requirements.md section 9). */
const DISPLAY_DATE_FORMAT = 'DD-MM-YYYY';
/** Date-times are shown DD-MM-YYYY HH:mm, in UTC as well. */
const DISPLAY_DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';
/** The filter and camp APIs take YYYY-MM-DD. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

const API_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// RFC 3339's profile of ISO 8601: a date, 'T', hours and minutes (seconds and a fraction optional)
// and a zone, 'Z' or +hh:mm / -hh:mm. A date-time without a zone names no instant: refused.
const API_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * The instant of these UTC fields, or null when they name no real moment. The round trip refuses
 * what `Date` would roll over (30 February is 2 March, 24:00 the next day). `setUTCFullYear` keeps
 * the years 0 to 99, which `Date.UTC` would move to the 1900s.
 */
const utcInstant = (fields: readonly number[]): number | null => {
  const wanted = [0, 1, 2, 3, 4, 5].map((index) => fields[index] ?? 0);
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = wanted;
  if (year < 1 || month < 1 || month > 12 || day < 1 || hours > 23 || minutes > 59 || seconds > 59)
    return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hours, minutes, seconds, 0);
  const back = [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
  return back.every((value, index) => value === wanted[index]) ? date.getTime() : null;
};

/**
 * The one strict reader of an API date (issue 32): exactly `YYYY-MM-DD`, a day of the calendar
 * (`2026-02-30` and `1990-13-45` are null, not 2 March and 14 February 1991), as its UTC midnight.
 */
export const parseApiDate = (value: string): Dayjs | null => {
  const match = typeof value === 'string' ? API_DATE.exec(value) : null;
  if (!match) return null;
  const ms = utcInstant(match.slice(1, 4).map(Number));
  return ms === null ? null : dayjs.utc(ms);
};

/** Whether a value is an API date (`YYYY-MM-DD`, a real day). */
export const isApiDate = (value: unknown): value is string =>
  typeof value === 'string' && parseApiDate(value) !== null;

/**
 * The one strict reader of an API date-time: ISO 8601 (RFC 3339) with its zone, `Z` or an offset
 * up to ±23:59, every field in range and a real day; the instant in UTC, or null.
 */
export const parseApiDateTime = (value: string): Dayjs | null => {
  const match = typeof value === 'string' ? API_DATE_TIME.exec(value) : null;
  if (!match) return null;
  const [
    ,
    year,
    month,
    day,
    hours,
    minutes,
    seconds = '0',
    fraction = '',
    sign,
    offsetHours = '0',
    offsetMinutes = '0',
  ] = match;
  const local = utcInstant([year, month, day, hours, minutes, seconds].map(Number));
  if (local === null || Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return null;
  const offsetMs = (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000 * (sign === '-' ? -1 : 1);
  const milliseconds = Number(fraction.padEnd(3, '0').slice(0, 3));
  return dayjs.utc(local - offsetMs + milliseconds);
};

type Displayable = string | Date | Dayjs | null | undefined;

/**
 * A value to show, as a UTC instant: an API date or date-time read strictly (a date-time a server
 * sent without its zone is read as UTC), a Date or a Dayjs; else null.
 */
const displayed = (value: Displayable): Dayjs | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string')
    return parseApiDate(value) ?? parseApiDateTime(value) ?? parseApiDateTime(`${value}Z`);
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed : null;
};

/**
 * The one display formatter of dates: '2026-03-01T23:30:00Z' -> '01-03-2026', in UTC whatever the
 * browser's zone; a missing or unreadable value -> '' (never 'Invalid Date').
 */
export const formatDisplayDate = (value: Displayable): string =>
  displayed(value)?.format(DISPLAY_DATE_FORMAT) ?? '';

/** The one display formatter of date-times: '2026-03-01T23:30:00Z' -> '01-03-2026 23:30' (UTC); '' for nothing. */
export const formatDisplayDateTime = (value: Displayable): string =>
  displayed(value)?.format(DISPLAY_DATE_TIME_FORMAT) ?? '';

/** A time of day alone: '2026-03-01T23:30:00Z' -> '23:30' (UTC); '' for nothing. */
export const formatDisplayTime = (value: Displayable): string => displayed(value)?.format('HH:mm') ?? '';

export const toApiDate = (value: string | Date | Dayjs): string => dayjs.utc(value).format(API_DATE_FORMAT);

export const todayUtc = (): Dayjs => dayjs.utc().startOf('day');

export { dayjs };
