import { describe, expect, it } from 'vitest';

import { neutraliseCell } from './neutralise';

describe('neutraliseCell (OWASP CSV injection)', () => {
  it.each(['=SUM(A1:A2)', '+91 98', '-2+3', '@cmd', '\tx', '\rx'])('prefixes %j with a quote', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('leaves other cells alone, including a formula character later in the cell', () => {
    expect(neutraliseCell('Asha')).toBe('Asha');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell(' =1')).toBe(' =1');
  });
});
