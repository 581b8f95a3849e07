import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl } from '@tests/unit/harness';
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
 * Faults on Kiosk Inventory, Add Kiosk, and Kiosk Details' Move and Retire (docs/home-and-monitor.md,
 * "Kiosk Inventory"; docs/requirements.md section 8), as an administrator: the rows of
 * docs/reliability.md that run here.
 */
const LIST = '/dashboard/manage/kiosk-inventory';
const LIST_CALL = '/v3/kiosk/filter';
const CREATE_CALL = '/v3/kiosk/';

const table = () => screen.getByRole('table', { name: 'Kiosks' });
const field = (name: string) => screen.getByLabelText(name, { exact: true });
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

/** A deployed kiosk that reports, and its page. */
const deployed = () => {
  const demo = serveDemoApi();
  const kiosk = demo.db.kiosks.find((row) => row.status === 'deployed' && !row.quiet)!;
  return { demo, kiosk, url: `${LIST}/view/${kiosk.id}`, call: `/v3/kiosk/${kiosk.id}` };
};

const fillInKiosk = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: 'Add Kiosk' }));
  await user.type(field('Serial number'), 'KS-2026-77001');
  await skipUntil(() =>
    expect(
      within(field('Manufacturer')).getByRole('option', { name: 'Contec Medical Systems' }),
    ).toBeInTheDocument(),
  );
  await user.selectOptions(field('Manufacturer'), '3');
  await user.type(field('Model name'), 'HK-500 Health Kiosk');
};

describe('Kiosk Inventory under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'kiosk-list',
    perFault(async (key) => {
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: LIST,
        faults: faultFor(key, LIST_CALL),
        render: slow ? 'app' : 'route',
      });
      if (slow) {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await user.click(field('App out of date'));
        expect(field('App out of date')).toBeChecked();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(within(table()).getAllByRole('link', { name: /^KS-/ })[0]).toBeVisible(),
        );
      } else {
        await skipUntil(() =>
          expect(within(table()).getByText('The kiosks could not be loaded.')).toBeVisible(),
        );
        expect(within(table()).getByRole('button', { name: 'Try again' })).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', LIST_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

describe('Add Kiosk under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'kiosk-add',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: LIST });
      await skipUntil(() => expect(screen.getByRole('button', { name: 'Add Kiosk' })).toBeVisible());
      await fillInKiosk(user);
      const before = demo.db.kiosks.length;
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, CREATE_CALL, 'POST'));
      await user.click(screen.getByRole('button', { name: 'Receive into stock' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Serial number')).toHaveValue('KS-2026-77001');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('heading', { level: 1, name: 'Kiosk: KS-2026-77001' })).toBeVisible(),
        );
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Serial number')).toHaveValue('KS-2026-77001');
        expect(field('Model name')).toHaveValue('HK-500 Health Kiosk');
        expect(screen.getByRole('button', { name: 'Receive into stock' })).toBeEnabled();
        expect(currentUrl()).toBe(LIST);
        expect(demo.count('POST', CREATE_CALL)).toBe(1);
        if (key !== 'malformed') expect(demo.db.kiosks).toHaveLength(before);
      }
      expectHealthy();
    }),
  );
});

describe('Kiosk Details: Move and Retire under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'kiosk-move',
    perFault(async (key) => {
      const { demo, kiosk, url, call } = deployed();
      const { toasts, user } = await loadFaultCase({ url, demo });
      await skipUntil(() => expect(line('Status')).toHaveTextContent('Deployed'));
      await user.click(screen.getByRole('button', { name: 'Move' }));
      await user.click(screen.getByRole('radio', { name: 'To repair' }));
      await user.type(field('Reason'), 'Printer jams.');
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, `${call}/move`, 'PUT'));
      await user.click(screen.getByRole('button', { name: 'Move' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Kiosk ${kiosk.serial_number} moved.`, 'success');
        await skipUntil(() => expect(line('Status')).toHaveTextContent('In repair'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Reason')).toHaveValue('Printer jams.');
        expect(screen.getByRole('radio', { name: 'To repair' })).toBeChecked();
        expect(line('Status')).toHaveTextContent('Deployed');
        expect(demo.count('PUT', `${call}/move`)).toBe(1);
        if (key !== 'malformed')
          expect(demo.db.kiosks.find((row) => row.id === kiosk.id)?.status).toBe('deployed');
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'kiosk-retire',
    perFault(async (key) => {
      const { demo, kiosk, url, call } = deployed();
      const { toasts, user } = await loadFaultCase({ url, demo });
      await skipUntil(() => expect(line('Status')).toHaveTextContent('Deployed'));
      await user.click(screen.getByRole('button', { name: 'Retire' }));
      await user.type(field('Reason'), 'Water damage.');
      await user.click(screen.getByRole('button', { name: 'Retire' }));
      const dialog = () => screen.getByRole('alertdialog', { name: 'Retire this kiosk?' });
      await skipUntil(() => expect(dialog()).toBeVisible());
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, `${call}/retire`, 'PUT'));
      const confirm = () => within(dialog()).getByRole('button', { name: 'Retire' });
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Kiosk ${kiosk.serial_number} retired.`, 'success');
        await skipUntil(() => expect(line('Status')).toHaveTextContent('Retired'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(field('Reason')).toHaveValue('Water damage.');
        expect(line('Status')).toHaveTextContent('Deployed');
        expect(demo.count('PUT', `${call}/retire`)).toBe(1);
        if (key !== 'malformed')
          expect(demo.db.kiosks.find((row) => row.id === kiosk.id)?.status).toBe('deployed');
      }
      expectHealthy();
    }),
  );
});
