import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { type DemoDb, serveDemoApi } from '@tests/unit/demo-api';
import { renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

const LIST = '/dashboard/manage/kiosk-inventory';
const detailsOf = (id: number | string) => `${LIST}/view/${id}`;

/** The order whose received dispatch brought this serial into the fleet (docs/orders.md), if any. */
const orderDelivering = (orders: DemoDb['orders'], serial: string) =>
  orders.find(
    (order) =>
      order.kind === 'kiosk' &&
      order.dispatches.some(
        (dispatch) =>
          dispatch.received_at !== null && dispatch.lines.some((line) => line.serials.includes(serial)),
      ),
  ) ?? null;

describe('Kiosk Inventory (docs/home-and-monitor.md, "Kiosk Inventory")', () => {
  it('lists the fleet with its total, and keeps the lifecycle filter from the URL', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: `${LIST}?lifecycle=in_stock`, demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiosk Inventory' })).toBeTruthy();
    const inStock = demo.db.kiosks.find((kiosk) => kiosk.status === 'in_stock');
    expect(await screen.findByRole('link', { name: inStock?.serial_number })).toBeTruthy();
    expect(demo.bodies('/v3/kiosk/filter').at(-1)).toMatchObject({ status: 'in_stock', page: 1, limit: 10 });
  });
});

describe('Kiosk Details', () => {
  it('shows the kiosk, its app version against the forced one, and its history', async () => {
    const demo = serveDemoApi();
    const kiosk = demo.db.kiosks.find((row) => orderDelivering(demo.db.orders, row.serial_number) === null);
    renderRoute({ url: detailsOf(kiosk?.id ?? 1), demo });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Kiosk: ${kiosk?.serial_number}` }),
    ).toBeTruthy();
    expect(screen.getByText(/forced 2\.4\.0/)).toBeTruthy();
    expect(screen.getAllByText(/Received from the manufacturer\./).length).toBeGreaterThan(0);
  });

  it('names the order a kiosk arrived from in its history (docs/orders.md)', async () => {
    const demo = serveDemoApi();
    const kiosk = demo.db.kiosks.find((row) => orderDelivering(demo.db.orders, row.serial_number) !== null);
    const order = orderDelivering(demo.db.orders, kiosk?.serial_number ?? '');
    renderRoute({ url: detailsOf(kiosk?.id ?? 1), demo });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Kiosk: ${kiosk?.serial_number}` }),
    ).toBeTruthy();
    expect(screen.getByText(new RegExp(`From order #${order?.id}`))).toBeTruthy();
  });

  it("refuses another customer's kiosk", async () => {
    const demo = serveDemoApi();
    const foreign = demo.db.kiosks.find(
      (kiosk) => kiosk.clinic_id !== null && demo.db.clinic(kiosk.clinic_id)?.user_id !== customerUser.id,
    );
    renderRoute({ url: detailsOf(foreign?.id ?? 1), demo, user: customerUser });
    expect(await screen.findByText('This kiosk is not one of yours.')).toBeTruthy();
  });
});
