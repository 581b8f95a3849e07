import { useScreeningFilterKeys, useScreeningScope } from '@/atoms/scope';
import { AppliedFilterBar } from '@/components/applied-filter-bar';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { useFilterSummary } from '@/generated/api/summary/summary';
import type { ScreeningSummary } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';
import type { ErrorMeta } from '@/lib/http/report-error';

import { SummaryChart } from './summary-chart';
import { hasResults } from './summary-data';
import { SummaryTable } from './summary-table';

/** The screen shows its own failure with Try again: the call only logs. */
const INLINE = { meta: { errorMode: 'log' } satisfies ErrorMeta } as const;

export const SUMMARY_ERROR_TEXT = 'The summary could not be loaded.';
export const EMPTY_SCOPE_TEXT = 'No screening results in this scope';

/** The totals, failed recordings apart from abnormal results (docs/patients.md "Outcomes"). */
const TOTALS: ReadonlyArray<{ key: keyof Omit<ScreeningSummary, 'tests_by_type'>; label: string }> = [
  { key: 'patients', label: 'Patients screened' },
  { key: 'sessions', label: 'Sessions' },
  { key: 'tests', label: 'Tests' },
  { key: 'abnormal', label: 'Abnormal results' },
  { key: 'failed', label: 'Failed recordings' },
];

const Totals = ({ summary }: { summary: ScreeningSummary }) => (
  <ul className="summary-totals" aria-label="Totals">
    {TOTALS.map(({ key, label }) => (
      <li key={key} className="summary-total" aria-label={`${label}: ${summary[key]}`}>
        <span className="summary-total-label">{label}</span>
        <strong className="summary-total-value">{summary[key]}</strong>
      </li>
    ))}
  </ul>
);

const SummaryBody = ({ summary }: { summary: ScreeningSummary }) =>
  hasResults(summary) ? (
    <>
      <Totals summary={summary} />
      <section className="ui-card" aria-labelledby="summary-tests-title">
        <h2 id="summary-tests-title" className="ui-subtitle">
          Results by test type
        </h2>
        <p className="summary-hint">Choose a segment or a count to see its results.</p>
        <SummaryChart tests={summary.tests_by_type} />
        <SummaryTable tests={summary.tests_by_type} />
      </section>
    </>
  ) : (
    <div className="ui-card">
      <p className="ui-message">
        <strong>{EMPTY_SCOPE_TEXT}</strong>. Widen the dates (or clear a chip) in the filter to see more.
      </p>
    </div>
  );

/**
 * /dashboard/summary (docs/patients.md "Summary"): `POST v3/summary/filter` in the applied filter's
 * screening scope, the totals, and each test type's results by label as a chart and its table.
 */
export const SummaryScreen = ({ title }: { title: string }) => {
  const summary = useFilterSummary(useScreeningScope('summary'), { query: INLINE });
  const takes = useScreeningFilterKeys('summary');
  const error = summary.isError ? toApiError(summary.error) : null;
  return (
    <section className="ui-screen" aria-labelledby="summary-title">
      <header className="ui-header">
        <h1 id="summary-title" className="ui-title">
          {title}
        </h1>
      </header>
      <AppliedFilterBar takes={takes} subject="this summary" />
      {error && isMissingCall(error) ? (
        <MissingCall error={error} />
      ) : error && !summary.isFetching ? (
        <div className="ui-card">
          <p className="ui-message">
            <span role="alert">{SUMMARY_ERROR_TEXT}</span>{' '}
            <button
              type="button"
              className="ui-btn ui-btn-outline ui-btn-sm"
              onClick={() => void summary.refetch()}
            >
              Try again
            </button>
          </p>
        </div>
      ) : summary.data && !summary.isPlaceholderData ? (
        <div aria-busy={summary.isFetching ? true : undefined}>
          <SummaryBody summary={summary.data} />
        </div>
      ) : (
        <div className="ui-card" aria-busy="true">
          <p className="ui-message">Loading...</p>
        </div>
      )}
    </section>
  );
};
