import { describe, expect, it } from 'vitest';

import { campIdFromSearch, parseCampId } from './camp-id';

describe('parseCampId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('accepts the positive integer %s', (raw, expected) => {
    expect(parseCampId(raw)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-1'],
    ['letters', 'abc'],
    ['exponent', '1e309'],
    ['decimal', '1.5'],
    ['leading zero', '01'],
    ['plus sign', '+1'],
    ['padded', ' 1'],
    ['hex', '0x10'],
    ['unsafe integer', '9007199254740993'],
    ['5,000 characters', '9'.repeat(5000)],
  ])('refuses %s', (_name, raw) => {
    expect(parseCampId(raw)).toBeNull();
  });
});

describe('campIdFromSearch', () => {
  it('reads camp_id from a query string', () => {
    expect(campIdFromSearch('camp_id=7&x=1')).toBe(7);
    expect(campIdFromSearch('?camp_id=7')).toBe(7);
  });

  it('is null without camp_id', () => {
    expect(campIdFromSearch('id=7')).toBeNull();
  });
});
