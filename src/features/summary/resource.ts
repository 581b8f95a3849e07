import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/** Summary and Summary Tests (docs/requirements.md 2.11.2; docs/patients.md). */
export const summaryResource = defineResource<typeof screens>({
  name: 'summary',
  area: 'dashboard',
  routes: [
    { path: 'summary', screen: 'SummaryScreen' },
    {
      path: 'summary/tests',
      screen: 'SummaryTestsScreen',
      // Systolic blood pressure's High results (a test type and a label, as the Summary's links give).
      tour: { query: '?test_type_id=1&label=High' },
    },
  ],
});
