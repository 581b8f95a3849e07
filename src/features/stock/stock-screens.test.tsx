import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/** Running Low, Clinic Stock and Stock Ledger (docs/orders.md, "Stock, days of cover and Running low"). */

const RUNNING_LOW = '/dashboard/manage/consumables/running-low';
const STOCK = '/dashboard/manage/consumables/stock';
const LEDGER = '/dashboard/manage/consumables/stock/ledger';

const table = (name: string) => screen.findByRole('table', { name });

describe('Running Low', () => {
  it("lists a customer's rows under their reorder point in one call, each explained, and ordering one removes it", async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: RUNNING_LOW, demo, user: customerUser });
    const rows = await table('Consumables under their reorder point');
    await waitFor(() =>
      expect(within(rows).getAllByRole('button', { name: 'Order' }).length).toBeGreaterThan(0),
    );
    expect(demo.bodies('/v3/stock/filter').at(-1)).toMatchObject({ running_low: true, page: 1 });
    expect(within(rows).getAllByText(/a day over the last 30 days/)[0]).toBeVisible();
    const totalOf = () => Number(screen.getByText(/^Running Low:/).querySelector('strong')?.textContent);
    const before = totalOf();

    await user.click(within(rows).getAllByRole('button', { name: 'Order' })[0]!);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(totalOf()).toBe(before - 1));
    const order = demo.db.orders.at(-1);
    expect(order).toMatchObject({ kind: 'consumable', status: 'placed', customer_id: customerUser.id });
  });

  it('has no Order button for an administrator', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: RUNNING_LOW, demo });
    const rows = await table('Consumables under their reorder point');
    await waitFor(() => expect(within(rows).getAllByText(/Below the reorder point/)[0]).toBeVisible());
    expect(within(rows).queryByRole('button', { name: 'Order' })).toBeNull();
  });
});

describe('Clinic Stock', () => {
  it('keeps the clinic and "expiring" in the URL, shows chips, and flags expiring and expired stock', async () => {
    const demo = serveDemoApi();
    const clinic = demo.db.clinics.find((row) => row.user_id === customerUser.id && row.status)!;
    const { user } = renderRoute({ url: `${STOCK}?clinic=${clinic.id}`, demo, user: customerUser });
    await table('Clinic stock');
    await waitFor(() =>
      expect(demo.bodies('/v3/stock/filter').at(-1)).toMatchObject({ clinic_id: clinic.id }),
    );
    await user.click(screen.getByLabelText('Expiring within 30 days or expired'));
    await waitFor(() => expect(currentUrl()).toBe(`${STOCK}?clinic=${clinic.id}&expiring=1&page=1&rows=10`));
    expect(demo.bodies('/v3/stock/filter').at(-1)).toMatchObject({ clinic_id: clinic.id, expiring: true });
    expect(
      within(screen.getByRole('region', { name: 'clinic stock filters' })).getByText('Expiring or expired'),
    ).toBeVisible();
  });
});

describe('Stock Ledger', () => {
  it('lists the movements newest first and adjusts with a reason, refusing a blank one', async () => {
    const demo = serveDemoApi();
    const clinic = demo.db.clinics.find((row) => row.user_id === customerUser.id && row.status)!;
    const { user } = renderRoute({
      url: `${LEDGER}?clinic=${clinic.id}&consumable=1`,
      demo,
      user: customerUser,
    });
    const rows = await table('Stock movements, newest first');
    await waitFor(() => expect(within(rows).getAllByText('Opening count')[0]).toBeVisible());

    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    await user.type(screen.getByLabelText(/^Units/), '5');
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Give the reason for the adjustment.')).toBeVisible();
    await user.type(screen.getByLabelText('Reason'), 'Found a box');
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(within(rows).getByText('Found a box')).toBeVisible());
    expect(demo.db.stockMovements.at(-1)).toMatchObject({
      quantity: 5,
      reason: 'Found a box',
      by_user_id: customerUser.id,
    });
  });

  it('puts the server refusal of going below zero on the quantity', async () => {
    const demo = serveDemoApi();
    const clinic = demo.db.clinics.find((row) => row.user_id === customerUser.id && row.status)!;
    const { user } = renderRoute({
      url: `${LEDGER}?clinic=${clinic.id}&consumable=1`,
      demo,
      user: customerUser,
    });
    await table('Stock movements, newest first');
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    await user.type(screen.getByLabelText(/^Units/), '-999999');
    await user.type(screen.getByLabelText('Reason'), 'Count');
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText(/cannot go below zero/)).toBeVisible();
  });
});
