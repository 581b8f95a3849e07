import type { OrderPage, OrderRecord } from '@/generated/model';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { MAX_SCALE } from '../seed-records';
import { MAX_ORDERS, orderCountFor, seedOrders } from '../seed-orders';
import { ADMIN_ID, call, CUSTOMER_ID, DOCTOR_ID, messageOf, serveDemoDb } from '../test-utils';
import type { DemoOrder, DemoOrderStatus } from '../types';
import { timelineOf } from './audit-index';

let db: DemoDb;
let admin: string;
let customer: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-06-01T10:00:00Z') });
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });
const recordOf = (result: { data: unknown }) => result.data as OrderRecord;
const STATUSES: DemoOrderStatus[] = [
  'placed',
  'approved',
  'dispatched',
  'delivered',
  'rejected',
  'cancelled',
];
const myClinic = () => db.clinics.find((clinic) => clinic.user_id === CUSTOMER_ID && clinic.status)!;
const othersOrder = () =>
  db.orders.find((order) => order.customer_id !== CUSTOMER_ID && order.status === 'placed')!;
const kioskOrder = async (quantity = 2) =>
  recordOf(
    await post(
      '/v3/order/',
      {
        kind: 'kiosk',
        clinic_id: myClinic().id,
        notes: 'Second screening room.',
        lines: [{ manufacturer_id: 3, model_name: 'HK-500 Health Kiosk', quantity }],
      },
      customer,
    ),
  );
const move = (id: number, action: string, body: unknown, token = admin) =>
  post(`/v3/order/${id}/${action}`, body, token);

describe('the seeded orders (docs/orders.md, "Demo data")', () => {
  it('give the demo customer both kinds in every state but delivered kiosks beyond the fleet', () => {
    const mine = db.orders.filter((order) => order.customer_id === CUSTOMER_ID);
    for (const status of STATUSES) {
      expect(
        mine.some((order) => order.kind === 'consumable' && order.status === status),
        status,
      ).toBe(true);
      expect(
        mine.some((order) => order.kind === 'kiosk' && order.status === status),
        status,
      ).toBe(true);
    }
  });

  it('have consistent histories: placed first, each line from the last, the version counts them', () => {
    for (const order of db.orders) {
      // Its history is the trail's (docs/audit.md, "Timelines read the trail"), oldest first here.
      const events = timelineOf(db, 'order', order.id)
        .map((event) => event.line)
        .reverse();
      expect(events[0]?.action).toBe('placed');
      events.forEach((event, index) => {
        expect(event.from_status).toBe(index === 0 ? null : events[index - 1]?.to_status);
      });
      expect(events.at(-1)?.to_status).toBe(order.status);
      expect(order.version).toBe(events.length);
      expect(order.updated_at < '2026-06-01T10:00:00Z').toBe(true);
    }
  });

  it('make delivered kiosk orders of fleet kiosks at the clinic, whose history names the order', async () => {
    const delivered = db.orders.filter((order) => order.kind === 'kiosk' && order.status === 'delivered');
    expect(delivered.length).toBeGreaterThan(0);
    for (const order of delivered) {
      for (const serial of order.dispatches.flatMap((d) => d.lines.flatMap((l) => l.serials))) {
        expect(db.kiosks.find((kiosk) => kiosk.serial_number === serial)?.clinic_id).toBe(order.clinic_id);
      }
    }
    const order = delivered[0] as DemoOrder;
    const kiosk = db.kiosks.find((k) => k.serial_number === order.dispatches[0]?.lines[0]?.serials[0]);
    const view = await get(`/v3/kiosk/${kiosk?.id}`);
    const history = (view.data as { history: Array<{ action: string; reason: string }> }).history;
    expect(history.find((line) => line.action === 'received')?.reason).toBe(`From order #${order.id}`);
    expect(recordOf(await get(`/v3/order/${order.id}`)).kiosks.map((k) => k.id)).toEqual([kiosk?.id]);
  });

  it('reach 20,000 orders at DEMO_SCALE=max', () => {
    expect(orderCountFor(MAX_SCALE, 2000)).toBe(MAX_ORDERS);
    const clinics = Array.from({ length: 2000 }, (_, index) => ({ ...db.clinics[0]!, id: index + 1 }));
    const orders = seedOrders(MAX_SCALE, Date.parse('2026-06-01T10:00:00Z'), {
      clinics,
      kiosks: db.kiosks,
      kioskEvents: db.kioskEvents,
      consumables: db.consumables,
    });
    expect(orders.length).toBe(MAX_ORDERS);
  });
});

