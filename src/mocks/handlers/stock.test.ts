import { describe, expect, it } from 'vitest';

import type { StockMovementRow, StockRow } from '@/generated/model';

import { DEMO_CUSTOMER_ID, MAX_SCALE } from '../seed-records';
import { seededToRunLow } from '../seed-stock';
import {
  ADMIN_ID,
  call,
  CUSTOMER_ID,
  DOCTOR_ID,
  messageOf,
  records,
  serveDemoDb,
  totalCount,
} from '../test-utils';
import { appendStockMovement } from './stock-ledger';

const NOW = () => new Date('2026-06-01T10:00:00Z');

const setup = (scale = 1) => {
  const db = serveDemoDb({ now: NOW, scale });
  return {
    db,
    admin: db.issueToken(ADMIN_ID),
    customer: db.issueToken(CUSTOMER_ID),
    doctor: db.issueToken(DOCTOR_ID),
  };
};
const filter = {
  page: 1,
  limit: 500,
  searchValue: null,
  customer_id: null,
  clinic_id: null,
  consumable_id: null,
  running_low: null,
  expiring: null,
};

describe('the seeded ledger (docs/orders.md, "Stock, days of cover and Running low")', () => {
  it('opens every active pair, and its receipts match the received consumable dispatches', () => {
    const { db } = setup();
    const openings = db.stockMovements.filter((row) => row.reason === 'Opening count');
    expect(openings.length).toBeGreaterThan(db.clinics.filter((c) => c.status).length);
    const receipts = db.stockMovements.filter((row) => row.kind === 'received');
    const dispatched = db.orders
      .filter((order) => order.kind === 'consumable')
      .flatMap((order) => order.dispatches.filter((d) => d.received_at !== null).flatMap((d) => d.lines));
    expect(receipts.reduce((sum, row) => sum + row.quantity, 0)).toBe(
      dispatched.reduce((sum, line) => sum + line.quantity, 0),
    );
    expect(db.stockMovements.some((row) => row.kind === 'adjusted' && row.reason !== 'Opening count')).toBe(
      true,
    );
  });

  it("runs several of the demo customer's clinics low and not the others", async () => {
    const { db, customer } = setup();
    const low = records<StockRow>(
      await call('/v3/stock/filter', { token: customer, body: { ...filter, running_low: true } }),
    );
    const clinics = new Set(low.map((row) => row.clinic.id));
    expect(clinics.size).toBeGreaterThanOrEqual(3);
    expect(low.every((row) => row.customer.id === DEMO_CUSTOMER_ID && row.below_reorder)).toBe(true);
    const mine = db.clinics.filter((clinic) => clinic.user_id === DEMO_CUSTOMER_ID && clinic.status);
    expect(mine.filter((clinic) => !clinics.has(clinic.id)).length).toBeGreaterThan(clinics.size);
    expect(mine.some((clinic) => seededToRunLow(clinic, DEMO_CUSTOMER_ID) && clinics.has(clinic.id))).toBe(
      true,
    );
    expect(low[0]?.explanation).toMatch(
      / at .+: \d+ on hand, .* a day over the last 30 days, .* days of cover; lead time 7 days\. Below the reorder point/,
    );
  });

  it('has expired and expiring batches', async () => {
    const { admin } = setup();
    const rows = records<StockRow>(
      await call('/v3/stock/filter', { token: admin, body: { ...filter, expiring: true } }),
    );
    expect(rows.some((row) => row.expired > 0)).toBe(true);
    expect(rows.some((row) => row.expiring_30d > 0)).toBe(true);
  });
});

