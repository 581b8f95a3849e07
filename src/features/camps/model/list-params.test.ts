import { describe, expect, it } from 'vitest';

import { DEFAULT_LIST_PARAMS, parseListParams, serializeListParams } from './list-params';

describe('parseListParams', () => {
  it('defaults to Active, no search, page 1 and 10 rows', () => {
    expect(parseListParams('')).toEqual(DEFAULT_LIST_PARAMS);
    expect(DEFAULT_LIST_PARAMS).toEqual({ status: 'active', search: '', page: 1, rows: 10 });
  });

  it('reads every parameter', () => {
    expect(parseListParams('?status=inactive&search=%20Andheri%20&page=3&rows=20')).toEqual({
      status: 'inactive',
      search: 'Andheri',
      page: 3,
      rows: 20,
    });
  });

  it.each([
    ['status=foo', { status: 'active' }],
    ['status=INACTIVE', { status: 'inactive' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=1e3', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=9999999', { page: 1 }],
    ['rows=7', { rows: 10 }],
    ['rows=5', { rows: 5 }],
    ['rows=', { rows: 10 }],
  ])('falls back safely for %s', (search, expected) => {
    expect(parseListParams(search)).toEqual({ ...DEFAULT_LIST_PARAMS, ...expected });
  });

  it('caps the search at 100 characters', () => {
    expect(parseListParams(`search=${'a'.repeat(5000)}`).search).toHaveLength(100);
  });
});

describe('serializeListParams', () => {
  it('round-trips', () => {
    const params = { status: 'inactive', search: 'Camp 1&2', page: 4, rows: 5 } as const;
    expect(parseListParams(serializeListParams(params))).toEqual(params);
  });

  it('leaves an empty search out', () => {
    expect(serializeListParams(DEFAULT_LIST_PARAMS)).toBe('status=active&page=1&rows=10');
  });
});
