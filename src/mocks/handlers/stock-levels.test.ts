import { describe, expect, it } from 'vitest';

import { createDemoDb, type DemoDb } from '../db';
import { ADMIN_ID, CUSTOMER_ID } from '../test-utils';
import type { DemoUser } from '../types';
import { ok } from './kit';
import { dispatch, receive } from './order-moves';
import { byName, compareText, isAdministrator, pageOf } from './scope';
import { recordScreeningSession } from './screening-record';
import { STOCK_CLINICS, stockRoutes } from './stock';
import { pairKey } from './stock-ledger';
import { customerNames, orderFigures, stockFiguresOf } from './stock-view';

/**
 * filterStock tests each pair on its level (stock-levels.ts) from figures kept between calls: the
 * ledger by pair, each pair's balance, the usage index and each pair's 30 days' use. After each kind
 * of change that moves a level, its answers must be byte for byte those of the straightforward
 * computation: every pair's full row built from nothing kept (a fresh view of the same tables) and
 * filtered on the row, as filterStock did before (docs/performance.md, "Running Low").
 */

const START = new Date('2026-06-01T10:00:00Z');
let clock = START;

interface Filter {
  page: number;
  limit: number;
  searchValue: string | null;
  customer_id: number | null;
  clinic_id: number | null;
  consumable_id: number | null;
  running_low: boolean | null;
  expiring: boolean | null;
}

const ALL: Filter = {
  page: 1,
  limit: 500,
  searchValue: null,
  customer_id: null,
  clinic_id: null,
  consumable_id: null,
  running_low: null,
  expiring: null,
};

const filterStock = stockRoutes.find((route) => route.operation === 'filterStock');

/** The answer of the call, as its JSON. */
const answered = async (db: DemoDb, user: DemoUser, filter: Filter): Promise<string> => {
  if (!filterStock) throw new Error('no filterStock');
  const result = await filterStock.resolve({ db, user, body: filter, params: {}, token: null });
  return JSON.stringify(result);
};

/**
 * The straightforward answer: the same tables seen through a new object, so that no index, balance
 * or use kept for `db` (each is kept per DemoDb object) is read; every pair's row built, then
 * filtered and paged.
 */
const plainAnswer = (db: DemoDb, user: DemoUser, filter: Filter): string => {
  const fresh = Object.create(db) as DemoDb;
  const inScope = STOCK_CLINICS.scope(fresh, user);
  const clinics = fresh.clinics
    .filter(
      (clinic) =>
        clinic.status &&
        inScope(clinic) &&
        (filter.clinic_id == null || clinic.id === filter.clinic_id) &&
        (filter.customer_id == null || !isAdministrator(user) || clinic.user_id === filter.customer_id),
    )
    .sort(byName);
  const consumables = fresh.consumables
    .filter((row) => row.status && (filter.consumable_id == null || row.id === filter.consumable_id))
    .sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
  const needle = (filter.searchValue ?? '').trim().toLowerCase();
  const figures = orderFigures(fresh, null);
  const names = customerNames(fresh);
  const rows = clinics
    .flatMap((clinic) =>
      consumables
        .filter(
          (consumable) =>
            needle === '' ||
            clinic.name.toLowerCase().includes(needle) ||
            consumable.name.toLowerCase().includes(needle),
        )
        .map((consumable) =>
          stockFiguresOf(
            fresh,
            clinic,
            consumable,
            figures.get(pairKey(clinic.id, consumable.id)),
            names.get(clinic.user_id) ?? '',
          ),
        ),
    )
    .filter(
      ({ row }) =>
        (filter.running_low !== true || row.below_reorder) &&
        (filter.expiring !== true || row.expiring_30d > 0 || row.expired > 0),
    );
  const records = pageOf(rows, filter.page, filter.limit).map(({ row, explain }) => ({
    ...row,
    explanation: explain(),
  }));
  return JSON.stringify(ok({ total_count: rows.length, records }));
};

