import { describe, expect, it } from 'vitest';

import { deriveCampName, deriveFormCampName } from './camp-name';

describe('deriveCampName', () => {
  it('joins customer first name, location name and the DD-MM-YYYY start date', () => {
    expect(deriveCampName('Meera', 'Andheri', '2026-03-01')).toBe('Camp_Meera_Andheri_01-03-2026');
  });

  it('reads a date-time start in UTC', () => {
    expect(deriveCampName('Meera', 'Andheri', '2026-03-01T23:30:00Z')).toBe('Camp_Meera_Andheri_01-03-2026');
  });
});

describe('deriveFormCampName', () => {
  it('is empty until customer, location and start date are chosen', () => {
    expect(deriveFormCampName(null, 'Andheri', '2026-03-01')).toBe('');
    expect(deriveFormCampName('Meera', undefined, '2026-03-01')).toBe('');
    expect(deriveFormCampName('Meera', 'Andheri', '')).toBe('');
    expect(deriveFormCampName('Meera', 'Andheri', '2026-03-01')).toBe('Camp_Meera_Andheri_01-03-2026');
  });
});
