import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * Kiosk Configuration (docs/requirements.md 2.11, `config/kioskConfig`; docs/kiosk-rollouts.md):
 * rollouts of the kiosk configurations of Master, for administrators.
 */
export const kioskRolloutsResource = defineResource<typeof screens>({
  name: 'kiosk-rollouts',
  area: 'configuration',
  administrators: true,
  routes: [
    { path: 'config/kioskConfig', screen: 'KioskRolloutsScreen' },
    { path: 'config/kioskConfig/create', screen: 'CreateKioskRolloutScreen', title: 'New Rollout' },
    {
      path: 'config/kioskConfig/rollout/:rollout_id',
      screen: 'KioskRolloutScreen',
      title: 'Kiosk Rollout Details',
      tour: { params: { rollout_id: '1' } },
    },
  ],
});