describe('POST /v3/order/filter', () => {
  it('counts every status whatever the tab, newest first, a customer only theirs, a doctor 403', async () => {
    const all = (
      await post('/v3/order/filter', { kind: 'consumable', page: 1, limit: 500, status: 'placed' })
    ).data as OrderPage;
    const consumables = db.orders.filter((order) => order.kind === 'consumable');
    expect(all.total_count).toBe(consumables.filter((order) => order.status === 'placed').length);
    expect(all.status_counts.delivered).toBe(
      consumables.filter((order) => order.status === 'delivered').length,
    );
    const placed = all.records.map((row) => row.placed_at);
    expect(placed).toEqual([...placed].sort().reverse());
    const mine = (
      await post('/v3/order/filter', { kind: 'kiosk', page: 1, limit: 500, customer_id: 99 }, customer)
    ).data as OrderPage;
    expect(mine.records.every((row) => row.customer.id === CUSTOMER_ID)).toBe(true);
    expect(mine.total_count).toBeGreaterThan(0);
    const doctor = await post(
      '/v3/order/filter',
      { kind: 'kiosk', page: 1, limit: 10 },
      db.issueToken(DOCTOR_ID),
    );
    expect(doctor.status).toBe(403);
  });

  it('finds an order by its number ("#12") or a serial, and by placed days', async () => {
    const order = db.orders.find((row) => row.kind === 'kiosk' && row.dispatches.length > 0) as DemoOrder;
    const byNumber = (
      await post('/v3/order/filter', { kind: 'kiosk', page: 1, limit: 10, searchValue: `#${order.id}` })
    ).data as OrderPage;
    expect(byNumber.records.map((row) => row.id)).toContain(order.id);
    const serial = order.dispatches[0]?.lines[0]?.serials[0] ?? '';
    const bySerial = (
      await post('/v3/order/filter', { kind: 'kiosk', page: 1, limit: 10, searchValue: serial })
    ).data as OrderPage;
    expect(bySerial.records.map((row) => row.id)).toEqual([order.id]);
    const day = order.placed_at.slice(0, 10);
    const byDay = (await post('/v3/order/filter', { kind: 'kiosk', page: 1, limit: 500, from: day, to: day }))
      .data as OrderPage;
    expect(byDay.records.every((row) => row.placed_at.startsWith(day))).toBe(true);
  });
});

describe('POST /v3/order/ (place)', () => {
  it('places a customer order, version 1, with its history line; only they may cancel it', async () => {
    const order = await kioskOrder();
    expect(order).toMatchObject({
      status: 'placed',
      version: 1,
      quantity: 2,
      summary: '2 × HK-500 Health Kiosk',
    });
    expect(order.history[0]).toMatchObject({ action: 'placed', from_status: null, to_status: 'placed' });
    expect(order.allowed_actions).toEqual(['cancel']);
    expect(recordOf(await get(`/v3/order/${order.id}`)).allowed_actions).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
  });

  it('copies the consumable price and totals it in the settings currency', async () => {
    const consumable = db.consumables.find((row) => row.status)!;
    const result = await post(
      '/v3/order/',
      {
        kind: 'consumable',
        clinic_id: myClinic().id,
        notes: null,
        lines: [{ consumable_id: consumable.id, quantity: 10 }],
      },
      customer,
    );
    expect(recordOf(result).total).toEqual({ amount: consumable.price * 10, currency: 'INR' });
    expect(recordOf(result).lines[0]?.unit_price).toBe(consumable.price);
  });

  it('refuses administrators and doctors (403), and bad clinics, models and quantities (422)', async () => {
    const body = {
      kind: 'kiosk',
      clinic_id: myClinic().id,
      notes: null,
      lines: [{ manufacturer_id: 3, model_name: 'HK-500 Health Kiosk', quantity: 1 }],
    };
    expect((await post('/v3/order/', body)).status).toBe(403);
    expect((await post('/v3/order/', body, db.issueToken(DOCTOR_ID))).status).toBe(403);
    const other = db.clinics.find((clinic) => clinic.user_id !== CUSTOMER_ID)!;
    const cases: Array<[unknown, string]> = [
      [{ ...body, clinic_id: other.id }, 'clinic_id'],
      [{ ...body, lines: [{ manufacturer_id: 3, model_name: 'HK-9', quantity: 1 }] }, 'model_name'],
      [
        { ...body, lines: [{ manufacturer_id: 3, model_name: 'HK-500 Health Kiosk', quantity: 101 }] },
        'quantity',
      ],
      [{ ...body, lines: [] }, 'lines'],
      [{ ...body, kind: 'consumable', lines: [{ consumable_id: 999, quantity: 5 }] }, 'consumable_id'],
    ];
    for (const [request, field] of cases) {
      const result = await post('/v3/order/', request, customer);
      expect(result.status, field).toBe(422);
      expect((result.body as { field?: string }).field).toBe(field);
    }
  });
});

