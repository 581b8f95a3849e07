import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import {
  advance,
  callsFor,
  expectHeaderUsable,
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
} from '@tests/unit/reliability-kit';

/**
 * Faults on Running Low and Stock Ledger with Adjust (docs/orders.md, "Stock, days of cover and
 * Running low"; docs/requirements.md section 8), as an administrator: the rows of docs/reliability.md
 * that run here.
 */
const RUNNING_LOW = '/dashboard/manage/consumables/running-low';
const LEDGER = '/dashboard/manage/consumables/stock/ledger';
const STOCK_CALL = '/v3/stock/filter';
const LEDGER_CALL = '/v3/stock/movement/filter';
const ADJUST_CALL = '/v3/stock/adjustment';

const table = (name: string) => screen.getByRole('table', { name });

/** The ledger of the first active clinic for consumable 1. */
const ledger = () => {
  const demo = serveDemoApi();
  const clinic = demo.db.clinics.find((row) => row.status)!;
  return { demo, url: `${LEDGER}?clinic=${clinic.id}&consumable=1` };
};

describe('Running Low under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'running-low-list',
    perFault(async (key) => {
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: RUNNING_LOW,
        faults: faultFor(key, STOCK_CALL),
        render: slow ? 'app' : 'route',
      });
      const rows = () => table('Consumables under their reorder point');
      if (slow) {
        await skipUntil(() => expect(within(rows()).getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(within(rows()).getAllByText(/Below the reorder point/)[0]).toBeVisible(),
        );
      } else {
        await skipUntil(() =>
          expect(within(rows()).getByText('The stock figures could not be loaded.')).toBeVisible(),
        );
        expect(within(rows()).getByRole('button', { name: 'Try again' })).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', STOCK_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

describe('Stock Ledger under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'stock-ledger-list',
    perFault(async (key) => {
      const slow = key === 'slow';
      const { demo: served, url } = ledger();
      const { demo, toasts, user } = await loadFaultCase({
        url,
        demo: served,
        faults: faultFor(key, LEDGER_CALL),
        render: slow ? 'app' : 'route',
      });
      const rows = () => table('Stock movements, newest first');
      if (slow) {
        await skipUntil(() => expect(within(rows()).getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(rows()).getAllByText('Opening count')[0]).toBeVisible());
      } else {
        await skipUntil(() =>
          expect(within(rows()).getByText('The stock movements could not be loaded.')).toBeVisible(),
        );
        expect(within(rows()).getByRole('button', { name: 'Try again' })).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', LEDGER_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

describe('Adjust under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'stock-adjust-save',
    perFault(async (key) => {
      const { demo: served, url } = ledger();
      const { demo, toasts, user } = await loadFaultCase({
        url,
        demo: served,
        render: key === 'slow' ? 'app' : 'route',
      });
      await skipUntil(() =>
        expect(within(table('Stock movements, newest first')).getAllByText('Opening count')[0]).toBeVisible(),
      );
      await user.click(screen.getByRole('button', { name: 'Adjust' }));
      await user.type(screen.getByLabelText(/^Units/), '6');
      await user.type(screen.getByLabelText('Reason'), 'Found a box');
      const before = demo.db.stockMovements.length;
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, ADJUST_CALL, 'POST'));
      await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(screen.getByLabelText('Reason')).toHaveValue('Found a box');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', /^Stock adjusted: \d+ strips on hand\.$/, 'success');
        expect(demo.db.stockMovements).toHaveLength(before + 1);
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(screen.getByLabelText(/^Units/)).toHaveValue('6');
        expect(screen.getByLabelText('Reason')).toHaveValue('Found a box');
        expect(screen.getByRole('button', { name: 'Save adjustment' })).toBeEnabled();
        expect(demo.count('POST', ADJUST_CALL)).toBe(1);
        // A malformed answer is the server's 200: the adjustment is in; any other fault appended nothing.
        if (key !== 'malformed') expect(demo.db.stockMovements).toHaveLength(before);
      }
      expectHealthy();
    }),
  );
});
