/**
 * docs/requirements.md 11.7, CSV injection (OWASP "CSV Injection"; OWASP ASVS 5.0, V1.2.10): a cell
 * that starts with `=`, `+`, `-`, `@`, a tab, a carriage return, a line feed or NUL, or with the
 * full-width `＝`, `＋`, `－` or `＠`, is prefixed with a single quote, so a spreadsheet shows it as text
 * instead of running it as a formula. One exception: a plain finite number (`-5`, `-0.75`, `1e-7`,
 * no `+` sign, nothing around it) is left as it is, so that a spreadsheet reads it as a number; such
 * a cell cannot hold a formula. `+3` is still prefixed: the app never writes a number with a `+`,
 * and a phone such as `+919876543210` must stay text. Every exported cell goes through this; null
 * and undefined are empty. docs/patients.md, "Neutralising".
 */
// A string's characters: = + - @, tab, CR, LF, NUL, and the full-width ＝ ＋ － ＠.
const FORMULA_START = new Set('=+-@\t\r\n\u0000\uFF1D\uFF0B\uFF0D\uFF20');
const PLAIN_NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;

export const neutraliseCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
        ? String(value)
        : (JSON.stringify(value) ?? '');
  return FORMULA_START.has(text.charAt(0)) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
};
