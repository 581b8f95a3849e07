import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';

import {
  advance,
  callsFor,
  expectHealthy,
  expectNoToast,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  tryAgain,
} from '@tests/unit/reliability-kit';

/**
 * Doctor under the five standard faults (docs/reliability.md; docs/discussions.md): the board says
 * so in place with Try again (only logged, no toast); slow, it says Loading... and then the board.
 */
const URL = '/dashboard/doctor';
const CALL = '/v3/doctor/board';

describe('Doctor under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'doctor-board',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: URL,
        render: 'route',
        faults: faultFor(key, CALL, 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await advance(SLOW_MS);
        await skipUntil(() => expect(screen.getByRole('table', { name: 'Doctors' })).toBeVisible());
      } else {
        await skipUntil(() =>
          expect(screen.getByRole('alert')).toHaveTextContent('The board could not be loaded.'),
        );
        expectNoToast(toasts);
        expect(demo.count('GET', CALL)).toBe(callsFor(key));
        demo.db.clearFaults();
        await user.click(tryAgain());
        await skipUntil(() => expect(screen.getByRole('table', { name: 'Doctors' })).toBeVisible());
      }
      expectHealthy();
    }),
  );
});
