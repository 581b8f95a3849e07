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
import { archivedCount } from './stock-archive';
import { storedMovements } from './stock-ledger';
import { dayNumber, todayNumber, usedByDay } from './stock-usage';

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
  it("holds 500,000 movements and answers Running low for a customer's clinics in one call (prints the times)", async () => {
    let start = performance.now();
    const { db, customer } = setup(MAX_SCALE);
    const seedMs = performance.now() - start;
    const clinics = db.clinics.filter((clinic) => clinic.user_id === CUSTOMER_ID).length;
    // The screening results are seeded on first use (the browser does it when idle): timed apart.
    start = performance.now();
    expect(db.screening.results.length).toBeGreaterThan(0);
    const screeningMs = performance.now() - start;
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      start = performance.now();
      const result = await call('/v3/stock/filter', {
        token: customer,
        body: { ...filter, running_low: true, limit: 25 },
      });
      times.push(performance.now() - start);
      expect(result.status).toBe(200);
    }
    // Stored rows, the archived history (stock-archive.ts) and the derived daily use: every one a
    // row of the Stock Ledger.
    const stored = db.stockMovements.length;
    const archived = archivedCount(db);
    const used = usedRows(db);
    expect(stored + archived + used).toBeGreaterThanOrEqual(500_000);
    const mine = db.clinics.find((clinic) => clinic.user_id === CUSTOMER_ID && clinic.status);
    const ledger = { page: 1, limit: 25, clinic_id: mine?.id, consumable_id: 2 };
    const first = await call('/v3/stock/movement/filter', { token: customer, body: ledger });
    const last = Math.ceil(totalCount(first) / 25);
    start = performance.now();
    const deep = await call('/v3/stock/movement/filter', {
      token: customer,
      body: { ...ledger, page: last },
    });
    const deepMs = performance.now() - start;
    expect(records<StockMovementRow>(deep).at(-1)?.id).toMatch(/^archived-/);
    console.info(
      `DEMO_SCALE=max seeded in ${seedMs.toFixed(0)} ms (screening ${screeningMs.toFixed(0)} ms): ${stored} stored + ${archived} archived + ${used} derived = ` +
        `${stored + archived + used} movements; filterStock running_low for ${clinics} clinics: ` +
        `${times.map((t) => t.toFixed(0)).join(', ')} ms; the ledger's last page (${last}): ${deepMs.toFixed(1)} ms`,
    );
  }, 120_000);
});

/** The derived `used` rows of the whole ledger: one per pair and day with use, from its first stored movement. */
const usedRows = (db: ReturnType<typeof serveDemoDb>): number => {
  const today = todayNumber(db);
  let rows = 0;
  for (const clinic of db.clinics)
    for (const consumable of db.consumables) {
      const stored = storedMovements(db, clinic.id, consumable.id);
      if (stored.length === 0) continue;
      const first = Math.min(...stored.map((row) => dayNumber(row.at)));
      for (const units of usedByDay(db, clinic.id, consumable, first, today + 1).values())
        if (units > 0) rows += 1;
    }
  return rows;
};
