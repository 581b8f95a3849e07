import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { RELIABILITY_DOC, TABLE_END, TABLE_START, withCurrentTable } from '../../scripts/reliability-table';
import { caseTitle, type CaseGroupKey, reliabilityCases } from '../e2e/reliability-cases';

const doc = readFileSync(RELIABILITY_DOC, 'utf8');
const tableRows = (text: string): string[] =>
  text
    .slice(text.indexOf(TABLE_START), text.indexOf(TABLE_END))
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| Screen'));

const E2E_DIR = 'tests/e2e';
const suiteSources = readdirSync(E2E_DIR)
  .filter((file) => file.endsWith('.e2e.test.ts'))
  .map((file) => readFileSync(join(E2E_DIR, file), 'utf8'));

describe('docs/reliability.md and the reliability suite', () => {
  it('holds exactly the table the case list renders (run `npx tsx scripts/reliability-table.ts`)', () => {
    expect(doc).toBe(withCurrentTable(doc));
  });

  it('has one row per case, and every case a row', () => {
    const groups = Object.values(reliabilityCases) as { cases: Record<string, unknown> }[];
    const caseCount = groups.reduce((sum, group) => sum + Object.keys(group.cases).length, 0);
    expect(tableRows(doc)).toHaveLength(caseCount);
    expect(new Set(tableRows(doc)).size).toBe(caseCount);
    expect(caseTitle('url', 'camp-id-letters')).toBe(
      'Garbage in the address — camp_id=abc on Camp Details and Assign New Clinics',
    );
  });

  it('every group of cases is run by a browser test file (runCases names every case of its group)', () => {
    const unrun = (Object.keys(reliabilityCases) as CaseGroupKey[]).filter(
      (group) => !suiteSources.some((source) => source.includes(`'${group}'`)),
    );
    expect(unrun).toEqual([]);
  });
});
