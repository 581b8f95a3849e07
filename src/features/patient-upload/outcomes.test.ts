import { describe, expect, it } from 'vitest';

import { csvText } from '@/lib/csv/download-blob';

import { errorFileRows, totalsOf } from './outcomes';
import { checkRows } from './use-upload';

const cells = (patient_id: string, first_name: string, phone = '+919800000001') => ({
  patient_id,
  first_name,
  last_name: 'Rao',
  date_of_birth: '1990-03-02',
  gender: 'f',
  phone,
  email: '',
});

describe('the error file', () => {
  it('lists every row not imported with its reason, cells neutralised (a phone starting with + too)', () => {
    const rows = checkRows([
      { line: 2, cells: cells('N-1', 'Nia') },
      { line: 3, cells: cells('N-2', '=HYPERLINK("x")', 'bad') },
      { line: 4, cells: cells('n-1', 'Nia') },
      { line: 5, cells: cells('P-000001', 'Asha', '+919800000005') },
      { line: 6, cells: cells('N-6', 'Ona', '+919800000006') },
    ]);
    const existing = {
      row: 5,
      outcome: 'duplicate' as const,
      patient_id: 1,
      message: 'Patient id P-000001 is already Asha K.’s.',
    };
    const inputs = {
      repeats: new Map([[4, 2]]),
      checked: new Map([[5, existing]]),
      outcomes: new Map([[2, { row: 2, outcome: 'created' as const, patient_id: 9, message: null }]]),
    };
    expect(totalsOf(rows, inputs)).toEqual({ created: 1, duplicates: 2, refused: 1, notSent: 1 });
    const text = csvText(errorFileRows(rows, inputs));
    expect(text.split('\r\n')).toEqual([
      'row,patient_id,first_name,last_name,date_of_birth,gender,phone,email,reason',
      `3,N-2,"'=HYPERLINK(""x"")",Rao,1990-03-02,f,bad,,"Phone must be 7 to 20 digits, spaces, brackets or dashes, with an optional leading +."`,
      `4,n-1,Nia,Rao,1990-03-02,f,'+919800000001,,Duplicate of row 2 of this file.`,
      `5,P-000001,Asha,Rao,1990-03-02,f,'+919800000005,,Patient id P-000001 is already Asha K.’s.`,
      `6,N-6,Ona,Rao,1990-03-02,f,'+919800000006,,Not sent: the import was stopped before this row.`,
    ]);
  });
});
