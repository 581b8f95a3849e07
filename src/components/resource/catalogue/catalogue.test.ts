import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { catalogue, type CatalogueCalls } from './catalogue';
import type { CatalogueField } from './fields';
import { typedDate } from './values';

/**
 * The catalogue layer's form and view rules on a made-up catalogue of score scales: a name, a kind,
 * a unit only for a measured scale, a parent (a reference named by its id only) and a list of bands
 * edited as rows. The hooks are never called here.
 */
interface Scale {
  id: number;
  name: string;
  kind: string;
  unit?: string;
  group_id: number | null;
  bands: Array<{ low: number | null; high: number | null; age: number; label: string; from: string }>;
  status: boolean;
  version: number;
}
const unused = () => {
  throw new Error('not called by these tests');
};
const CALLS = {
  useFilter: unused,
  useGet: unused,
  useCreate: unused,
  useUpdate: unused,
  useSetStatus: unused,
  filterKey: () => ['POST', '/v3/scale/filter', undefined],
  getKey: (id: number) => [`/v3/scale/${id}`],
} as unknown as CatalogueCalls<Scale, unknown>;

const FIELDS: CatalogueField<Scale>[] = [
  { key: 'name', label: 'Name', control: { kind: 'text' } },
  {
    key: 'kind',
    label: 'Kind',
    control: {
      kind: 'choice',
      choices: [
        { value: 'measured', label: 'Measured' },
        { value: 'scored', label: 'Scored' },
      ],
    },
  },
  { key: 'unit', label: 'Unit', control: { kind: 'text' }, onlyWhen: { field: 'kind', is: ['measured'] } },
  {
    key: 'group_id',
    label: 'Group',
    control: { kind: 'reference', useOptions: unused },
    onlyWhen: { field: 'kind', is: ['scored'], otherwise: null },
  },
  {
    key: 'bands',
    label: 'Bands',
    none: 'Add a band',
    control: {
      kind: 'rows',
      rowName: 'Band',
      columns: [
        { key: 'low', label: 'Low', kind: 'number', blank: 'null' },
        { key: 'high', label: 'High', kind: 'number', blank: 'null' },
        { key: 'age', label: 'Age', kind: 'number' },
        { key: 'label', label: 'Label', kind: 'choice', choices: [{ value: 'Mild', label: 'Mild' }] },
        { key: 'from', label: 'From', kind: 'date' },
      ],
    },
    onlyWhen: { field: 'kind', is: ['measured'], otherwise: [] },
  },
];

const scales = catalogue<Scale, unknown>({
  singular: 'Scale',
  plural: 'Scales',
  id: 'scale',
  paths: { list: '/scales', create: '/scales/create', view: (id) => `/scales/view?scale_id=${id}` },
  fields: FIELDS,
  calls: CALLS,
  schemas: { create: z.unknown(), update: z.unknown(), record: z.unknown() as z.ZodType<Scale> },
});
const { form } = scales.record;

const SCALE: Scale = {
  id: 4,
  name: 'Haemoglobin',
  kind: 'measured',
  unit: 'g/dL',
  group_id: 7,
  bands: [
    { low: null, high: 13, age: 15, label: 'Mild', from: '2024-01-01' },
    { low: 13, high: null, age: 15, label: 'Mild', from: '2024-01-01' },
  ],
  status: true,
  version: 1,
};

