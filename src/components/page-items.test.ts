import { describe, expect, it } from 'vitest';

import { pageCountOf, pageItems } from './page-items';

const show = (current: number, count: number): string =>
  pageItems(current, count)
    .map((item) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('pageItems', () => {
  it.each([
    [1, 1, '1'],
    [1, 3, '1 2 3'],
    [1, 10, '1 2 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [10, 10, '1 … 9 10'],
    [8, 10, '1 … 7 8 9 10'],
  ])('page %i of %i shows %s', (current, count, expected) => {
    expect(show(current, count)).toBe(expected);
  });

  it('is empty without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('pageCountOf', () => {
  it('has at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(21, 10)).toBe(3);
    expect(pageCountOf(20, 10)).toBe(2);
  });
});
