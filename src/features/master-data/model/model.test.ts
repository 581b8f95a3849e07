import { describe, expect, it } from 'vitest';

import { pickerCodec } from '../geography/place-lists';
import { cascade } from '../geography/picker-screen';
import { ancestorsOf, childrenPathOf, placeholderName } from './levels';
import { parsePlaceId } from './place-id';

describe('place ids from the address', () => {
  it('takes a positive whole number written plainly, and nothing else', () => {
    expect(parsePlaceId('12')).toBe(12);
    expect(parsePlaceId('2147483647')).toBe(2_147_483_647);
    for (const raw of [
      '0',
      '-1',
      '01',
      '1.5',
      '1e3',
      ' 12',
      '12 ',
      'abc',
      '',
      '2147483648',
      null,
      undefined,
    ]) {
      expect(parsePlaceId(raw)).toBeNull();
    }
  });
});

describe('levels', () => {
  it('knows each level’s ancestors, children page and id-only name', () => {
    expect(ancestorsOf('location')).toEqual(['country', 'state', 'district']);
    expect(ancestorsOf('country')).toEqual([]);
    expect(childrenPathOf('country', 3)).toBe('/dashboard/master/3/state/view');
    expect(childrenPathOf('state', 4)).toBe('/dashboard/master/4/district/view');
    expect(childrenPathOf('district', 5)).toBe('/dashboard/master/5/location/view');
    expect(placeholderName('state', 12)).toBe('State 12');
  });
});

describe('the picker pages’ URL state', () => {
  it('round-trips the chosen parents with search, page and rows', () => {
    const params = pickerCodec.parse(
      '?country_id=1&state_id=4&district_id=7&status=inactive&search=ba&page=2&rows=20',
    );
    expect(params).toEqual({
      country_id: 1,
      state_id: 4,
      district_id: 7,
      status: 'inactive',
      search: 'ba',
      page: 2,
      rows: 20,
    });
    expect(pickerCodec.serialize(params)).toBe(
      'country_id=1&state_id=4&district_id=7&status=inactive&search=ba&page=2&rows=20',
    );
  });

  it('drops a level whose parent is missing or not an id', () => {
    expect(pickerCodec.parse('?state_id=4&district_id=7')).toMatchObject({
      country_id: null,
      state_id: null,
      district_id: null,
    });
    expect(pickerCodec.parse('?country_id=1&state_id=x&district_id=7')).toMatchObject({
      country_id: 1,
      state_id: null,
      district_id: null,
    });
  });

  it('cascades: a new country clears state and district, a new state the district; page and search start over', () => {
    expect(cascade('country', 2)).toEqual({
      country_id: 2,
      state_id: null,
      district_id: null,
      page: 1,
      search: '',
    });
    expect(cascade('state', null)).toEqual({ state_id: null, district_id: null, page: 1, search: '' });
    expect(cascade('district', 9)).toEqual({ district_id: 9, page: 1, search: '' });
  });
});
