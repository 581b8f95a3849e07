/**
 * docs/requirements.md 11.7 (OWASP CSV injection): a cell that starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return is prefixed with a single quote, so a spreadsheet shows it as text instead of
 * running it as a formula. Every exported cell goes through this; null and undefined are empty.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutraliseCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
        ? String(value)
        : (JSON.stringify(value) ?? '');
  return FORMULA_START.test(text) ? `'${text}` : text;
};
