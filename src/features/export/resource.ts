import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/** Export (docs/requirements.md 2.11, 2.12; docs/patients.md). */
export const exportResource = defineResource<typeof screens>({
  name: 'export',
  area: 'export',
  routes: [{ path: 'export', screen: 'ExportScreen', sets: ['staff', 'doctor'] }],
});