describe('filterStock', () => {
  it("gives a customer only their clinics, and another's clinic is 403 without its data", async () => {
    const { db, customer } = setup();
    const rows = records<StockRow>(
      await call('/v3/stock/filter', { token: customer, body: { ...filter, limit: 50 } }),
    );
    expect(rows.every((row) => row.customer.id === CUSTOMER_ID)).toBe(true);
    const other = db.clinics.find((clinic) => clinic.user_id !== CUSTOMER_ID);
    const refused = await call('/v3/stock/filter', {
      token: customer,
      body: { ...filter, clinic_id: other?.id },
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(other?.name ?? '?');
  });

  it('refuses doctors', async () => {
    const { doctor } = setup();
    expect((await call('/v3/stock/filter', { token: doctor, body: filter })).status).toBe(403);
    expect(
      (
        await call('/v3/stock/movement/filter', {
          token: doctor,
          body: { page: 1, limit: 10, clinic_id: 1, consumable_id: 1 },
        })
      ).status,
    ).toBe(403);
  });

  it('counts open orders, so an ordered suggestion leaves Running low', async () => {
    const { db, customer } = setup();
    const body = { ...filter, running_low: true };
    const [row] = records<StockRow>(await call('/v3/stock/filter', { token: customer, body }));
    expect(row).toBeDefined();
    if (!row) return;
    const placed = await call('/v3/order/', {
      token: customer,
      body: {
        kind: 'consumable',
        clinic_id: row.clinic.id,
        notes: null,
        lines: [{ consumable_id: row.consumable.id, quantity: row.suggested_quantity }],
      },
    });
    expect(placed.status).toBe(200);
    const after = records<StockRow>(
      await call('/v3/stock/filter', {
        token: customer,
        body: { ...filter, clinic_id: row.clinic.id, consumable_id: row.consumable.id },
      }),
    );
    expect(after[0]).toMatchObject({
      on_order: row.suggested_quantity,
      below_reorder: false,
      suggested_quantity: 0,
    });
    expect(db.stockMovements.length).toBeGreaterThan(0);
  });
});

describe('the ledger and adjustments', () => {
  it('lists stored and used rows newest first, with the balance after each', async () => {
    const { db, admin } = setup();
    const low = db.clinics.find(
      (clinic) => clinic.user_id === CUSTOMER_ID && clinic.status && seededToRunLow(clinic, CUSTOMER_ID),
    );
    const result = await call('/v3/stock/movement/filter', {
      token: admin,
      body: { page: 1, limit: 500, clinic_id: low?.id, consumable_id: 2 },
    });
    const rows = records<StockMovementRow>(result);
    expect(totalCount(result)).toBe(rows.length);
    expect(rows.at(-1)).toMatchObject({ kind: 'adjusted', reason: 'Opening count' });
    expect(rows.map((row) => row.at)).toEqual([...rows.map((row) => row.at)].sort().reverse());
  });

  it('appends an adjustment with who made it, and refuses 0, a blank reason and going below zero', async () => {
    const { db, customer } = setup();
    const clinic = db.clinics.find((row) => row.user_id === CUSTOMER_ID && row.status);
    const body = { clinic_id: clinic?.id, consumable_id: 1, quantity: 7, reason: 'Found a box in storage' };
    const before = records<StockRow>(
      await call('/v3/stock/filter', {
        token: customer,
        body: { ...filter, clinic_id: clinic?.id, consumable_id: 1 },
      }),
    )[0];
    const added = await call('/v3/stock/adjustment', { token: customer, body });
    expect(added.status).toBe(200);
    expect((added.body as { data: StockRow }).data.on_hand).toBe((before?.on_hand ?? 0) + 7);
    expect(db.stockMovements.at(-1)).toMatchObject({
      kind: 'adjusted',
      quantity: 7,
      by_user_id: CUSTOMER_ID,
      reason: 'Found a box in storage',
    });
    const zero = await call('/v3/stock/adjustment', { token: customer, body: { ...body, quantity: 0 } });
    expect([zero.status, (zero.body as { field?: string }).field]).toEqual([422, 'quantity']);
    const blank = await call('/v3/stock/adjustment', { token: customer, body: { ...body, reason: '  ' } });
    expect([blank.status, (blank.body as { field?: string }).field]).toEqual([422, 'reason']);
    const below = await call('/v3/stock/adjustment', {
      token: customer,
      body: { ...body, quantity: -1_000_000 },
    });
    expect([below.status, (below.body as { field?: string }).field]).toEqual([422, 'quantity']);
    expect(messageOf(below)).toMatch(/cannot go below zero/);
  });

  it("refuses another customer's clinic with 403 and no data, and an unknown consumable with 404", async () => {
    const { db, customer } = setup();
    const other = db.clinics.find((row) => row.user_id !== CUSTOMER_ID);
    const refused = await call('/v3/stock/adjustment', {
      token: customer,
      body: { clinic_id: other?.id, consumable_id: 1, quantity: 1, reason: 'x' },
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(other?.name ?? '?');
    const mine = db.clinics.find((row) => row.user_id === CUSTOMER_ID);
    expect(
      (
        await call('/v3/stock/adjustment', {
          token: customer,
          body: { clinic_id: mine?.id, consumable_id: 999, quantity: 1, reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('at DEMO_SCALE=max', () => {
  it("answers Running low for a customer's 200 clinics in one call (prints the time)", async () => {
    const { db, customer } = setup(MAX_SCALE);
    const clinics = db.clinics.filter((clinic) => clinic.user_id === CUSTOMER_ID).length;
    // The seeded ledger, then stored adjustments added until stored + derived reach 500,000.
    const derived = (await call('/v3/stock/filter', { token: customer, body: { ...filter, limit: 1 } }))
      .status;
    expect(derived).toBe(200);
    const stored = db.stockMovements.length;
    const usedDays = countUsedRows(db);
    const target = 500_000 - usedDays;
    const ids = db.clinics.map((clinic) => clinic.id);
    for (let i = db.stockMovements.length; i < target; i += 1)
      appendStockMovement(db, {
        clinic_id: ids[i % ids.length] ?? 1,
        consumable_id: 1 + (i % 5),
        kind: 'adjusted',
        quantity: i % 2 === 0 ? 3 : -1,
        at: new Date(Date.parse('2026-04-01T00:00:00Z') + (i % 60) * 86_400_000).toISOString(),
        by_user_id: ADMIN_ID,
        reason: 'Load test',
        order_id: null,
        dispatch_id: null,
        batch: null,
        expires_on: null,
      });
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const start = performance.now();
      const result = await call('/v3/stock/filter', {
        token: customer,
        body: { ...filter, running_low: true, limit: 25 },
      });
      times.push(performance.now() - start);
      expect(result.status).toBe(200);
    }
    console.info(
      `filterStock running_low, ${clinics} clinics, ${stored} stored + ${usedDays} derived movements seeded, ` +
        `${db.stockMovements.length + usedDays} in all: ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
  }, 120_000);
});

/** The derived `used` rows of the whole ledger: one per pair and day with use since its opening. */
const countUsedRows = (db: ReturnType<typeof serveDemoDb>): number => {
  const clinicOf = new Map(db.screening.sessions.map((session) => [session.id, session.clinic_id]));
  const opening = '2026-04-02';
  const rows = new Set<string>();
  for (const result of db.screening.results) {
    if (result.day < opening) continue;
    for (const consumable of db.consumables)
      if (consumable.uses.some((use) => use.test_type_id === result.test_type_id))
        rows.add(`${clinicOf.get(result.session_id)}:${consumable.id}:${result.day}`);
  }
  return rows.size;
};
