import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { CreateCountryBody, CreateStateBody } from '@/generated/zod/v3.zod';

import { fieldMessages } from './zod-messages';

/** The messages, each once (a form shows a field's first; an empty name breaks two rules with one text). */
const messages = (schema: z.ZodType, value: unknown, fields: Parameters<typeof fieldMessages>[0]) => [
  ...new Set(
    schema.safeParse(value, { error: fieldMessages(fields) }).error?.issues.map((issue) => issue.message),
  ),
];

const FIELDS = { name: { label: 'Name' }, code: { label: 'ISO code', format: 'Use two letters' } };

describe('fieldMessages: the contract’s rules in words', () => {
  it('says a missing, empty or blank value is required', () => {
    expect(messages(CreateCountryBody, {}, FIELDS)).toEqual(['Name is required', 'ISO code is required']);
    expect(messages(CreateCountryBody, { name: '', code: 'IN' }, FIELDS)).toEqual(['Name is required']);
    expect(messages(CreateCountryBody, { name: '   ', code: 'IN' }, FIELDS)).toEqual(['Name is required']);
  });

  it('names the limit of a text that is too long, and the format of one that does not fit', () => {
    expect(messages(CreateCountryBody, { name: 'x'.repeat(101), code: 'IN' }, FIELDS)).toEqual([
      'Name must be at most 100 characters',
    ]);
    expect(messages(CreateCountryBody, { name: 'India', code: 'in' }, FIELDS)).toEqual(['Use two letters']);
    expect(messages(CreateCountryBody, { name: 'India', code: 'in' }, { code: { label: 'Code' } })).toEqual([
      'Code is not in the expected form',
    ]);
  });

  it('says a picked parent is required, and that a number must be a whole one', () => {
    const fields = { name: { label: 'Name' }, country_id: { label: 'Country' } };
    expect(messages(CreateStateBody, { name: 'Goa' }, fields)).toEqual(['Country is required']);
    expect(messages(CreateStateBody, { name: 'Goa', country_id: 1.5 }, fields)).toEqual([
      'Country must be a whole number',
    ]);
    expect(messages(CreateStateBody, { name: 'Goa', country_id: 0 }, fields)).toEqual([
      'Country must be at least 1',
    ]);
  });

  it('leaves a message a schema words itself, and fields it does not know, as they are', () => {
    const own = z.object({ name: z.string().min(1, 'Camp name is required') });
    expect(messages(own, { name: '' }, FIELDS)).toEqual(['Camp name is required']);
    expect(messages(z.object({ other: z.string() }), {}, FIELDS)[0]).toMatch(/expected string/);
  });
});

describe('fieldMessages: the fields of a list’s rows', () => {
  const rows = z.object({ ranges: z.array(z.object({ low: z.number().nullable(), age_from: z.int() })) });
  const fields = {
    ranges: { label: 'Ranges', items: { low: { label: 'Low' }, age_from: { label: 'Age from' } } },
  };

  it('words a row’s field by its own words', () => {
    expect(messages(rows, { ranges: [{ low: Number.NaN, age_from: 18 }] }, fields)).toEqual([
      'Low must be a number',
    ]);
    expect(messages(rows, { ranges: [{ low: null }] }, fields)).toEqual(['Age from is required']);
    expect(messages(rows, { ranges: [{ low: null, age_from: 1.5 }] }, fields)).toEqual([
      'Age from must be a whole number',
    ]);
  });

  it('leaves a row’s field without words as zod says it', () => {
    expect(
      messages(rows, { ranges: [{ low: 'x', age_from: 1 }] }, { ranges: { label: 'Ranges' } })[0],
    ).toMatch(/expected number/);
  });
});

describe('fieldMessages: a list with too few items', () => {
  const picks = z.object({ labels: z.array(z.string()).min(1) });

  it('says how many are needed, or the field’s own words', () => {
    expect(messages(picks, { labels: [] }, { labels: { label: 'Labels' } })).toEqual([
      'Labels: at least 1 needed',
    ]);
    expect(
      messages(picks, { labels: [] }, { labels: { label: 'Labels', none: 'Pick at least one label' } }),
    ).toEqual(['Pick at least one label']);
  });
});
