import type { DemoClinic } from '../types';

/**
 * The applied filter's AMC License section on the clinic route (docs/requirements.md 2.6.8, 3.8;
 * docs/lists.md, "AMC License"), against the clinic's real `amc_expiry` and the demo clock's day:
 * - `expired`: the licence's last day is before today;
 * - `one_month`, `three_months`, `six_months`: it is today or later and at most that many calendar
 *   months ahead, both ends included (on 31 January, one month ahead is 28 or 29 February).
 */
export type AmcExpiry = 'one_month' | 'three_months' | 'six_months' | 'expired';

const MONTHS: Record<Exclude<AmcExpiry, 'expired'>, number> = {
  one_month: 1,
  three_months: 3,
  six_months: 6,
};

/** YYYY-MM-DD `months` calendar months after `day`, the day of month clamped to the month's last. */
export const addMonths = (day: string, months: number): string => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
};

/** Whether the clinic's licence falls in the AMC value, `today` being YYYY-MM-DD. */
export const amcMatcher =
  (value: AmcExpiry | null | undefined, today: string) =>
  (clinic: Pick<DemoClinic, 'amc_expiry'>): boolean => {
    if (value == null) return true;
    if (value === 'expired') return clinic.amc_expiry < today;
    return clinic.amc_expiry >= today && clinic.amc_expiry <= addMonths(today, MONTHS[value]);
  };
