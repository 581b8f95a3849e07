import { describe, expect, it } from 'vitest';

import { seedDemoData } from '../../src/mocks/seed';
import { newCountry, USER_ASSIGNED_CODES } from './timings-resources';

describe('the countries the bench creates', () => {
  const runs = USER_ASSIGNED_CODES.map((_, index) => newCountry(index));

  it('are valid for the create call: a name, and two capital letters as the ISO code', () => {
    for (const country of runs) {
      expect(country.name.trim()).not.toBe('');
      expect(country.code).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('take a name and a code no other run and no seeded country has (the demo API refuses both with 422)', () => {
    const seeded = seedDemoData().countries;
    const names = [...runs, ...seeded].map((country) => country.name.toLowerCase());
    const codes = [...runs, ...seeded].map((country) => country.code);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('stops with a message past the last free code, rather than being refused mid-run', () => {
    expect(() => newCountry(USER_ASSIGNED_CODES.length)).toThrow(/at most 42 countries/);
  });
});