/** The filters compared: each flag, each narrowing, a search, a later page, a customer's scope. */
const cases = (db: DemoDb): Array<{ name: string; user: DemoUser; filter: Filter }> => {
  const admin = db.user(ADMIN_ID);
  const customer = db.user(CUSTOMER_ID);
  if (!admin || !customer) throw new Error('no demo users');
  const clinic = db.clinics.find((row) => row.user_id === CUSTOMER_ID && row.status);
  const low = { ...ALL, running_low: true };
  return [
    { name: 'every pair', user: admin, filter: ALL },
    { name: 'running low', user: admin, filter: low },
    { name: 'expiring', user: admin, filter: { ...ALL, expiring: true } },
    { name: 'both flags', user: admin, filter: { ...low, expiring: true } },
    { name: 'a clinic', user: admin, filter: { ...low, clinic_id: clinic?.id ?? 1 } },
    { name: 'a consumable', user: admin, filter: { ...low, consumable_id: 2 } },
    { name: 'a customer', user: admin, filter: { ...low, customer_id: CUSTOMER_ID } },
    { name: 'a search', user: admin, filter: { ...low, searchValue: ' Strip ' } },
    { name: 'page 3 of 7', user: admin, filter: { ...low, page: 3, limit: 7 } },
    { name: "a customer's running low", user: customer, filter: low },
    { name: "a customer's expiring", user: customer, filter: { ...ALL, expiring: true, limit: 10 } },
  ];
};

const expectPlainAnswers = async (db: DemoDb, after: string): Promise<void> => {
  for (const { name, user, filter } of cases(db))
    expect(await answered(db, user, filter), `${name}, after ${after}`).toBe(plainAnswer(db, user, filter));
};

/** A deployed kiosk, a patient of its clinic's customer and the tests that use a consumable. */
const screeningAt = (db: DemoDb) => {
  const used = new Set(db.consumables.flatMap((row) => row.uses.map((use) => use.test_type_id)));
  const tests = db.catalogues.testTypes
    .filter((test) => used.has(test.id))
    .map((test) =>
      test.kind === 'numeric'
        ? { test_type_id: test.id, value: 12 }
        : { test_type_id: test.id, label: test.labels[0] },
    );
  for (const kiosk of db.kiosks) {
    const clinic =
      kiosk.status === 'deployed' && kiosk.clinic_id !== null ? db.clinic(kiosk.clinic_id) : null;
    const patient = clinic && db.patients.find((row) => row.customer_id === clinic.user_id);
    if (patient) return { kiosk_id: kiosk.id, patient_id: patient.id, tests };
  }
  throw new Error('no deployed kiosk with a patient');
};

