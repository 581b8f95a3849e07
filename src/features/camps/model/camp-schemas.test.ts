import { describe, expect, it } from 'vitest';

import type { CampWriteRequest } from '@/generated/model';

import { addCampSchema, CAMP_TEXT, editCampSchema, validateCamp } from './camp-schemas';

const valid: CampWriteRequest = {
  name: 'Camp_Meera_Andheri_01-03-2026',
  start_date: '2026-03-01',
  end_date: '2026-03-05',
  location_id: 5,
  user_id: 2,
  status: true,
  camp_status: true,
};

describe('addCampSchema', () => {
  it('accepts a complete camp', () => {
    expect(validateCamp(addCampSchema, valid)).toEqual({ ok: true, data: valid });
  });

  it('names every missing field with the spec text', () => {
    const result = validateCamp(addCampSchema, {
      ...valid,
      start_date: '',
      end_date: ' ',
      location_id: 0,
      user_id: 0,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        start_date: CAMP_TEXT.startRequired,
        end_date: CAMP_TEXT.endRequired,
        location_id: 'Select Location',
        user_id: 'Select customer',
      },
    });
  });

  it('refuses an end date before the start date', () => {
    expect(validateCamp(addCampSchema, { ...valid, end_date: '2026-02-28' })).toEqual({
      ok: false,
      errors: { end_date: 'End date must be after start date' },
    });
  });
});

describe('editCampSchema', () => {
  it('accepts the same end and start date', () => {
    expect(validateCamp(editCampSchema, { ...valid, end_date: valid.start_date }).ok).toBe(true);
  });

  it.each<[string, Partial<CampWriteRequest>, string, string]>([
    ['empty name', { name: '' }, 'name', 'Camp name is required'],
    ['513-character name', { name: 'x'.repeat(513) }, 'name', 'Name must be less than 512 characters'],
    ['no start date', { start_date: '' }, 'start_date', 'Start date is required'],
    ['no end date', { end_date: '' }, 'end_date', 'End date is required'],
    [
      'a 1025-character start date',
      { start_date: '2'.repeat(1025) },
      'start_date',
      'Start date must be at most 1024 characters',
    ],
    [
      'a 513-character end date',
      { end_date: '2'.repeat(513) },
      'end_date',
      'End date must be at most 512 characters',
    ],
    ['no location', { location_id: 0 }, 'location_id', 'Location is required'],
    ['no customer', { user_id: 0 }, 'user_id', 'Customer is required'],
    ['end before start', { end_date: '2026-02-01' }, 'end_date', 'End date must be after start date'],
  ])('reports %s', (_name, change, field, message) => {
    expect(validateCamp(editCampSchema, { ...valid, ...change })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it('accepts a 512-character name', () => {
    expect(validateCamp(editCampSchema, { ...valid, name: 'x'.repeat(512) }).ok).toBe(true);
  });
});
