/** Whole years between a YYYY-MM-DD birth day and a YYYY-MM-DD day (birthdays counted on the day). */
export const ageOn = (dateOfBirth: string, day: string): number => {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
};
