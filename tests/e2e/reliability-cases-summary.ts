import { type CaseGroup, faults, RETRIED } from './reliability-case-kit';

/** Summary and Summary Tests (docs/patients.md "Summary, Summary Tests and the home cards"). */
export const summaryCases = {
  summary: {
    area: 'Summary (POST v3/summary/filter)',
    component: 'src/features/summary/summary.faults.test.tsx',
    cases: faults({
      '500-message': `'The summary could not be loaded.' with Try again ${RETRIED}; no toast; the filter chips and menu work`,
      '500-bare': "'The summary could not be loaded.' with Try again; no toast",
      network: "'The summary could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in place of the summary; the header stays usable; then the totals, the chart and its table",
      malformed: "'The summary could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'summary-tests': {
    area: 'Summary Tests (POST v3/result/filter)',
    component: 'src/features/summary/summary.faults.test.tsx',
    cases: faults({
      '500-message': `'The results could not be loaded.' with Try again in the table and 'Results: 0' ${RETRIED}; no toast`,
      '500-bare': "'The results could not be loaded.' with Try again in the table; no toast",
      network: "'The results could not be loaded.' with Try again in the table; no toast",
      slow: "'Loading...' in the table; the test and label pickers stay usable; then the results",
      malformed: "'The results could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
} satisfies Record<string, CaseGroup>;
