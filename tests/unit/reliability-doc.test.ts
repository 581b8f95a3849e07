import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  caseRuns,
  RELIABILITY_DOC,
  runsInOf,
  TABLE_END,
  TABLE_START,
  withCurrentTable,
} from '../../scripts/reliability-table';
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

const runs = caseRuns();
const runsIn = runsInOf(runs);

const codeGroups = (): Group[] =>
  caseGroups().map(([group, { area, cases }]) => ({
    area,
    rows: Object.values(cases).map(({ input, sees }) => [input, sees, runsIn(group)]),
  }));

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
    expect(docGroups([...rows, ['An extra area', 'input', 'sees', 'browser: x']])).not.toEqual(codeGroups());
    const [area = '', input = '', sees = ''] = first!;
    expect(docGroups([[area, input, sees, 'somewhere else'], second!, ...rest])).not.toEqual(codeGroups());
  });

  it('runs every group of cases from exactly one runCases (browser) or runComponentCases (component) call, and no group the list lacks', () => {
    const known = caseGroups().map(([key]) => key);
    expect(runs.map(({ group }) => group).sort()).toEqual([...known].sort());
  });

  it("runs each group where the case list says: a group's component file holds its runComponentCases call, any other group runs in the browser", () => {
    for (const [group, { component }] of caseGroups()) {
      const where = runs.filter((run) => run.group === group).map(({ kind, file }) => `${kind}: ${file}`);
      if (component) {
        expect(existsSync(component), component).toBe(true);
        expect(where, group).toEqual([`component: ${component}`]);
      } else {
        expect(where, group).toEqual([runsIn(group)]);
        expect(where[0], group).toMatch(/^browser: tests\/e2e\/[^,]+\.e2e\.test\.ts$/);
      }
    }
  });
});
