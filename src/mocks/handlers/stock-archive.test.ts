import { describe, expect, it } from 'vitest';

import type { StockMovementRow } from '@/generated/model';

import { DEMO_CUSTOMER_ID, MAX_SCALE } from '../seed-records';
import { seededToRunLow, seedStockArchive } from '../seed-stock';
import { ADMIN_ID, call, CUSTOMER_ID, records, serveDemoDb, totalCount } from '../test-utils';
import type { DemoClinic, DemoConsumable } from '../types';
import { archivedCount, archivedLines, ledgerPage } from './stock-archive';
import { foldLedger, ledgerEvents, pairBalance } from './stock-balance';
import { pageOf } from './scope';
import { todayNumber } from './stock-usage';

/**
 * The archived history (docs/orders.md, "Performance") against the plain representation: the same
 * movements as rows, folded with the ledger's own fold, on the small seed with the archive as deep
 * as at the top scale (at scale 1 it is empty).
 */

const NOW = () => new Date('2026-06-01T10:00:00Z');

const setup = () => {
  const db = serveDemoDb({ now: NOW });
  const tables = Reflect.get(db, 'tables') as Record<string, unknown>;
  tables.stockArchive = seedStockArchive({
    scale: MAX_SCALE,
    clinics: db.clinics,
    consumables: db.consumables,
  });
  return db;
};

type Db = ReturnType<typeof setup>;

/** The plain ledger: the archived movements as rows before the stored ones and the use, one fold. */
const plainLedger = (db: Db, clinicId: number, consumable: DemoConsumable) =>
  foldLedger(
    [
      ...archivedLines(db, clinicId, consumable.id).map((line) => line.event),
      ...ledgerEvents(db, clinicId, consumable),
    ],
    todayNumber(db),
    true,
  );

/** Some clinics of each kind: run low, not, with receipts; every active consumable. */
const samplePairs = (db: Db): Array<[DemoClinic, DemoConsumable]> => {
  const received = new Set(
    db.stockMovements.filter((row) => row.kind === 'received').map((row) => row.clinic_id),
  );
  const active = db.clinics.filter((clinic) => clinic.status);
  const clinics = [
    ...active.filter((clinic) => seededToRunLow(clinic, DEMO_CUSTOMER_ID)).slice(0, 4),
    ...active.filter((clinic) => !seededToRunLow(clinic, DEMO_CUSTOMER_ID)).slice(0, 4),
    ...active.filter((clinic) => received.has(clinic.id)).slice(0, 4),
  ];
  return clinics.flatMap((clinic) =>
    db.consumables
      .filter((row) => row.status)
      .map((consumable): [DemoClinic, DemoConsumable] => [clinic, consumable]),
  );
};

describe('the archived stock history', () => {
  it('is empty at the default scale and 6 to 14 months a pair at the top scale', () => {
    const db = serveDemoDb({ now: NOW });
    expect(db.stockArchive.pairs).toEqual([]);
    const deep = setup();
    const pairs = db.clinics.filter((c) => c.status).length * db.consumables.filter((c) => c.status).length;
    expect(archivedCount(deep)).toBeGreaterThanOrEqual(pairs * 6 * 4);
    expect(archivedCount(deep)).toBeLessThanOrEqual(pairs * 14 * 4);
  });

  it('gives the balances of the plain fold, whose history closes at zero before the opening count', () => {
    const db = setup();
    for (const [clinic, consumable] of samplePairs(db)) {
      const plain = plainLedger(db, clinic.id, consumable);
      const { onHand, expired, expiring30 } = pairBalance(db, clinic.id, consumable);
      expect({ onHand, expired, expiring30 }, `${clinic.id}/${consumable.id}`).toEqual({
        onHand: plain.onHand,
        expired: plain.expired,
        expiring30: plain.expiring30,
      });
      const archived = archivedLines(db, clinic.id, consumable.id);
      expect(archived.length).toBeGreaterThan(0);
      expect(archived.at(-1)?.balance).toBe(0);
      expect(archived.every((line) => line.balance >= 0)).toBe(true);
    }
  });

  it('pages every filter exactly as the plain rows, newest first', () => {
    const db = setup();
    for (const [clinic, consumable] of samplePairs(db).filter((_, i) => i % 3 === 0))
      for (const kind of [null, 'received', 'adjusted', 'used'] as const) {
        const plain = plainLedger(db, clinic.id, consumable)
          .lines.filter((line) => kind === null || line.event.kind === kind)
          .reverse();
        for (const limit of [7, 50]) {
          for (let page = 1; page <= Math.ceil(plain.length / limit) + 1; page += 1) {
            const compact = ledgerPage(db, clinic.id, consumable, { kind, page, limit });
            expect(compact.total).toBe(plain.length);
            expect(compact.lines, `${clinic.id}/${consumable.id} ${kind} ${limit} ${page}`).toEqual(
              pageOf(plain, page, limit),
            );
          }
        }
      }
  });

  it('answers the Stock Ledger with the archived rows after the opening count, each with who and why', async () => {
    const db = setup();
    const clinic = db.clinics.find((row) => row.user_id === CUSTOMER_ID && row.status);
    const body = { page: 1, limit: 500, clinic_id: clinic?.id, consumable_id: 2 };
    const result = await call('/v3/stock/movement/filter', { token: db.issueToken(CUSTOMER_ID), body });
    const rows = records<StockMovementRow>(result);
    expect(totalCount(result)).toBe(rows.length);
    const opening = rows.findIndex((row) => row.reason === 'Opening count');
    const archived = rows.slice(opening + 1);
    expect(archived.length).toBeGreaterThanOrEqual(24);
    expect(archived.every((row) => row.id.startsWith(`archived-${clinic?.id}-2-`))).toBe(true);
    expect(archived[0]).toMatchObject({
      kind: 'adjusted',
      reason: 'Month-end count before the dashboard',
      balance: 0,
    });
    expect(archived.at(-1)).toMatchObject({
      kind: 'received',
      reason: 'Delivery before the dashboard',
      order_id: null,
      by: { id: CUSTOMER_ID },
    });
    expect(rows.map((row) => row.at)).toEqual([...rows.map((row) => row.at)].sort().reverse());
    const received = await call('/v3/stock/movement/filter', {
      token: db.issueToken(ADMIN_ID),
      body: { ...body, kind: 'received', limit: 5, page: 2 },
    });
    expect(records<StockMovementRow>(received).every((row) => row.kind === 'received')).toBe(true);
  });
});
