import { listCodec } from '@/components/resource/list-params';
import { HealthResultLabel } from '@/generated/model';

/** Summary Tests' own URL state: the test type and the label (not patient data: fine in the URL). */
export interface TestPick {
  testTypeId: number | null;
  label: HealthResultLabel | null;
}

const LABELS = new Set<string>(Object.values(HealthResultLabel));

const parseId = (raw: string | null): number | null =>
  raw !== null && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;

const parseLabel = (raw: string | null): HealthResultLabel | null =>
  raw !== null && LABELS.has(raw) ? (raw as HealthResultLabel) : null;

/** `?test_type_id=..&label=..&page=..&rows=..`; an unknown label or id is 'All'. */
export const summaryTestsCodec = listCodec<TestPick>({
  status: false,
  extra: {
    parse: (query) => ({
      testTypeId: parseId(query.get('test_type_id')),
      label: parseLabel(query.get('label')),
    }),
    write: (query, { testTypeId, label }) => {
      if (testTypeId !== null) query.set('test_type_id', String(testTypeId));
      if (label !== null) query.set('label', label);
    },
  },
});
