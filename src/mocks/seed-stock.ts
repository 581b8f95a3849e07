import type { DemoCatalogues } from './catalogues/types';
import type { DemoPatient } from './screening/types';
import { DAY } from './seed-day';
import { MAX_SCALE } from './seed-records';
import type { DemoClinic, DemoConsumable, DemoStockMovement } from './types';

/**
 * The seeded stock ledger (docs/orders.md, "Stock, days of cover and Running low"; docs/demo-api.md):
 * an opening count ("Opening count", 60 days before today) of every consumable at every active
 * clinic, the receipts of the seeded consumable orders' received dispatches (the same quantities,
 * batches and expiry: receipts match the stock), a few adjustments with reasons and people, and some
 * expired and expiring batches. Draws no random number: every choice follows from the ids.
 *
 * The screening results (what the clinics used) are seeded only on first use, so the opening counts
 * are chosen from an estimate that costs nothing: the clinic's patients times the share of patients
 * that took each test in 60 days (measured on the seeded results; docs/patients.md, "Demo data").
 * A clinic meant to run low opens with half its estimated use, so it runs out; the others open with
 * four times their use and a pack.
 */

/** Results per patient in 60 days, by test code (the seeded screening, at every scale). */
const RESULTS_PER_PATIENT_60D: Readonly<Record<string, number>> = {
  GLU_F: 0.23,
  HBA1C: 0.1,
  CHOL_T: 0.15,
  SPIRO: 0.1,
  SPO2: 0.44,
  HB: 0.14,
};

const OPENING_DAYS_AGO = 60;
const ADMIN_ID = 1;

/** What the stock seed reads of an order: its received consumable dispatches (docs/orders.md). */
export interface ReceivedOrder {
  id: number;
  kind: string;
  clinic_id: number;
  lines: ReadonlyArray<{ id: number; consumable_id: number | null }>;
  dispatches: ReadonlyArray<{
    id: number;
    lines: ReadonlyArray<{
      line_id: number;
      quantity: number;
      batch: string | null;
      expires_on: string | null;
    }>;
    received_at: string | null;
    received_by: number | null;
  }>;
}

interface StockSeedInput {
  now: number;
  clinics: readonly DemoClinic[];
  consumables: readonly DemoConsumable[];
  patients: readonly DemoPatient[];
  catalogues: Pick<DemoCatalogues, 'testTypes'>;
  orders: readonly ReceivedOrder[];
  demoCustomerId: number;
}

const dayText = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);
const at = (day: number, hour: number): string => new Date(day * DAY + hour * 3_600_000).toISOString();

/** Whether the clinic is one of those seeded to run low: a third of the demo customer's, a few others. */
export const seededToRunLow = (clinic: DemoClinic, demoCustomerId: number): boolean =>
  clinic.user_id === demoCustomerId ? clinic.id % 3 === 0 : clinic.id % 11 === 0;

