import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { csvChunk } from './csv-chunk';
import { neutraliseCell } from './neutralise';

/** The cell as a spreadsheet would get it: through the export's CSV writer, then papaparse's reader. */
const roundTrip = (value: unknown): string => {
  const text = csvChunk([['before', neutraliseCell(value), 'after']], ['A', 'Cell', 'B']);
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  expect(rows).toHaveLength(2);
  return rows[1]![1]!;
};

// Issue 32, finding 7 (docs/reliability.md): OWASP's CSV injection list plus ASVS 5.0's (LF, NUL),
// and the full-width forms a spreadsheet may fold to their ASCII twins.
const HOSTILE: readonly (readonly [string, string])[] = [
  ['=', '=HYPERLINK("http://x")'],
  ['=', '=SUM(A1:A2)'],
  ['+', '+1'],
  ['+ (a phone)', '+91 98'],
  ['+ (a phone, digits only)', '+919876543210'],
  ['+ (a signed number)', '+3'],
  ['-', '-2+3'],
  ['- (DDE)', "-2+3+cmd|' /C calc'!A0"],
  ['- (not a number)', '-5 kg'],
  ['- (minus alone)', '-'],
  ['@', '@SUM(A1)'],
  ['tab', '\tx'],
  ['CR', '\rx'],
  ['LF', '\n=1+1'],
  ['NUL (the probe: external_id)', '\u0000=1+1'],
  ['full-width =', '\uFF1D1+1'],
  ['full-width +', '\uFF0B1+1'],
  ['full-width -', '\uFF0D1+1'],
  ['full-width @', '\uFF20SUM(A1)'],
];

const BENIGN: readonly (readonly [string, unknown, string])[] = [
  ['text', 'Asha', 'Asha'],
  ['empty', '', ''],
  ['an inner =', 'a=b', 'a=b'],
  ['a leading space', ' =x', ' =x'],
  ['a negative integer', '-5', '-5'],
  ['a negative decimal', '-0.75', '-0.75'],
  ['a positive decimal', '36.6', '36.6'],
  ['a number with an exponent', '-1e-7', '-1e-7'],
  ['a negative number value', -5, '-5'],
  ['a negative decimal value', -1.5, '-1.5'],
  ['a number value', 42, '42'],
  ['a tiny number value', -1e-7, '-1e-7'],
  ['a date', '2026-06-01', '2026-06-01'],
  ['null', null, ''],
  ['undefined', undefined, ''],
];

describe('neutraliseCell', () => {
  it.each(HOSTILE)(
    'prefixes a quote to a cell starting with %s (%j), and it reads back as text',
    (_, cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
      expect(roundTrip(cell)).toBe(`'${cell}`);
    },
  );

  it.each(BENIGN)('leaves %s alone (%j), and it reads back as written', (_, cell, written) => {
    expect(neutraliseCell(cell)).toBe(written);
    expect(roundTrip(cell)).toBe(written);
  });

  it('never lets a cell that does not read back as a plain number start with a trigger', () => {
    const triggers = ['=', '+', '-', '@', '\t', '\r', '\n', '\u0000', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];
    const tails = ['', '1', '-1', '1+1', 'cmd|x', '0.5e', '1.', '.5', '5,0', 'Infinity', 'NaN', ' 5'];
    for (const start of triggers)
      for (const tail of tails) {
        const out = roundTrip(start + tail);
        const plainNumber = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(out);
        if (!plainNumber)
          expect(
            triggers.some((t) => out.startsWith(t)),
            JSON.stringify(out),
          ).toBe(false);
      }
  });

  it('writes other values as JSON text, neutralised too', () => {
    expect(neutraliseCell(true)).toBe('true');
    expect(neutraliseCell({ a: 1 })).toBe('{"a":1}');
    expect(neutraliseCell(['=1'])).toBe('["=1"]');
  });
});
