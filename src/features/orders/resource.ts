import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * Kiosk Orders and Consumable Orders (docs/requirements.md 2.11.13 and 2.11.14; docs/orders.md, "The
 * order screens"): the lists and Order Details for administrators and customers, New order for
 * customers (the screen tells an administrator that customers place orders).
 */
export const ordersResource = defineResource<typeof screens>({
  name: 'orders',
  area: 'orders',
  routes: [
    { path: 'manage/orders', screen: 'KioskOrdersScreen' },
    { path: 'manage/orders/create', screen: 'CreateKioskOrderScreen', title: 'New Kiosk Order' },
    {
      path: 'manage/order/:orderid',
      screen: 'KioskOrderScreen',
      // A delivered kiosk order of the demo customer, with the kiosk it produced (src/mocks/seed-orders.ts).
      tour: { params: { orderid: '12' } },
    },
    { path: 'manage/consumables-orders', screen: 'ConsumableOrdersScreen' },
    {
      path: 'manage/consumables-orders/create',
      screen: 'CreateConsumableOrderScreen',
      title: 'New Consumable Order',
    },
    {
      path: 'manage/consumable-order/:id',
      screen: 'ConsumableOrderScreen',
      // A delivered consumable order of the demo customer.
      tour: { params: { id: '31' } },
    },
  ],
  menu: [
    {
      group: 'Orders',
      title: 'Consumable Orders',
      path: 'manage/consumables-orders',
      userTypes: ['Administrator', 'Customer'],
    },
  ],
});
