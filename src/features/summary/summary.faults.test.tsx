import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, vi } from 'vitest';

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
  tryAgain,
} from '@tests/unit/reliability-kit';

/**
 * Faults on Summary and Summary Tests (docs/patients.md, docs/requirements.md section 8), as an
 * administrator: the rows of docs/reliability.md that run here.
 */
const SUMMARY = '/dashboard/summary';
const TESTS = '/dashboard/summary/tests?test_type_id=1&label=High';
const SUMMARY_CALL = '/v3/summary/filter';
const RESULTS_CALL = '/v3/result/filter';

beforeEach(() => {
  // jsdom has no canvas: chart.js is given no context and draws nothing (summary-screen.test.tsx).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('Summary under faults', () => {
  runComponentCases(
    'summary',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: SUMMARY,
        faults: faultFor(key, SUMMARY_CALL),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('table', { name: 'Results by test type' })).toBeVisible(),
        );
        expect(screen.getByRole('list', { name: 'Totals' })).toBeVisible();
      } else {
        await skipUntil(() =>
          expect(
            screen
              .getAllByRole('alert')
              .find((alert) => alert.textContent.includes('The summary could not be loaded.')),
          ).toBeVisible(),
        );
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', SUMMARY_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

describe('Summary Tests under faults', () => {
  runComponentCases(
    'summary-tests',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: TESTS, faults: faultFor(key, RESULTS_CALL) });
      const table = () => within(screen.getByRole('table', { name: 'Results' }));
      if (key === 'slow') {
        await skipUntil(() => expect(table().getByText('Loading...')).toBeVisible());
        const label = screen.getByRole('combobox', { name: 'Label' });
        label.focus();
        expect(label).toHaveFocus();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(table().getAllByRole('link').length).toBeGreaterThan(0));
      } else {
        await skipUntil(() =>
          expect(table().getByRole('alert')).toHaveTextContent('The results could not be loaded.'),
        );
        expect(screen.getByText(/^Results:/)).toHaveTextContent(/^Results: 0$/);
        expectNoToast(toasts);
        expect(demo.count('POST', RESULTS_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});
