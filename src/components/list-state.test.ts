import { describe, expect, it } from 'vitest';

import {
  cleanSearch,
  DEFAULT_PAGED,
  parseChoice,
  parsePage,
  parsePaged,
  parseRows,
  writePaged,
} from './list-state';

describe('list URL state', () => {
  it('reads page, rows and search, and falls back on anything unexpected', () => {
    expect(parsePaged(new URLSearchParams(''))).toEqual(DEFAULT_PAGED);
    expect(parsePaged(new URLSearchParams('search=%20Asha%20&page=3&rows=20'))).toEqual({
      search: 'Asha',
      page: 3,
      rows: 20,
    });
    for (const raw of ['0', '-1', 'abc', '1e3', '2.5', '9999999']) expect(parsePage(raw)).toBe(1);
    for (const raw of ['7', '', null, '100']) expect(parseRows(raw)).toBe(10);
    expect(parseRows('5')).toBe(5);
  });

  it('writes search only when there is one, then page and rows', () => {
    expect(writePaged(new URLSearchParams({ tab: 'x' }), DEFAULT_PAGED).toString()).toBe(
      'tab=x&page=1&rows=10',
    );
    const params = { search: 'a&b', page: 4, rows: 5 } as const;
    expect(parsePaged(writePaged(new URLSearchParams(), params))).toEqual(params);
  });

  it('trims and caps the search at 100 characters', () => {
    expect(cleanSearch('  x ')).toBe('x');
    expect(cleanSearch(null)).toBe('');
    expect(cleanSearch('a'.repeat(500))).toHaveLength(100);
  });

  it('takes a tab only from its allowed values, case-insensitively', () => {
    const tabs: [string, ...string[]] = ['not-synced', 'pending-update'];
    expect(parseChoice('PENDING-UPDATE', tabs)).toBe('pending-update');
    expect(parseChoice('other', tabs)).toBe('not-synced');
    expect(parseChoice(null, tabs)).toBe('not-synced');
  });
});
