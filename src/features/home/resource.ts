import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/** The staff home (docs/requirements.md 2.11.2; docs/home-and-monitor.md). */
export const homeResource = defineResource<typeof screens>({
  name: 'home',
  area: 'dashboard',
  routes: [{ path: 'static', screen: 'HomeScreen' }],
});
