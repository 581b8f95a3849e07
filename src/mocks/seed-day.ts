export const DAY = 86_400_000;

/**
 * The day the seed's literal dates are written for (docs/demo-api.md, "One clock"): on any other
 * day every seeded date moves by the whole days between the two, so camps, releases, screenings and
 * consultations keep their places around the demo's today. The tests pin their clock to this day.
 */
export const SEED_DAY = '2026-06-01';
/** Whole days from SEED_DAY to the UTC day of `now`. */
export const seedShiftDays = (now: number): number =>
  Math.floor(now / DAY) - Math.floor(Date.parse(`${SEED_DAY}T00:00:00.000Z`) / DAY);
/** A `YYYY-MM-DD` day moved by whole days. */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);
