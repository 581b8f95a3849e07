import { describe, expect, it } from 'vitest';

import { neutraliseCell } from './neutralise';

describe('neutraliseCell', () => {
  it.each(['=HYPERLINK("http://x")', '=SUM(A1:A2)', '+1', '+91 98', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'prefixes a quote to %j',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves ordinary text and inner formula characters alone', () => {
    expect(neutraliseCell('Asha')).toBe('Asha');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell(' =x')).toBe(' =x');
  });

  it('writes numbers as text, negatives neutralised, and nothing for null', () => {
    expect(neutraliseCell(42)).toBe('42');
    expect(neutraliseCell(-1.5)).toBe("'-1.5");
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
  });
});