describe('the moves', () => {
  it('take two kiosks through a partial dispatch: delivered only when both are received', async () => {
    const placed = await kioskOrder();
    const approved = recordOf(await move(placed.id, 'approve', { version: 1 }));
    expect(approved).toMatchObject({ status: 'approved', version: 2 });
    const lineId = approved.lines[0]?.id;
    const first = recordOf(
      await move(placed.id, 'dispatch', {
        version: 2,
        lines: [{ line_id: lineId, quantity: 1, serials: ['KS-2026-90001'] }],
      }),
    );
    expect(first).toMatchObject({ status: 'dispatched', dispatched: 1 });
    expect(first.allowed_actions).toEqual(['dispatch']);
    const received = recordOf(
      await move(placed.id, 'receive', { version: 3, dispatch_id: first.dispatches[0]?.id }, customer),
    );
    expect(received.status).toBe('dispatched');
    const kiosk = db.kiosks.find((k) => k.serial_number === 'KS-2026-90001');
    expect(kiosk).toMatchObject({ status: 'deployed', clinic_id: myClinic().id, installed_at: '2026-06-01' });
    // The arrival is the kiosk's audit event (docs/audit.md, "Timelines read the trail").
    expect(timelineOf(db, 'kiosk', kiosk?.id ?? 0)[0]?.line.reason).toBe(`From order #${placed.id}`);
    const second = recordOf(
      await move(placed.id, 'dispatch', {
        version: 4,
        lines: [{ line_id: lineId, quantity: 1, serials: ['KS-2026-90002'] }],
      }),
    );
    const done = recordOf(
      await move(placed.id, 'receive', { version: 5, dispatch_id: second.dispatches[1]?.id }, customer),
    );
    expect(done).toMatchObject({ status: 'delivered', received: 2 });
    expect(done.kiosks.map((k) => k.serial_number)).toEqual(['KS-2026-90001', 'KS-2026-90002']);
    expect(done.history.map((line) => line.action)).toEqual([
      'received',
      'dispatched',
      'received',
      'dispatched',
      'approved',
      'placed',
    ]);
  });

  it('gives the second of two administrators approving at once 409 with the order now', async () => {
    const order = await kioskOrder();
    const second = db.issueToken(ADMIN_ID);
    expect((await move(order.id, 'approve', { version: 1 })).status).toBe(200);
    const stale = await move(order.id, 'approve', { version: 1 }, second);
    expect(stale.status).toBe(409);
    const current = (stale.body as { current: OrderRecord }).current;
    expect(current).toMatchObject({ status: 'approved', version: 2 });
    expect(current.history[0]).toMatchObject({ action: 'approved', by: { id: ADMIN_ID } });
  });

  it('refuses a move the state forbids (422) and a rejection or cancellation without a reason', async () => {
    const order = await kioskOrder();
    await move(order.id, 'approve', { version: 1 });
    const again = await move(order.id, 'approve', { version: 2 });
    expect(again.status).toBe(422);
    expect(messageOf(again)).toBe(`Order #${order.id} is approved: only a placed order can be approved.`);
    const noReason = await move(order.id, 'cancel', { version: 2, reason: ' ' }, customer);
    expect(noReason.status).toBe(422);
    expect((noReason.body as { field?: string }).field).toBe('reason');
    const cancelled = recordOf(
      await move(order.id, 'cancel', { version: 2, reason: 'Wrong clinic.' }, customer),
    );
    expect(cancelled.history[0]).toMatchObject({
      action: 'cancelled',
      reason: 'Wrong clinic.',
      from_status: 'approved',
    });
    expect((await move(order.id, 'reject', { version: 3, reason: 'No.' })).status).toBe(422);
  });

  it('rejects a placed order with its reason; a dispatched one can no longer be cancelled', async () => {
    const order = await kioskOrder(1);
    expect((await move(order.id, 'reject', { version: 1, reason: null })).status).toBe(422);
    const rejected = recordOf(await move(order.id, 'reject', { version: 1, reason: 'Enough kiosks.' }));
    expect(rejected).toMatchObject({ status: 'rejected', allowed_actions: [] });
    const shipped = db.orders.find((row) => row.status === 'dispatched')!;
    const late = await move(shipped.id, 'cancel', { version: shipped.version, reason: 'Too late.' });
    expect(late.status).toBe(422);
    expect(messageOf(late)).toContain('can no longer be cancelled');
  });

  it('refuses serials that are missing, repeated or already in the fleet, and more than is open', async () => {
    const order = await kioskOrder();
    await move(order.id, 'approve', { version: 1 });
    const line = order.lines[0]?.id;
    const taken = db.kiosks[0]?.serial_number;
    const cases: Array<[unknown, string]> = [
      [[{ line_id: line, quantity: 2, serials: ['KS-1'] }], 'serials'],
      [[{ line_id: line, quantity: 2, serials: ['KS-2026-1', 'ks-2026-1'] }], 'serials'],
      [[{ line_id: line, quantity: 1, serials: [taken] }], 'serials'],
      [[{ line_id: line, quantity: 3, serials: ['A-001', 'A-002', 'A-003'] }], 'lines'],
      [[{ line_id: 99, quantity: 1, serials: ['A-001'] }], 'lines'],
    ];
    for (const [lines, field] of cases) {
      const result = await move(order.id, 'dispatch', { version: 2, lines });
      expect(result.status, JSON.stringify(lines)).toBe(422);
      expect((result.body as { field?: string }).field).toBe(field);
    }
  });

  it('turns a received consumable dispatch into a received stock movement with its batch', async () => {
    const consumable = db.consumables.find((row) => row.status)!;
    const order = recordOf(
      await post(
        '/v3/order/',
        {
          kind: 'consumable',
          clinic_id: myClinic().id,
          notes: null,
          lines: [{ consumable_id: consumable.id, quantity: 100 }],
        },
        customer,
      ),
    );
    await move(order.id, 'approve', { version: 1 });
    const sent = recordOf(
      await move(order.id, 'dispatch', {
        version: 2,
        lines: [{ line_id: 1, quantity: 100, batch: 'GL-2606-01', expires_on: '2027-01-31' }],
      }),
    );
    const before = db.stockMovements.length;
    const done = recordOf(
      await move(order.id, 'receive', { version: 3, dispatch_id: sent.dispatches[0]?.id }, customer),
    );
    expect(done.status).toBe('delivered');
    expect(db.stockMovements.slice(before)).toEqual([
      expect.objectContaining({
        kind: 'received',
        quantity: 100,
        clinic_id: myClinic().id,
        consumable_id: consumable.id,
        order_id: order.id,
        batch: 'GL-2606-01',
        expires_on: '2027-01-31',
      }),
    ]);
    expect(
      (await move(order.id, 'receive', { version: 4, dispatch_id: sent.dispatches[0]?.id }, customer)).status,
    ).toBe(422);
  });
});

describe("another customer's order, doctors, unknown ids", () => {
  it('is a 403 without its data for a customer, read or moved; doctors 403; unknown 404', async () => {
    const order = othersOrder();
    for (const result of [
      await get(`/v3/order/${order.id}`, customer),
      await move(order.id, 'cancel', { version: order.version, reason: 'Mine now.' }, customer),
    ]) {
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ error: true, message: 'This order is not one of yours.' });
    }
    expect((await get(`/v3/order/${order.id}`, db.issueToken(DOCTOR_ID))).status).toBe(403);
    expect((await move(order.id, 'approve', { version: order.version }, customer)).status).toBe(403);
    expect((await get('/v3/order/999999')).status).toBe(404);
  });
});

describe('GET /v3/kiosk-model/', () => {
  it('lists the models a kiosk order offers, for administrators and customers', async () => {
    const models = (await get('/v3/kiosk-model/', customer)).data as Array<{ name: string }>;
    expect(models.map((model) => model.name)).toContain('HK-500 Health Kiosk');
    expect((await get('/v3/kiosk-model/', db.issueToken(DOCTOR_ID))).status).toBe(403);
  });
});
