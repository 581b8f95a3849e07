import { Fragment } from 'react';
import { Link } from 'wouter';

import type { TestTypeSummary } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { keyboardScroll } from '@/components/keyboard-scroll';

import { labelText, percentOf } from './summary-data';
import { summaryTestsPath } from './summary-paths';

/**
 * The chart's table equivalent: per test type, each label with its count and share. Every count is
 * a link to Summary Tests narrowed to that test and label (keyboard and screen-reader reachable,
 * unlike the canvas), and each test's total to all its results.
 */
export const SummaryTable = ({ tests }: { tests: readonly TestTypeSummary[] }) => (
  <div className="ui-table-wrap" ref={keyboardScroll}>
    <table className="ui-table summary-table">
      <caption>Results by test type</caption>
      <thead>
        <tr>
          <th scope="col">Test</th>
          <th scope="col">Label</th>
          <th scope="col" className="ui-end">
            Results
          </th>
          <th scope="col" className="ui-end">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {tests.map((test) => (
          <Fragment key={test.test_type.id}>
            {test.labels.map((entry, index) => (
              <tr key={entry.label}>
                {index === 0 ? (
                  <th scope="rowgroup" rowSpan={test.labels.length + 1}>
                    {test.test_type.name}
                  </th>
                ) : null}
                <td>{labelText(entry.label)}</td>
                <td className="ui-end">
                  <Link
                    href={absolute(summaryTestsPath(test.test_type.id, entry.label))}
                    className="ui-link"
                    aria-label={`${entry.count} ${test.test_type.name} results ${labelText(entry.label)}`}
                  >
                    {entry.count}
                  </Link>
                </td>
                <td className="ui-end">{percentOf(entry.count, test.total)}</td>
              </tr>
            ))}
            <tr className="summary-table-total">
              <td>All labels</td>
              <td className="ui-end">
                <Link
                  href={absolute(summaryTestsPath(test.test_type.id))}
                  className="ui-link"
                  aria-label={`${test.total} ${test.test_type.name} results`}
                >
                  {test.total}
                </Link>
              </td>
              <td className="ui-end">100%</td>
            </tr>
          </Fragment>
        ))}
      </tbody>
    </table>
  </div>
);
