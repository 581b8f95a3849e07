import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * Clinic stock as a ledger, days of cover and Running low (docs/orders.md, "Stock, days of cover and
 * Running low"): for administrators and customers (a customer sees their own clinics).
 */
export const stockResource = defineResource<typeof screens>({
  name: 'stock',
  area: 'orders',
  routes: [
    { path: 'manage/consumables/running-low', screen: 'RunningLowScreen', title: 'Running Low' },
    {
      path: 'manage/consumables/stock',
      screen: 'ClinicStockScreen',
      title: 'Clinic Stock',
      tour: { query: '?clinic=1', also: ['?expiring=1'] },
    },
    {
      path: 'manage/consumables/stock/ledger',
      screen: 'StockLedgerScreen',
      title: 'Stock Ledger',
      tour: { query: '?clinic=1&consumable=1' },
    },
  ],
  menu: [
    {
      group: 'Orders',
      title: 'Running Low',
      path: 'manage/consumables/running-low',
      userTypes: ['Administrator', 'Customer'],
    },
  ],
});
