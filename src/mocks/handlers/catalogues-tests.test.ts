import { beforeEach, describe, expect, it } from 'vitest';

import type { ReferenceRange, TestTypeWriteRequest } from '@/generated/model';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, records, serveDemoDb, totalCount } from '../test-utils';

/**
 * The demo API's rules of test categories and test types (docs/master-data.md, "Test types and
 * reference ranges"), on the seed (src/mocks/catalogues/seed-tests.ts): 6 categories, 17 test types.
 */
let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-11-25T10:00:00Z') });
  admin = db.issueToken(ADMIN_ID);
});

const post = (path: string, body: unknown) => call(path, { body, token: admin });
const put = (path: string, body: unknown) => call(path, { method: 'PUT', body, token: admin });

const adults = { gender: 'any', age_from: 18, age_to: 120, effective_from: '2024-01-01' } as const;
const RANGES: ReferenceRange[] = [
  { ...adults, low: null, high: 7, label: 'Normal' },
  { ...adults, low: 7, high: null, label: 'High' },
];
/** A numeric test as it should be: uric acid in mg/dL (a made-up pair of ranges). */
const URIC: TestTypeWriteRequest = {
  name: 'Uric acid',
  code: 'URIC',
  category_id: 2,
  kind: 'numeric',
  unit: 'mg/dL',
  labels: ['Normal', 'High'],
  question_category_id: null,
  ranges: RANGES,
};

describe('test types: the rules of each kind', () => {
  it('creates a numeric test with its ranges, its category named', async () => {
    const created = await post('/v3/test-type/', URIC);
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ ...URIC, id: 18, category: { id: 2, name: 'Blood' }, version: 1 });
  });

  it('refuses overlapping ranges on the ranges field, naming every problem', async () => {
    const ranges = [{ ...RANGES[0]!, high: 8 }, RANGES[1]!, { ...RANGES[1]!, low: 9, high: 10 }];
    expect(await post('/v3/test-type/', { ...URIC, ranges })).toMatchObject({
      status: 422,
      body: {
        field: 'ranges',
        message:
          'Any gender, 18 to 120, from 01-01-2024: below 8 overlaps 7 and above; ' +
          'Any gender, 18 to 120, from 01-01-2024: 7 and above overlaps 9 to 10',
      },
    });
  });

  it('refuses a gap between ranges', async () => {
    const ranges = [RANGES[0]!, { ...RANGES[1]!, low: 8 }];
    expect(await post('/v3/test-type/', { ...URIC, ranges })).toMatchObject({
      status: 422,
      body: { field: 'ranges', message: 'Any gender, 18 to 120, from 01-01-2024: nothing between 7 and 8' },
    });
  });

  it('refuses a range whose label is not among the test’s labels', async () => {
    expect(await post('/v3/test-type/', { ...URIC, labels: ['Normal'] })).toMatchObject({
      status: 422,
      body: {
        field: 'ranges',
        message: 'Any gender, 18 to 120, from 01-01-2024: High is not one of this test’s labels',
      },
    });
  });

  it('refuses a numeric test without a unit, or without ranges', async () => {
    const { unit: _unit, ...noUnit } = URIC;
    expect(await post('/v3/test-type/', noUnit)).toMatchObject({
      status: 422,
      body: { field: 'unit', message: 'Unit is required for a numeric test' },
    });
    expect(await post('/v3/test-type/', { ...URIC, ranges: [] })).toMatchObject({
      status: 422,
      body: { field: 'ranges', message: 'A numeric test needs its reference ranges: add at least one' },
    });
  });

  it('refuses ranges of a categorical test', async () => {
    const ecg = { ...URIC, kind: 'categorical', unit: '' };
    expect(await post('/v3/test-type/', ecg)).toMatchObject({
      status: 422,
      body: { field: 'ranges', message: 'Only a numeric test has reference ranges' },
    });
    expect((await post('/v3/test-type/', { ...ecg, ranges: [] })).status).toBe(200);
  });

  it('wants an active question category of a questionnaire test', async () => {
    const gad7 = {
      ...URIC,
      name: 'Anxiety (GAD-7)',
      code: 'GAD7',
      kind: 'questionnaire',
      unit: '',
      ranges: [],
    };
    expect(await post('/v3/test-type/', gad7)).toMatchObject({
      status: 422,
      body: {
        field: 'question_category_id',
        message: 'Question category is required for a questionnaire test',
      },
    });
    expect(await post('/v3/test-type/', { ...gad7, question_category_id: 99 })).toMatchObject({
      status: 422,
      body: { field: 'question_category_id', message: 'That question category does not exist.' },
    });
    db.catalogues.questionCategories[0]!.status = false;
    const inactive = await post('/v3/test-type/', { ...gad7, question_category_id: 1 });
    expect(inactive).toMatchObject({ status: 422, body: { field: 'question_category_id' } });
    expect((inactive.body as { message: string }).message).toMatch(/is inactive: enable it first/);
    expect((await post('/v3/test-type/', { ...gad7, question_category_id: 2 })).status).toBe(200);
  });

  it('refuses a code another test type has, on the code field', async () => {
    expect(await post('/v3/test-type/', { ...URIC, code: 'GLU_F' })).toMatchObject({
      status: 422,
      body: { field: 'code', message: 'A test type with the code GLU_F already exists.' },
    });
  });

  it('applies the same rules to an update, and keeps the record as it was', async () => {
    const glucose = db.catalogues.testTypes[2]!;
    const before = structuredClone(glucose);
    const ranges = glucose.ranges.map((range, index) => (index === 1 ? { ...range, high: 120 } : range));
    const refused = await put('/v3/test-type/3', { ...glucose, ranges, version: 1 });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        field: 'ranges',
        message: 'Any gender, 18 to 120, from 01-01-2024: nothing between 120 and 126',
      },
    });
    expect(db.catalogues.testTypes[2]).toEqual(before);
  });

  it('lists one category’s test types with the filter call’s category_id', async () => {
    const listed = await post('/v3/test-type/filter', { page: 1, limit: 100, status: true, category_id: 1 });
    expect(records<{ code: string }>(listed).map((test) => test.code)).toEqual([
      'BP_DIA',
      'BP_SYS',
      'SPO2',
      'PULSE',
    ]);
    expect(totalCount(listed)).toBe(4);
  });
});

describe('in use: what cannot be disabled', () => {
  it('refuses to disable a category with active test types, and counts them', async () => {
    const category = await call('/v3/test-category/1', { method: 'GET', token: admin });
    expect(category.data).toMatchObject({ name: 'Vitals', active_tests: 4 });
    expect(await put('/v3/test-category/1/status', { status: false })).toMatchObject({
      status: 422,
      body: { message: 'Vitals is in use: 4 active test types are in it. Disable them first.' },
    });
  });

  it('refuses to disable a test type a kiosk configuration offers; one none offers can be', async () => {
    expect(await put('/v3/test-type/3/status', { status: false })).toMatchObject({
      status: 422,
      body: {
        message: 'Fasting glucose is in use: 2 active kiosk configurations offer it. Disable them first.',
      },
    });
    // Heart sounds (11): no kiosk configuration offers it.
    expect(await put('/v3/test-type/11/status', { status: false })).toMatchObject({
      status: 200,
      data: { status: false },
    });
    const heart = await call('/v3/test-category/3', { method: 'GET', token: admin });
    expect(heart.data).toMatchObject({ active_tests: 1 });
  });
});
