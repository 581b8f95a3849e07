import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * Settings (docs/requirements.md 2.5.12, `config/settings`; docs/settings.md): the thresholds and
 * the currency other screens and the API work by, for administrators whose role has Configuration.
 */
export const settingsResource = defineResource<typeof screens>({
  name: 'settings',
  area: 'configuration',
  administrators: true,
  routes: [{ path: 'config/settings', screen: 'SettingsScreen' }],
});
