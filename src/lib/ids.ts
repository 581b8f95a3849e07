/** The largest id accepted from an address: beyond it, a typo or an attack, not a record. */
const MAX_ID = 2_147_483_647;

/**
 * A record id from the address (a path segment or a query parameter): a positive whole number
 * written plainly ('12', not '012', '1e3', '12.0' or ' 12'), else null.
 */
export const parseId = (raw: string | null | undefined): number | null => {
  if (raw === null || raw === undefined || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
};