/** Each kind of change that moves a level, in turn on one database. */
const CHANGES: Array<[string, (db: DemoDb) => void]> = [
  [
    'an order delivered',
    (db) => {
      const order = db.orders.find(
        (row) => row.kind === 'consumable' && row.dispatches.some((each) => each.received_at === null),
      );
      const shipment = order?.dispatches.find((each) => each.received_at === null);
      if (!order || !shipment) throw new Error('no shipment in transit');
      receive(db, order, shipment, ADMIN_ID);
    },
  ],
  [
    'an order dispatched',
    (db) => {
      const order = db.orders.find((row) => row.kind === 'consumable' && row.status === 'approved');
      const line = order?.lines[0];
      if (!order || !line) throw new Error('no approved order');
      dispatch(db, order, ADMIN_ID, [
        { line_id: line.id, quantity: line.quantity, serials: [], batch: 'B-TEST', expires_on: '2026-06-20' },
      ]);
    },
  ],
  [
    'an order placed',
    (db) => {
      const order = db.orders.find((row) => row.kind === 'consumable');
      if (!order) throw new Error('no consumable order');
      db.orders.push({ ...structuredClone(order), id: 9_000_000, status: 'placed', dispatches: [] });
    },
  ],
  [
    'screening sessions recorded',
    (db) => {
      const { kiosk_id, patient_id, tests } = screeningAt(db);
      for (let session = 0; session < 3; session += 1) {
        const answer = recordScreeningSession(db, {
          kiosk_id,
          patient_id,
          results: tests,
        });
        if (answer.status !== 200) throw new Error(answer.body.message);
      }
    },
  ],
  [
    'a stock adjustment',
    (db) => {
      const clinic = db.clinics.find((row) => row.user_id === CUSTOMER_ID && row.status);
      db.stockMovements.push({
        id: Math.max(...db.stockMovements.map((row) => row.id)) + 1,
        clinic_id: clinic?.id ?? 1,
        consumable_id: 2,
        kind: 'adjusted',
        quantity: 500,
        at: db.now().toISOString(),
        by_user_id: ADMIN_ID,
        reason: 'Found a box',
        order_id: null,
        dispatch_id: null,
        batch: null,
        expires_on: null,
      });
    },
  ],
  ['the reorder lead time edited', (db) => void (db.settings.reorder_lead_days = 21)],
  ['the safety days edited', (db) => void (db.settings.reorder_safety_days = 1)],
  [
    "a consumable's uses edited",
    (db) => {
      const consumable = db.consumables.find((row) => row.uses.length > 0);
      if (!consumable) throw new Error('no consumable in use');
      consumable.uses = consumable.uses.map((use) => ({ ...use, quantity: use.quantity * 3 }));
    },
  ],
  ["a consumable's pack size edited", (db) => void ((db.consumables[0] ?? { pack_size: 0 }).pack_size = 7)],
  [
    'a consumable created and one disabled',
    (db) => {
      const [first, second] = db.consumables;
      if (!first || !second) throw new Error('no consumables');
      db.consumables.push({ ...structuredClone(first), id: 99, name: 'Aa test swabs' });
      second.status = false;
    },
  ],
  [
    'a clinic created, one renamed and one deleted',
    (db) => {
      const [first, second, third] = db.clinics;
      if (!first || !second || !third) throw new Error('no clinics');
      db.clinics.push({ ...structuredClone(first), id: 99_999, name: 'Aardvark Clinic' });
      second.name = 'Zz renamed';
      db.clinics.splice(2, 1);
    },
  ],
  ['another day', () => void (clock = new Date(clock.getTime() + 86_400_000))],
  ['40 more days', () => void (clock = new Date(clock.getTime() + 40 * 86_400_000))],
  ['a reset', (db) => db.reset({ keepTokens: true })],
];

describe('filterStock from the pairs\u2019 levels (stock-levels.ts)', () => {
  it('answers as the straightforward computation after each kind of change', async () => {
    clock = START;
    const db = createDemoDb({ now: () => clock, scale: 1, arrivalSeconds: 0 });
    await expectPlainAnswers(db, 'the seed');
    const snapshot = db.snapshot();
    for (const [change, apply] of CHANGES) {
      apply(db);
      await expectPlainAnswers(db, change);
    }
    expect(db.restore(snapshot)).toBe(true);
    await expectPlainAnswers(db, 'a restore');
  }, 60_000);

  it('finds pairs running low and expiring, so the comparison is not of empty pages', async () => {
    clock = START;
    const db = createDemoDb({ now: () => clock, scale: 1, arrivalSeconds: 0 });
    const admin = db.user(ADMIN_ID);
    if (!admin) throw new Error('no administrator');
    const total = async (filter: Filter): Promise<number> =>
      (JSON.parse(await answered(db, admin, filter)) as { body: { data: { total_count: number } } }).body.data
        .total_count;
    const low = await total({ ...ALL, running_low: true });
    expect(low).toBeGreaterThan(5);
    expect(await total({ ...ALL, expiring: true })).toBeGreaterThan(5);
    expect(await total(ALL)).toBeGreaterThan(low);
  });
});
