import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * The kiosk fleet (docs/requirements.md 2.11.14; docs/home-and-monitor.md, "Kiosk Inventory") and
 * Clinic Inventory, one clinic's kiosks (2.11.9).
 */
export const kiosksResource = defineResource<typeof screens>({
  name: 'kiosks',
  area: 'inventory',
  routes: [
    { path: 'manage/kiosk-inventory', screen: 'KioskListScreen' },
    {
      path: 'manage/kiosk-inventory/view/:kiosk_id',
      screen: 'KioskDetailsScreen',
      title: 'Kiosk Details',
      tour: { params: { kiosk_id: '1' } },
    },
    // docs/requirements.md 2.11.9: in the administrators' route table only.
    {
      path: 'manage/clinic/inventory',
      screen: 'ClinicInventoryScreen',
      administrators: true,
      tour: { query: '?clinic_id=1' },
    },
  ],
});
