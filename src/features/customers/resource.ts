import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * The administrators' Customers list, Create Customer, Customer Details and Edit Customer
 * (docs/requirements.md 2.11.3 and 2.11.4; docs/customers.md).
 */
export const customersResource = defineResource<typeof screens>({
  name: 'customers',
  area: 'manage',
  administrators: true,
  routes: [
    { path: 'manage/customer', screen: 'CustomersScreen' },
    { path: 'manage/customer/create', screen: 'CreateCustomerScreen' },
    {
      path: 'manage/customer/customerDetails/:id',
      screen: 'CustomerDetailsScreen',
      tour: { params: { id: '2' } },
    },
    {
      path: 'manage/customer/customerDetails/:id/edit',
      screen: 'EditCustomerScreen',
      tour: { params: { id: '2' } },
    },
  ],
});
