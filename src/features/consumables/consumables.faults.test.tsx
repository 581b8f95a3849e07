import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

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
  tryAgain,
} from '@tests/unit/reliability-kit';

/**
 * Faults on Consumables, Create Consumable and Consumable Details' Edit and Disable (docs/orders.md,
 * "Consumables"; docs/requirements.md section 8), as an administrator, on the seeded glucose strips:
 * the rows of docs/reliability.md that run here.
 */
const LIST = '/dashboard/manage/consumables';
const LIST_CALL = '/v3/consumable/filter';
const CREATE = '/dashboard/manage/consumable/create';
const CREATE_CALL = '/v3/consumable/';
const DETAILS = '/dashboard/manage/consumableDetails?id=1';
const CALL = '/v3/consumable/1';
const NAME = 'Glucose test strips';
const TITLE = `Consumable: ${NAME}`;

const table = () => screen.getByRole('table', { name: 'Consumables' });
const field = (name: string) => screen.getByLabelText(name, { exact: true });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

/** Create Consumable's form, filled in for a new cartridge used by the HbA1c test. */
const fillInConsumable = async (user: UserEvent) => {
  await user.type(field('Name'), 'HbA1c test cartridges');
  await skipUntil(() =>
    expect(screen.getByRole('option', { name: 'Lipid panel cartridge' })).toBeInTheDocument(),
  );
  await user.selectOptions(field('Consumable device'), 'Lipid panel cartridge');
  await user.type(field('Unit'), 'cartridge');
  await user.type(field('Price per unit'), '310');
  await user.click(screen.getByRole('button', { name: 'Add a test' }));
  await skipUntil(() => expect(screen.getByRole('option', { name: 'HbA1c (HBA1C)' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('Test, test 1'), 'HbA1c (HBA1C)');
};

describe('Consumables under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'consumable-list',
    perFault(async (key) => {
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: LIST,
        faults: faultFor(key, LIST_CALL),
        render: slow ? 'app' : 'route',
      });
      if (slow) {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(table()).getByRole('link', { name: NAME })).toBeVisible());
      } else {
        await skipUntil(() =>
          expect(within(table()).getByText('The consumables could not be loaded.')).toBeVisible(),
        );
        expect(within(table()).getByRole('button', { name: 'Try again' })).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', LIST_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

describe('Create Consumable under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'create-consumable-save',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: CREATE });
      await fillInConsumable(user);
      const before = demo.db.consumables.length;
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, CREATE_CALL, 'POST'));
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Name')).toHaveValue('HbA1c test cartridges');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Consumable HbA1c test cartridges created.', 'success');
        await skipUntil(() => expect(heading('Consumable: HbA1c test cartridges')).toBeVisible());
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Name')).toHaveValue('HbA1c test cartridges');
        expect(field('Consumable device')).toHaveDisplayValue('Lipid panel cartridge');
        expect(field('Price per unit')).toHaveValue('310');
        expect(screen.getByLabelText('Test, test 1')).toHaveDisplayValue('HbA1c (HBA1C)');
        expect(saveButton()).toBeEnabled();
        expect(currentUrl()).toBe(CREATE);
        expect(demo.count('POST', CREATE_CALL)).toBe(1);
        // A malformed answer is the server's 200: the consumable may exist; any other fault saved nothing.
        if (key !== 'malformed') expect(demo.db.consumables).toHaveLength(before);
      }
      expectHealthy();
    }),
  );
});

describe('Consumable Details under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'consumable-details',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: DETAILS,
        faults: faultFor(key, CALL, 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        expect(screen.queryByText('Fasting glucose (GLU_F) × 1')).not.toBeInTheDocument();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading(TITLE)).toBeVisible());
        expect(line('Used by')).toHaveTextContent('Fasting glucose (GLU_F) × 1');
        expect(screen.getByRole('heading', { name: 'Stock per clinic' })).toBeVisible();
        expect(screen.getByRole('heading', { name: 'Open orders' })).toBeVisible();
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expect(screen.queryByText('Fasting glucose (GLU_F) × 1')).not.toBeInTheDocument();
        expectNoToast(toasts);
        await expectHeaderUsable(user);
        expect(demo.count('GET', CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'edit-consumable-save',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: DETAILS });
      await skipUntil(() => expect(heading(TITLE)).toBeVisible());
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      await skipUntil(() => expect(field('Pack size')).toHaveValue('50'));
      await user.clear(field('Pack size'));
      await user.type(field('Pack size'), '100');
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, CALL, 'PUT'));
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Pack size')).toHaveValue('100');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Consumable ${NAME} updated.`, 'success');
        await skipUntil(() => expect(line('Pack')).toHaveTextContent('Pack of 100 strips'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Pack size')).toHaveValue('100');
        expect(field('Name')).toHaveValue(NAME);
        expect(saveButton()).toBeEnabled();
        expect(demo.count('PUT', CALL)).toBe(1);
        if (key !== 'malformed') expect(demo.db.consumables[0]!.pack_size).toBe(50);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'consumable-status',
    perFault(async (key) => {
      const statusCall = `${CALL}/status`;
      const { demo, toasts, user } = await loadFaultCase({ url: DETAILS });
      await skipUntil(() => expect(heading(TITLE)).toBeVisible());
      expect(line('Status')).toHaveTextContent('Active');
      await user.click(screen.getByRole('button', { name: 'Disable' }));
      const dialog = () => screen.getByRole('alertdialog', { name: `Disable ${NAME}?` });
      await skipUntil(() => expect(dialog()).toBeVisible());
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, statusCall, 'PUT'));
      const confirm = () => within(dialog()).getByRole('button', { name: 'Disable' });
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        expect(line('Status')).toHaveTextContent('Active');
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Consumable ${NAME} disabled.`, 'success');
        await skipUntil(() => expect(line('Status')).toHaveTextContent('Inactive'));
        expect(screen.getByRole('button', { name: 'Enable' })).toBeEnabled();
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(line('Status')).toHaveTextContent('Active');
        expect(screen.getByRole('button', { name: 'Disable' })).toBeEnabled();
        expect(demo.count('PUT', statusCall)).toBe(1);
        if (key !== 'malformed') expect(demo.db.consumables[0]!.status).toBe(true);
      }
      expectHealthy();
    }),
  );
});
