import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { csvChunk } from './csv-chunk';
import { neutraliseCell } from './neutralise';

describe('csvChunk', () => {
  it('writes the header with the first chunk only, and chunks concatenate into one CSV', () => {
    const text =
      csvChunk([], ['Name', 'Note']) +
      csvChunk([['Asha', 'a, "quoted" note']]) +
      csvChunk([['Ravi', 'line\nbreak']]);
    expect(text.startsWith('Name,Note\r\n')).toBe(true);
    expect(Papa.parse<string[]>(text, { skipEmptyLines: true }).data).toEqual([
      ['Name', 'Note'],
      ['Asha', 'a, "quoted" note'],
      ['Ravi', 'line\nbreak'],
    ]);
  });

  it('keeps a neutralised formula as text when read back', () => {
    const text = csvChunk([[neutraliseCell('=HYPERLINK("http://x")')]], ['First name']);
    expect(Papa.parse<string[]>(text, { skipEmptyLines: true }).data[1]).toEqual([`'=HYPERLINK("http://x")`]);
  });

  it('is empty for no rows and no header', () => {
    expect(csvChunk([])).toBe('');
  });
});