export const seedStock = (input: StockSeedInput): DemoStockMovement[] => {
  const today = Math.floor(input.now / DAY);
  const opening = today - OPENING_DAYS_AGO;
  const patients = new Map<number, number>();
  for (const patient of input.patients)
    patients.set(patient.clinic_id, (patients.get(patient.clinic_id) ?? 0) + 1);
  const codeOf = new Map(input.catalogues.testTypes.map((test) => [test.id, test.code]));
  const rows: DemoStockMovement[] = [];
  const add = (row: Omit<DemoStockMovement, 'id'>): void => {
    rows.push({ id: rows.length + 1, ...row });
  };
  const base = { order_id: null, dispatch_id: null, batch: null, expires_on: null };
  for (const clinic of input.clinics) {
    if (!clinic.status) continue;
    const low = seededToRunLow(clinic, input.demoCustomerId);
    for (const consumable of input.consumables) {
      if (!consumable.status) continue;
      const perPatient = consumable.uses.reduce(
        (sum, use) => sum + use.quantity * (RESULTS_PER_PATIENT_60D[codeOf.get(use.test_type_id) ?? ''] ?? 0),
        0,
      );
      const estimate = (patients.get(clinic.id) ?? 0) * perPatient;
      const units =
        consumable.uses.length === 0
          ? 2
          : low
            ? Math.floor(estimate / 2)
            : Math.ceil(estimate * 4) + consumable.pack_size;
      const variant = (clinic.id + consumable.id) % 9;
      const batch = `LOT-${String(clinic.id).padStart(4, '0')}-${consumable.id}`;
      const expiring = !low && variant === 1;
      add({
        ...base,
        clinic_id: clinic.id,
        consumable_id: consumable.id,
        kind: 'adjusted',
        quantity: units,
        at: at(opening, 9),
        by_user_id: clinic.user_id,
        reason: 'Opening count',
        batch: consumable.uses.length === 0 ? null : batch,
        // Some batches expire within 30 days of today; the rest a year on.
        expires_on:
          consumable.uses.length === 0 ? null : dayText(expiring ? today + 12 + variant : today + 300),
      });
      // A second batch that has expired since: it stays in the ledger, no longer on hand.
      if (!low && variant === 2 && consumable.uses.length > 0)
        add({
          ...base,
          clinic_id: clinic.id,
          consumable_id: consumable.id,
          kind: 'adjusted',
          quantity: consumable.pack_size,
          at: at(opening, 9),
          by_user_id: clinic.user_id,
          reason: 'Opening count',
          batch: `${batch}-B`,
          expires_on: dayText(today - 6),
        });
      // A few corrections, by the customer and by an administrator.
      if (!low && variant === 3)
        add({
          ...base,
          clinic_id: clinic.id,
          consumable_id: consumable.id,
          kind: 'adjusted',
          quantity: -2,
          at: at(today - 21, 11),
          by_user_id: clinic.user_id,
          reason: 'Damaged in storage',
        });
      if (!low && variant === 4)
        add({
          ...base,
          clinic_id: clinic.id,
          consumable_id: consumable.id,
          kind: 'adjusted',
          quantity: 5,
          at: at(today - 9, 15),
          by_user_id: ADMIN_ID,
          reason: 'Stock count correction',
        });
    }
  }
  const receipts = input.orders.flatMap((order) =>
    order.kind !== 'consumable'
      ? []
      : order.dispatches.flatMap((dispatch) =>
          dispatch.received_at === null
            ? []
            : dispatch.lines.map((line) => ({
                order,
                dispatch,
                line,
                receivedAt: dispatch.received_at ?? '',
              })),
        ),
  );
  receipts.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  for (const { order, dispatch, line, receivedAt } of receipts) {
    const consumableId = order.lines.find((candidate) => candidate.id === line.line_id)?.consumable_id;
    if (consumableId == null || line.quantity <= 0) continue;
    add({
      clinic_id: order.clinic_id,
      consumable_id: consumableId,
      kind: 'received',
      quantity: line.quantity,
      at: receivedAt,
      by_user_id: dispatch.received_by ?? ADMIN_ID,
      reason: null,
      order_id: order.id,
      dispatch_id: dispatch.id,
      batch: line.batch,
      expires_on: line.expires_on,
    });
  }
  return rows;
};

/**
 * The ledger's history before the opening count, kept compact (docs/orders.md, "Performance"): not
 * rows but, per clinic × consumable pair, the few numbers its movements are generated from by index
 * (src/mocks/handlers/stock-archive.ts). Registered as a table no call writes, so it is never in the
 * browser's snapshot: a reload seeds it again, like the screening results.
 */
export interface DemoStockArchive {
  /** Per pair, ARCHIVE_FIELDS numbers: clinic id, consumable id, the clinic's customer, pack size, months. */
  pairs: number[];
}

export const ARCHIVE_FIELDS = 5;

/** Months of history before the opening count at the top scale: 6 to 14 by clinic (10 on average). */
const archiveMonthsAtMax = (clinicId: number): number => 6 + ((Math.imul(clinicId, 0x9e3779b1) >>> 28) % 9);

/**
 * The archive's pairs: every active clinic × active consumable, as the opening counts (seedStock).
 * Its depth grows with the scale: none at the default scale, 6 to 14 months a clinic at DEMO_SCALE=max,
 * where it brings the ledger to 500,000 movements (docs/performance.md, issue 35).
 */
export const seedStockArchive = (input: {
  scale: number;
  clinics: readonly DemoClinic[];
  consumables: readonly DemoConsumable[];
}): DemoStockArchive => {
  const pairs: number[] = [];
  for (const clinic of input.clinics) {
    if (!clinic.status) continue;
    const months = Math.floor((archiveMonthsAtMax(clinic.id) * input.scale) / MAX_SCALE);
    if (months === 0) continue;
    for (const consumable of input.consumables)
      if (consumable.status)
        pairs.push(clinic.id, consumable.id, clinic.user_id, consumable.pack_size, months);
  }
  return { pairs };
};
