import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * The consumables catalogue (docs/requirements.md 2.11; docs/orders.md, "Consumables"): the list and
 * Consumable Details for administrators and customers, Create Consumable for administrators.
 */
export const consumablesResource = defineResource<typeof screens>({
  name: 'consumables',
  area: 'orders',
  routes: [
    { path: 'manage/consumables', screen: 'ConsumablesScreen' },
    { path: 'manage/consumable/create', screen: 'CreateConsumableScreen', administrators: true },
    { path: 'manage/consumableDetails', screen: 'ConsumableDetailsScreen', tour: { query: '?id=1' } },
  ],
});
