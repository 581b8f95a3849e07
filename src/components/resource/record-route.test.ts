import { describe, expect, it } from 'vitest';

import { recordRouteOf, type RecordRouteSpec } from './record-route';

const PATIENT: RecordRouteSpec = { singular: 'Patient', param: 'patient_id', foreign: 'Not yours.' };

describe('recordRouteOf', () => {
  it('takes a positive whole number written plainly, up to the largest id, with its states', () => {
    expect(recordRouteOf(PATIENT, '12')).toEqual({
      id: 12,
      notFound: 'No patient with ID 12 was found. It may have been removed.',
      foreign: 'Not yours.',
    });
    expect(recordRouteOf(PATIENT, '2147483647').id).toBe(2_147_483_647);
  });

  it.each(['', 'abc', '0', '-3', '1.5', '01', '1e3', ' 12', '2147483648', '99999999999'])(
    'refuses %j, saying why',
    (raw) => {
      expect(recordRouteOf(PATIENT, raw)).toEqual({
        id: null,
        message: `'${raw}' is not a patient id: an id is a whole number from 1.`,
      });
    },
  );

  it('says a missing id its own way where the screen has words for it', () => {
    const details = { ...PATIENT, missingText: 'No patient was chosen.' };
    expect(recordRouteOf(details, null)).toEqual({ id: null, message: 'No patient was chosen.' });
    expect(recordRouteOf(details, '')).toEqual({ id: null, message: 'No patient was chosen.' });
    expect(recordRouteOf(PATIENT, undefined)).toEqual({
      id: null,
      message: "'' is not a patient id: an id is a whole number from 1.",
    });
  });

  it('needs every other id of the address to be one, naming the bad one', () => {
    const nested = { ...PATIENT, badId: (raw: string) => `'${raw}' is not an id.` };
    expect(recordRouteOf(nested, '5', ['3']).id).toBe(5);
    expect(recordRouteOf(nested, '5', ['x3'])).toEqual({ id: null, message: "'x3' is not an id." });
    expect(recordRouteOf(nested, 'y5', ['x3'])).toEqual({ id: null, message: "'y5' is not an id." });
    expect(recordRouteOf(nested, '5', [undefined])).toEqual({ id: null, message: "'' is not an id." });
  });
});
