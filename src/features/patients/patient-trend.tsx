import { Chart } from 'primereact/chart';
import { useMemo, useState } from 'react';

import { HealthResultTag } from '@/components/health-result-tag';
import { WHOLE_LIST_QUERY } from '@/components/resource/list-rows';
import { useFilterResults } from '@/generated/api/results/results';
import type { ResultRow, ScreeningSession, TestTypeRef } from '@/generated/model';
import { formatDisplayDateTime, toApiDate, todayUtc } from '@/lib/dates';
import { valueText } from '@/lib/result-text';

import { PREFETCHED } from './patient-states';

export const TREND_RANGES = [
  { key: '1m', text: '1 month', months: 1 },
  { key: '6m', text: '6 months', months: 6 },
  { key: '1y', text: '1 year', months: 12 },
  { key: 'all', text: 'All', months: null },
] as const;
type TrendRange = (typeof TREND_RANGES)[number]['key'];

const LIMIT = 500;

/** The numeric tests with a value in the loaded sessions, by name. */
export const numericTestsOf = (sessions: readonly ScreeningSession[]): TestTypeRef[] => {
  const byId = new Map<number, TestTypeRef>();
  for (const session of sessions) {
    for (const result of session.results) {
      if (result.test_type.kind === 'numeric' && result.value !== null)
        byId.set(result.test_type.id, result.test_type);
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
};

/** Oldest first, values only (a failed recording has none). */
const pointsOf = (records: readonly ResultRow[]): ResultRow[] =>
  records
    .filter((result) => result.value !== null)
    .sort((a, b) => a.measured_at.localeCompare(b.measured_at) || a.id - b.id);

/**
 * The line and the normal band (each point's normal range, a filled band between two lines: the
 * high line fills down to the low one). An open bound draws the band to the chart's edge.
 */
const chartData = (points: readonly ResultRow[], test: TestTypeRef) => {
  const values = points.map((point) => point.value ?? 0);
  const top = Math.max(...values, ...points.map((point) => point.normal_range?.high ?? 0)) * 1.1;
  const hasBand = points.some((point) => point.normal_range !== null);
  const band = hasBand
    ? [
        {
          label: BAND_LOW,
          data: points.map((point) => (point.normal_range ? (point.normal_range.low ?? 0) : null)),
          borderColor: 'rgba(46, 125, 50, 0.5)',
          borderWidth: 1,
          pointRadius: 0,
          fill: false,
        },
        {
          label: 'Normal range',
          data: points.map((point) => (point.normal_range ? (point.normal_range.high ?? top) : null)),
          borderColor: 'rgba(46, 125, 50, 0.5)',
          backgroundColor: 'rgba(46, 125, 50, 0.15)',
          borderWidth: 1,
          pointRadius: 0,
          fill: '-1',
        },
      ]
    : [];
  return {
    labels: points.map((point) => formatDisplayDateTime(point.measured_at)),
    datasets: [
      {
        label: `${test.name}${test.unit ? ` (${test.unit})` : ''}`,
        data: values,
        borderColor: '#1565c0',
        backgroundColor: '#1565c0',
        pointRadius: 4,
        fill: false,
      },
      ...band,
    ],
  };
};

const BAND_LOW = 'Normal range (low)';

/** A little room above and below the values and the band; the band's lower line is not in the legend. */
const optionsFor = (points: readonly ResultRow[]) => {
  const bounds = points.flatMap((point) => [
    point.value ?? 0,
    ...(point.normal_range?.low != null ? [point.normal_range.low] : []),
    ...(point.normal_range?.high != null ? [point.normal_range.high] : []),
  ]);
  const low = Math.min(...bounds);
  const high = Math.max(...bounds);
  const margin = Math.max((high - low) * 0.15, Math.abs(high) * 0.05, 1);
  return {
    animation: false,
    maintainAspectRatio: false,
    scales: { y: { suggestedMin: Math.max(0, low - margin), suggestedMax: high + margin } },
    plugins: {
      legend: {
        position: 'bottom',
        labels: { filter: (item: { text: string }) => item.text !== BAND_LOW },
      },
    },
  };
};

const startOf = (range: TrendRange): string | null => {
  const months = TREND_RANGES.find((candidate) => candidate.key === range)?.months ?? null;
  return months === null ? null : toApiDate(todayUtc().subtract(months, 'month'));
};

/** The test and period shown first: the first numeric test by name, over all time. */
export const FIRST_RANGE: TrendRange = 'all';

/** The trend's call for a test and period (patient-prefetch.ts starts the first one). */
export const trendRequest = (patientId: number, testId: number, range: TrendRange) => ({
  patient_id: patientId,
  test_type_id: testId,
  start_date: startOf(range),
  page: 1,
  limit: LIMIT,
});

const TrendBody = ({
  patientId,
  test,
  range,
}: {
  patientId: number;
  test: TestTypeRef;
  range: TrendRange;
}) => {
  const query = useFilterResults(trendRequest(patientId, test.id, range), {
    query: { ...WHOLE_LIST_QUERY, ...PREFETCHED },
  });
  const points = useMemo(() => pointsOf(query.data?.records ?? []), [query.data]);
  const data = useMemo(() => chartData(points, test), [points, test]);
  const options = useMemo(() => optionsFor(points), [points]);
  if (query.isPending) {
    return (
      <p role="status" className="ui-message">
        Loading...
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="ui-message">
        The results could not be loaded.{' '}
        <button
          type="button"
          className="ui-btn ui-btn-outline ui-btn-sm"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  if (points.length === 0) return <p className="ui-message">No {test.name} results in this period.</p>;
  return (
    <div className="patient-trend-body">
      <div className="patient-chart" aria-hidden="true">
        <Chart type="line" data={data} options={options} height="300px" />
      </div>
      <table className="ui-table patient-trend-table">
        <caption>{test.name} results</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Value</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.id}>
              <td>{formatDisplayDateTime(point.measured_at)}</td>
              <td>{valueText(point)}</td>
              <td>
                <HealthResultTag label={point.label} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/** A numeric test's values over time, its normal range shaded, with the same values as a table. */
export const PatientTrend = ({ patientId, tests }: { patientId: number; tests: readonly TestTypeRef[] }) => {
  const [testId, setTestId] = useState<number | null>(null);
  const [range, setRange] = useState<TrendRange>(FIRST_RANGE);
  const test = tests.find((candidate) => candidate.id === testId) ?? tests[0];
  if (!test) return null;
  return (
    <section className="ui-card patient-trend no-print" aria-labelledby="patient-trend-title">
      <h2 id="patient-trend-title" className="patient-section-title">
        Trend
      </h2>
      <div className="ui-toolbar">
        <label className="ui-field-inline">
          Test{' '}
          <select
            className="ui-input"
            value={test.id}
            onChange={(event) => setTestId(Number(event.target.value))}
          >
            {tests.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="patient-ranges">
          <legend className="visually-hidden">Period</legend>
          {TREND_RANGES.map((candidate) => (
            <label key={candidate.key} className="patient-range">
              <input
                type="radio"
                name="patient-trend-range"
                value={candidate.key}
                checked={range === candidate.key}
                onChange={() => setRange(candidate.key)}
              />{' '}
              {candidate.text}
            </label>
          ))}
        </fieldset>
      </div>
      <TrendBody patientId={patientId} test={test} range={range} />
    </section>
  );
};
