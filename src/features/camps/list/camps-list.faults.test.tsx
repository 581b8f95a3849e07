import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';

import { CAMP_CALLS, CAMPS } from '@tests/unit/camps';
import {
  advance,
  callsFor,
  expectHeaderUsable,
  expectHealthy,
  expectNoToast,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
} from '@tests/unit/reliability-kit';

/**
 * Faults on the camps list (docs/requirements.md 2.7, section 8), as an administrator: the rows of
 * docs/reliability.md that run here.
 */
const table = () => screen.getByRole('table', { name: 'Camps' });

describe('Camps list under faults', () => {
  runComponentCases(
    'camps-list',
    perFault(async (key) => {
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: CAMPS,
        faults: faultFor(key, CAMP_CALLS.list),
        // The header is checked only while the list is slow.
        render: slow ? 'app' : 'route',
      });
      if (slow) {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        const search = screen.getByRole('searchbox', { name: /search/i });
        await user.type(search, 'Camp');
        expect(search).toHaveValue('Camp');
        expect(screen.getByRole('link', { name: 'Add Camp' })).toBeVisible();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(within(table()).getAllByRole('link', { name: /^Camp_/ })[0]).toBeVisible(),
        );
      } else {
        await skipUntil(() => expect(within(table()).getByText('No data found')).toBeVisible());
        expect(screen.getByText(/Total Clinics:/)).toHaveTextContent('Total Clinics: 0');
        expectNoToast(toasts);
        // Only logged (docs/requirements.md section 8); network errors and 5xx were retried three times.
        expect(demo.count('POST', CAMP_CALLS.list)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});
