import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';

import {
  advance,
  callsFor,
  expectHealthy,
  expectNoToast,
  expectToast,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  toastDetailFor,
  tryAgain,
} from '@tests/unit/reliability-kit';

/**
 * Faults on Settings (docs/settings.md; docs/requirements.md section 8), as an administrator: the
 * read says so in place with Try again (only logged, no toast); Save keeps every value typed, with
 * the query client's 'Error' toast, and changes nothing: the rows of docs/reliability.md that run
 * here (tests/e2e/reliability-cases-settings.ts).
 */
const URL = '/dashboard/config/settings';
const CALL = '/v3/settings';

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('Settings under faults', () => {
  runComponentCases(
    'settings',
    perFault(async (key) => {
      const { demo, toasts } = await loadFaultCase({
        url: URL,
        render: 'route',
        faults: faultFor(key, CALL, 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await advance(SLOW_MS);
        await skipUntil(() => expect(field('Heartbeat staleness')).toHaveValue('30'));
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expect(screen.queryByLabelText('Heartbeat staleness')).not.toBeInTheDocument();
        expectNoToast(toasts);
        expect(demo.count('GET', CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'settings-save',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: URL, render: 'route' });
      await skipUntil(() => expect(field('Heartbeat staleness')).toHaveValue('30'));
      await user.clear(field('Heartbeat staleness'));
      await user.type(field('Heartbeat staleness'), '45');
      await user.selectOptions(field('Currency'), 'EUR');
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, CALL, 'PUT'));
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Heartbeat staleness')).toHaveValue('45');
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Settings saved.', 'success');
        expect(demo.db.settings).toMatchObject({ heartbeat_minutes: 45, currency: 'EUR', version: 2 });
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Heartbeat staleness')).toHaveValue('45');
        expect(field('Currency')).toHaveDisplayValue('EUR');
        expect(saveButton()).toBeEnabled();
        expect(demo.count('PUT', CALL)).toBe(1);
        // A malformed answer is the server's 200: the save happened; any other fault saved nothing.
        if (key !== 'malformed') expect(demo.db.settings.version).toBe(1);
      }
      expectHealthy();
    }),
  );
});
