import { describe, expect, it } from 'vitest';

import {
  AREA_LABELS,
  areaOfOperation,
  areaRefusal,
  AREAS,
  areasOfOperation,
  grantOf,
  grants,
  grantsCall,
  OPERATION_AREAS,
  TAG_AREAS,
} from './areas';
import { OPERATIONS } from './http/operations';

describe('areas (docs/shell.md, "Roles and areas")', () => {
  it('gives every operation of the contract an area through its tag or an override', () => {
    const unmapped = OPERATIONS.filter(
      (operation) => !(operation.tag in TAG_AREAS) && !(operation.operationId in OPERATION_AREAS),
    ).map((operation) => operation.operationId);
    expect(unmapped).toEqual([]);
    for (const operation of OPERATIONS) {
      expect([...AREAS, 'signed-in', 'public']).toContain(areaOfOperation(operation.operationId));
    }
  });

  it('overrides only operations that exist', () => {
    const ids = new Set<string>(OPERATIONS.map((operation) => operation.operationId));
    expect(Object.keys(OPERATION_AREAS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("maps issue 37's tags as the contract says", () => {
    expect({
      users: TAG_AREAS.users,
      'api-keys': TAG_AREAS['api-keys'],
      integrations: TAG_AREAS.integrations,
      settings: TAG_AREAS.settings,
      audit: TAG_AREAS.audit,
      public: TAG_AREAS.public,
    }).toEqual({
      users: 'users',
      'api-keys': 'signed-in',
      integrations: 'integrations',
      settings: 'configuration',
      audit: 'audit',
      public: 'public',
    });
    expect(areaOfOperation('getSettings')).toBe('signed-in');
    expect(areaOfOperation('loginDashboard')).toBe('signed-in');
    expect(areaOfOperation('filterQueries')).toBe('support');
    expect(areaOfOperation('filterClinicMonitor')).toBe('monitor');
  });

  it('limits only administrators, and an administrator without `permissions` keeps everything', () => {
    expect(grantOf('Customer', ['support'])).toBeNull();
    expect(grantOf('Doctor', [])).toBeNull();
    expect(grantOf('Administrator', undefined)).toBeNull();
    expect(grantOf('Administrator', ['support', 'nonsense'])).toEqual(['support']);
    expect(grants(['support'], 'orders')).toBe(false);
    expect(grants(['support'], 'signed-in')).toBe(true);
    expect(grants(null, 'audit')).toBe(true);
  });

  it("opens the Export screen's calls to `export` too, and nothing else of Patients", () => {
    expect(areasOfOperation('filterPatients')).toEqual(['patients', 'export']);
    expect(areasOfOperation('getPatient')).toEqual(['patients']);
    expect(grantsCall(['export'], 'filterPatients')).toBe(true);
    expect(grantsCall(['export'], 'filterResults')).toBe(true);
    expect(grantsCall(['export'], 'getPatient')).toBe(false);
    expect(grantsCall(['export'], 'filterScreeningSessions')).toBe(false);
    expect(grantsCall(['support'], 'filterPatients')).toBe(false);
    expect(grantsCall(['patients'], 'filterPatients')).toBe(true);
  });

  it('words the refusal with the area label', () => {
    expect(areaRefusal('support')).toBe('Your role does not include Support.');
    expect(areaRefusal('audit')).toBe(`Your role does not include ${AREA_LABELS.audit}.`);
  });
});
