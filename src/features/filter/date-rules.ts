import { earliestStartFor, oneYearAfter } from '@/atoms/filter';
import { toApiDate, todayUtc } from '@/lib/dates';

/** docs/requirements.md section 5, filter dates: the inline and toast text, verbatim. */
export const DATE_ORDER_ERROR = 'End date must be greater than Start date.';

export interface DateRange {
  /** YYYY-MM-DD */
  start_date: string;
  /** YYYY-MM-DD */
  end_date: string;
}

const todayApi = (): string => toApiDate(todayUtc());
const earlier = (a: string, b: string): string => (a < b ? a : b);

/** A new start date: never after today; an end more than a year later is pulled to start + 1 year. */
export const moveStart = (range: DateRange, start: string, today = todayApi()): DateRange => {
  const startDate = earlier(start, today);
  const latestEnd = oneYearAfter(startDate);
  return { start_date: startDate, end_date: range.end_date > latestEnd ? latestEnd : range.end_date };
};

/** A new end date: never after today; a start more than a year earlier is pulled up to the earliest allowed. */
export const moveEnd = (range: DateRange, end: string, today = todayApi()): DateRange => {
  const endDate = earlier(end, today);
  const earliestStart = earliestStartFor(endDate);
  return {
    start_date: range.start_date < earliestStart ? earliestStart : range.start_date,
    end_date: endDate,
  };
};

/** The message Apply shows (and aborts on) when the end is before the start. */
export const dateOrderError = (range: DateRange): string | null =>
  range.end_date < range.start_date ? DATE_ORDER_ERROR : null;

/*
 * The date picker works with local-time Date objects; the filter keeps calendar days. Converting
 * by the local year/month/day (not through UTC) keeps the day the user picked in every time zone.
 */
export const pickerDateOf = (apiDate: string): Date => {
  const [year = 1970, month = 1, day = 1] = apiDate.split('-').map(Number);
  return new Date(year, month - 1, day);
};

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

export const apiDateOf = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
