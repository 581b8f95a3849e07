import { describe, expect, it } from 'vitest';

import {
  cellsOf,
  checkRow,
  COLUMNS,
  fileDuplicates,
  headerProblems,
  type ImportRow,
  isoDateOf,
} from './rules';

const TODAY = '2026-11-25';
const good = {
  patient_id: 'P-1',
  first_name: 'Ravi',
  last_name: 'Shah',
  date_of_birth: '01-02-1980',
  gender: 'M',
  phone: '+919811111111',
  email: '',
};

describe('headerProblems', () => {
  it('accepts the columns in any order and case', () => {
    expect(headerProblems([...COLUMNS].reverse().map((column) => column.toUpperCase()))).toEqual([]);
  });
  it('names missing, unknown and repeated columns in one go', () => {
    expect(
      headerProblems([
        'patient_id',
        'first_name',
        'first_name',
        'dob',
        'gender',
        'phone',
        'email',
        'last_name',
      ]),
    ).toEqual(['Missing column: date_of_birth.', 'Unknown column: dob.', 'Column given twice: first_name.']);
  });
});

describe('isoDateOf', () => {
  it.each([
    ['1980-02-01', '1980-02-01'],
    ['01-02-1980', '1980-02-01'],
    ['1/2/1980', '1980-02-01'],
    ['31-02-1980', null],
    ['1980-13-01', null],
    ['yesterday', null],
  ])('%s is %s', (text, iso) => expect(isoDateOf(text)).toBe(iso));
});

describe('checkRow', () => {
  it('normalises a good row for the server (date, gender, empty email)', () => {
    expect(checkRow(2, good, TODAY)).toEqual({
      ok: true,
      value: {
        row: 2,
        external_id: 'P-1',
        first_name: 'Ravi',
        last_name: 'Shah',
        date_of_birth: '1980-02-01',
        gender: 'male',
        phone: '+919811111111',
        email: null,
      },
    });
  });

  it('lists every error of a row at once, in column order', () => {
    const check = checkRow(
      7,
      { ...good, patient_id: '', date_of_birth: '2030-01-01', gender: 'x', phone: '12', email: 'nope' },
      TODAY,
    );
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.errors).toEqual([
      { line: 7, column: 'patient_id', message: 'Patient id is required (at most 40 characters).' },
      { line: 7, column: 'date_of_birth', message: 'Date of birth is in the future.' },
      { line: 7, column: 'gender', message: 'Gender must be male or female (M or F, any case).' },
      {
        line: 7,
        column: 'phone',
        message: 'Phone must be 7 to 20 digits, spaces, brackets or dashes, with an optional leading +.',
      },
      { line: 7, column: 'email', message: 'Email must be an address like name@example.com (or empty).' },
    ]);
  });
});

describe('cellsOf and fileDuplicates', () => {
  it('reads cells by header name and trims them', () => {
    expect(cellsOf(['email', 'patient_id'], [' a@b.co ', 'P-9']).patient_id).toBe('P-9');
  });

  it('marks a later row with the same patient id, or the same name, birth and phone', () => {
    const row = (line: number, id: string, phone = '+91 98111 11111'): ImportRow => ({
      row: line,
      external_id: id,
      first_name: 'Ravi',
      last_name: 'Shah',
      date_of_birth: '1980-02-01',
      gender: 'male',
      phone,
      email: null,
    });
    expect(
      fileDuplicates([
        row(2, 'P-1'),
        row(3, 'p-1', '1234567'),
        row(4, 'P-2', '+919811111111'),
        row(5, 'P-3', '7654321'),
      ]),
    ).toEqual(
      new Map([
        [3, 2],
        [4, 2],
      ]),
    );
  });
});
