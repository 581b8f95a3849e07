import type { ScreeningResult } from '@/generated/model';
import { OUTCOME_TEXT, outcomeOf, type ResultOutcome } from '@/lib/result-outcome';
import { rangeText, valueText } from '@/lib/result-text';

import { HealthResultTag } from './health-result-tag';

/** Abnormal findings first, then normal ones; failed recordings in a group of their own. */
const GROUPS: ReadonlyArray<{ outcome: ResultOutcome; title: string }> = [
  { outcome: 'abnormal', title: 'Abnormal results' },
  { outcome: 'normal', title: 'Normal results' },
  { outcome: 'failed', title: 'Failed recordings (not findings: the recording should be taken again)' },
];

/**
 * The doctor's pre-read of a consultation (docs/telemedicine.md, "Pre-read"): every result of the
 * patient's latest session with its value, the range that applied and its label in its tone, the
 * abnormal ones first and the failed recordings apart (docs/requirements.md 12.11, 12.12).
 */
export const PrereadResults = ({
  results,
  headingLevel = 3,
}: {
  results: readonly ScreeningResult[];
  headingLevel?: 3 | 4;
}) => {
  if (results.length === 0) return <p className="ui-muted">No screening results came with this request.</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="preread">
      {GROUPS.map(({ outcome, title }) => {
        const rows = results.filter((result) => outcomeOf(result.label) === outcome);
        if (rows.length === 0) return null;
        return (
          <section
            key={outcome}
            className="preread-group"
            data-outcome={outcome}
            aria-label={OUTCOME_TEXT[outcome]}
          >
            <Heading className="preread-title">
              {title} <span className="ui-muted">({rows.length})</span>
            </Heading>
            <table className="ui-table">
              <thead>
                <tr>
                  <th scope="col">Test</th>
                  <th scope="col">Value</th>
                  <th scope="col">Reference range</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((result) => (
                  <tr key={result.id}>
                    <th scope="row">{result.test_type.name}</th>
                    <td>{valueText(result)}</td>
                    <td>{rangeText(result)}</td>
                    <td>
                      <HealthResultTag label={result.label} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
};
