import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { RELIABILITY_DOC, TABLE_END, TABLE_START, withCurrentTable } from '../../scripts/reliability-table';
import { caseGroups, caseTitle } from '../e2e/reliability-cases';

const doc = readFileSync(RELIABILITY_DOC, 'utf8');

/** The table's body rows as cells (`\|` inside a cell is a literal bar). */
const tableRows = (text: string): string[][] =>
  text
    .slice(text.indexOf(TABLE_START), text.indexOf(TABLE_END))
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| Screen'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|')),
    );

interface Group {
  area: string;
  rows: string[][];
}

/** Runs of rows with the same area, in the order of the table. */
const docGroups = (rows: string[][]): Group[] =>
  rows.reduce<Group[]>((groups, [area = '', ...rest]) => {
    const last = groups.at(-1);
    if (last?.area === area) last.rows.push(rest);
    else groups.push({ area, rows: [rest] });
    return groups;
  }, []);

const codeGroups = (): Group[] =>
  caseGroups().map(([, { area, cases }]) => ({
    area,
    rows: Object.values(cases).map(({ input, sees }) => [input, sees]),
  }));

const E2E_DIR = 'tests/e2e';
const suiteSources = readdirSync(E2E_DIR)
  .filter((file) => file.endsWith('.e2e.test.ts'))
  .map((file) => readFileSync(join(E2E_DIR, file), 'utf8'));

/** Every group named by a `runCases('<group>', ...)` call of the browser suite, once per call. */
const runGroups = (): string[] =>
  suiteSources.flatMap((source) =>
    [...source.matchAll(/\brunCases\(\s*'([^']+)'/g)].map((match) => match[1]!),
  );

describe('docs/reliability.md and the reliability suite', () => {
  it('holds exactly the table the case list renders (run `npx tsx scripts/reliability-table.ts`)', () => {
    expect(doc).toBe(withCurrentTable(doc));
  });

  it('lists every group of cases as in the code: same areas, same cases, same order, none more or fewer', () => {
    const areas = codeGroups().map(({ area }) => area);
    // Two groups of one area would read as one in the table.
    expect(new Set(areas).size).toBe(areas.length);
    expect(docGroups(tableRows(doc))).toEqual(codeGroups());
    expect(caseTitle('url', 'camp-id-letters')).toBe(
      'Garbage in the address — camp_id=abc on Camp Details and Assign New Clinics',
    );
  });

  it('reads the table strictly: a missing, extra or moved row or group is a difference', () => {
    const rows = tableRows(withCurrentTable(doc));
    const [first, second, ...rest] = rows;
    expect(docGroups(rows)).toEqual(codeGroups());
    expect(docGroups(rest)).not.toEqual(codeGroups());
    expect(docGroups([second!, first!, ...rest])).not.toEqual(codeGroups());
    expect(docGroups([...rows, ['An extra area', 'input', 'sees']])).not.toEqual(codeGroups());
  });

  it('runs every group of cases from exactly one runCases call, and no group the list lacks', () => {
    const known = caseGroups().map(([key]) => key);
    expect([...runGroups()].sort()).toEqual([...known].sort());
  });
});
