/** docs/requirements.md section 2.10 / section 8: the text for a camp_id that is not a positive number. */
export const INVALID_CAMP_ID_TEXT = 'Invalid or missing camp ID. Please check the URL.';

// Digits only, no sign, no leading zero, no exponent: '1e309', '-1', '1.5' and '０１' are refused.
// Sixteen digits at most keeps a 5,000-character value from ever reaching Number().
const CAMP_ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/** The camp id of a query string value, or null when it is not a safe positive integer. */
export const parseCampId = (raw: string | null | undefined): number | null => {
  if (raw === null || raw === undefined || !CAMP_ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
};

/** Reads `camp_id` from a query string such as wouter's `useSearch()` value. */
export const campIdFromSearch = (search: string): number | null =>
  parseCampId(new URLSearchParams(search).get('camp_id'));
