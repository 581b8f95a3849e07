import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';
import { CUSTOMER_ID } from './test-utils';

/**
 * The proposed stock calls (docs/orders.md, "Stock, days of cover and Running low"): Running low,
 * the ledger of the demo customer's first active clinic for consumable 1, and an adjustment to it
 * (it writes the stock ledger).
 */
export const stockPaths = (db: DemoDb): Record<string, HappyPath> => {
  const clinic = db.clinics.find((row) => row.user_id === CUSTOMER_ID && row.status);
  if (!clinic) throw new Error('The demo data has no active demo customer clinic');
  return {
    filterStock: { path: '/v3/stock/filter', body: { page: 1, limit: 10, running_low: true } },
    filterStockMovements: {
      path: '/v3/stock/movement/filter',
      body: { page: 1, limit: 10, clinic_id: clinic.id, consumable_id: 1 },
    },
    createStockAdjustment: {
      path: '/v3/stock/adjustment',
      body: { clinic_id: clinic.id, consumable_id: 1, quantity: 4, reason: 'Found in storage' },
    },
  };
};
