import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * API Secret Key (docs/requirements.md 2.11.24; docs/api-keys.md): administrators whose role includes
 * Integrations (every customer's keys), and customers with `is_expose_api` (their own; the area limits
 * administrators only).
 */
export const apiKeysResource = defineResource<typeof screens>({
  name: 'api-keys',
  area: 'integrations',
  routes: [{ path: 'secret-api/list', screen: 'ApiKeysScreen' }],
});
