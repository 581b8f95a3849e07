import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/** The administrators' Customers list (docs/requirements.md 2.11.3; docs/lists.md). */
export const customersResource = defineResource<typeof screens>({
  name: 'customers',
  administrators: true,
  routes: [{ path: 'manage/customer', screen: 'CustomersScreen' }],
});
