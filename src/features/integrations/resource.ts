import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * External Integrations (docs/requirements.md 2.11; docs/integrations.md): the list, Create and the
 * details page, for administrators whose role has the Integrations area. The titles are the
 * requirements' (route-tables.ts).
 */
export const integrationsResource = defineResource<typeof screens>({
  name: 'integrations',
  area: 'integrations',
  administrators: true,
  routes: [
    { path: 'manage/externalIntergation', screen: 'IntegrationsListScreen' },
    { path: 'manage/externalIntergation/create', screen: 'CreateIntegrationScreen' },
    {
      path: 'manage/externalIntergation/view/:External_id',
      screen: 'IntegrationDetailsScreen',
      tour: { params: { External_id: '1' } },
    },
  ],
});
