import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/** The administrators' Monitor (docs/requirements.md 2.11; docs/home-and-monitor.md). */
export const monitorResource = defineResource<typeof screens>({
  name: 'monitor',
  area: 'monitor',
  administrators: true,
  routes: [{ path: 'monitor', screen: 'MonitorScreen' }],
});
