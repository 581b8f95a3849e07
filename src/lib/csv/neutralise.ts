/**
 * OWASP CSV injection: a cell a spreadsheet would read as a formula (it starts with =, +, -, @, a
 * tab or a carriage return) is prefixed with a single quote, so it opens as text. Every CSV the app
 * writes passes its cells through this (/work/shared/DESIGN.md, Conventions; docs/patients.md).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutraliseCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