describe('catalogue: rows', () => {
  it('holds each row’s values as typed: numbers as text, none as blank, days as DD-MM-YYYY', () => {
    expect(form.fromRecord(SCALE).bands).toEqual([
      { low: '', high: '13', age: '15', label: 'Mild', from: '01-01-2024' },
      { low: '13', high: '', age: '15', label: 'Mild', from: '01-01-2024' },
    ]);
  });

  it('sends numbers, null for a blank that may be, nothing for one that may not, days as YYYY-MM-DD', () => {
    const values = {
      ...form.fromRecord(SCALE),
      bands: [
        { low: ' ', high: '12.5', age: '', label: 'Mild', from: '1-4-2026' },
        { low: 'ten', high: '', age: '18', label: 'Mild', from: '31-02-2026' },
      ],
    };
    expect(form.toPayload(values)).toMatchObject({
      bands: [
        { low: null, high: 12.5, label: 'Mild', from: '2026-04-01' },
        { low: Number.NaN, high: null, age: 18, label: 'Mild', from: '31-02-2026' },
      ],
    });
  });

  it('words the rows’ columns for their messages', () => {
    expect(form.fields.bands).toEqual({
      label: 'Bands',
      none: 'Add a band',
      items: {
        low: { label: 'Low' },
        high: { label: 'High' },
        age: { label: 'Age' },
        label: { label: 'Label' },
        from: { label: 'From', format: 'From must be a day as DD-MM-YYYY' },
      },
    });
  });

  it('reads a typed day only when it exists', () => {
    expect([typedDate('01-01-2024'), typedDate('1-1-2024'), typedDate('29-02-2024')]).toEqual([
      '2024-01-01',
      '2024-01-01',
      '2024-02-29',
    ]);
    expect([typedDate('29-02-2025'), typedDate('2024-01-01'), typedDate(' 32-01-2024 ')]).toEqual([
      '29-02-2025',
      '2024-01-01',
      '32-01-2024',
    ]);
  });
});

describe('catalogue: a field only while another holds a value', () => {
  it('sends the field while it applies, and otherwise its `otherwise` or nothing', () => {
    const measured = form.toPayload(form.fromRecord(SCALE)) as Record<string, unknown>;
    expect(measured).toMatchObject({ unit: 'g/dL', group_id: null });
    expect(measured.bands).toHaveLength(2);
    const scored = form.toPayload({ ...form.fromRecord(SCALE), kind: 'scored' }) as Record<string, unknown>;
    expect(scored).toMatchObject({ group_id: 7, bands: [] });
    expect(scored).not.toHaveProperty('unit');
  });

  it('leaves it out of the view while it does not apply', () => {
    const labels = (scale: Scale) => scales.record.summary(scale).map(([label]) => label);
    expect(labels(SCALE)).toEqual(['Name', 'Kind', 'Unit', 'Bands', 'Status']);
    expect(labels({ ...SCALE, kind: 'scored' })).toEqual(['Name', 'Kind', 'Group', 'Status']);
  });
});

describe('catalogue: references', () => {
  it('holds a reference named by its id only (the control names it from its options)', () => {
    expect(form.fromRecord({ ...SCALE, kind: 'scored' }).group_id).toEqual({ id: 7, name: '#7' });
    expect(form.fromRecord({ ...SCALE, group_id: null }).group_id).toBeNull();
  });

  it('presets a reference from the create page’s address, when it is an id', () => {
    expect(form.empty(new URLSearchParams('group_id=3')).group_id).toEqual({ id: 3, name: '' });
    expect(form.empty(new URLSearchParams('group_id=abc')).group_id).toBeNull();
    expect(form.empty(new URLSearchParams('')).bands).toEqual([]);
  });
});

describe('catalogue: a list within a parent', () => {
  const within = scales.within({
    path: '/groups/scales',
    key: 'group_id',
    view: (id) => `/groups/scale?id=${id}`,
    title: 'Group Scales',
  });

  it('keeps the parent’s id in the URL, first, and drops one that is not an id', () => {
    expect(within.codec.parse('group_id=7&page=2&rows=20')).toMatchObject({ parent: 7, page: 2, rows: 20 });
    expect(within.codec.parse('group_id=x')).toMatchObject({ parent: null, page: 1 });
    expect(within.codec.serialize({ ...within.codec.parse(''), parent: 7 })).toBe(
      'group_id=7&status=active&page=1&rows=10',
    );
    expect(within.path).toBe('/groups/scales');
    expect(within.title).toBe('Group Scales');
  });
});
