import { Link } from 'wouter';

import { useScreeningFilterKeys, useScreeningScope } from '@/atoms/scope';
import type { Column } from '@/components/data-table';
import { HealthResultTag } from '@/components/health-result-tag';
import { useScopedPage, useUrlListState } from '@/components/list-state';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen } from '@/components/resource/list-screen';
import { useFilterResults } from '@/generated/api/results/results';
import { useFilterSummary } from '@/generated/api/summary/summary';
import type { HealthResultLabel, ResultRow } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';

import { labelText } from './summary-data';
import { patientDetailsPath, SUMMARY_TESTS_PATH } from './summary-paths';
import { summaryTestsCodec, type TestPick } from './summary-tests-params';

const valueOf = (row: ResultRow): string =>
  row.value === null ? '-' : `${row.value}${row.unit === '' ? '' : ` ${row.unit}`}`;

const COLUMNS: readonly Column<ResultRow>[] = [
  {
    key: 'patient',
    header: 'Patient',
    cell: (row) => (
      <>
        <Link href={absolute(patientDetailsPath(row.patient.id))} className="ui-link">
          {`${row.patient.first_name} ${row.patient.last_name}`}
        </Link>
        <span className="summary-patient-id">{row.patient.external_id}</span>
      </>
    ),
  },
  { key: 'test', header: 'Test', cell: (row) => row.test_type.name },
  { key: 'value', header: 'Value', cell: valueOf, nowrap: true },
  { key: 'label', header: 'Label', cell: (row) => <HealthResultTag label={row.label} /> },
  {
    key: 'measured',
    header: 'Measured at',
    cell: (row) => formatDisplayDateTime(row.measured_at),
    nowrap: true,
  },
  { key: 'clinic', header: 'Clinic', cell: (row) => row.clinic.name },
];

/** `POST v3/results/filter` in the screening scope, narrowed to the URL's test and label, server-paged. */
const useResultRows = (params: TestPick & { page: number; rows: number }, toPage: (page: number) => void) => {
  const scope = useScreeningScope('summary');
  const page = useScopedPage(scope, params.page, toPage);
  const results = useFilterResults(
    { ...scope, test_type_id: params.testTypeId, label: params.label, page, limit: params.rows },
    { query: LIST_QUERY },
  );
  return useServerRows(results, page, params.rows, toPage);
};

export const summaryTestsList: ListDefinition<ResultRow, ReturnType<typeof summaryTestsCodec.parse>> = {
  title: 'Summary Tests',
  path: SUMMARY_TESTS_PATH,
  codec: summaryTestsCodec,
  view: {
    id: 'summary-tests',
    caption: 'Results',
    columns: COLUMNS,
    rowKey: (row) => row.id,
    totalLabel: 'Results',
    errorText: 'The results could not be loaded.',
  },
  useRows: useResultRows,
  useFilterKeys: () => useScreeningFilterKeys('summary'),
};

/**
 * The test and label pickers, in the URL. Their options are the summary's (the same call and scope
 * as the Summary, so usually already in the cache): the test types with results, and the chosen
 * test's labels.
 */
const Pickers = () => {
  const { params, go } = useUrlListState(
    SUMMARY_TESTS_PATH,
    summaryTestsCodec.parse,
    summaryTestsCodec.serialize,
  );
  const summary = useFilterSummary(useScreeningScope('summary'), { query: LIST_QUERY });
  const tests = summary.data?.tests_by_type ?? [];
  const chosen = tests.find((test) => test.test_type.id === params.testTypeId);
  const labels = chosen?.labels.map((entry) => entry.label) ?? (params.label ? [params.label] : []);
  return (
    <div className="summary-pickers">
      <label htmlFor="summary-tests-test">Test</label>
      <select
        id="summary-tests-test"
        className="ui-input"
        value={params.testTypeId ?? ''}
        onChange={(event) =>
          go({
            testTypeId: event.target.value === '' ? null : Number(event.target.value),
            label: null,
            page: 1,
          })
        }
      >
        <option value="">All tests</option>
        {chosen === undefined && params.testTypeId !== null ? (
          <option value={params.testTypeId}>{`Test ${params.testTypeId}`}</option>
        ) : null}
        {tests.map((test) => (
          <option key={test.test_type.id} value={test.test_type.id}>
            {test.test_type.name}
          </option>
        ))}
      </select>
      <label htmlFor="summary-tests-label">Label</label>
      <select
        id="summary-tests-label"
        className="ui-input"
        value={params.label ?? ''}
        onChange={(event) =>
          go({ label: event.target.value === '' ? null : (event.target.value as HealthResultLabel), page: 1 })
        }
      >
        <option value="">All labels</option>
        {labels.map((label) => (
          <option key={label} value={label}>
            {labelText(label)}
          </option>
        ))}
      </select>
    </div>
  );
};

/** /dashboard/summary/tests: the result rows behind a Summary figure (docs/patients.md). */
export const SummaryTestsScreen = ({ title }: { title: string }) => (
  <ListScreen definition={summaryTestsList} title={title} above={<Pickers />} />
);
