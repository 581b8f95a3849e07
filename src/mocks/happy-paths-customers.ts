import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';
import { CUSTOMER_ID } from './test-utils';

/**
 * The proposed customer calls and the new-password call (docs/customers.md): a new customer at
 * location 1, the demo customer read and edited from its version, the last active customer disabled
 * (not the demo one, whose token the other calls use), and the demo customer's password replaced (each
 * role's password differs: the others are refused on `current_password`).
 */
export const customerPaths = (db: DemoDb): Record<string, HappyPath> => {
  const demo = db.customer(CUSTOMER_ID);
  const last = db.customers.filter((customer) => customer.status && customer.id !== CUSTOMER_ID).at(-1);
  if (!demo || !last) throw new Error('The demo data has no customers');
  const write = {
    first_name: demo.first_name,
    last_name: demo.last_name,
    organisation_name: demo.organisation_name,
    email: demo.email,
    phone: '+91 22 4000 0099',
    address: demo.address,
    location_id: demo.location_id,
    is_expose_api: demo.is_expose_api,
  };
  return {
    createCustomer: {
      path: '/v3/customer/',
      body: { ...write, email: 'contract.customer@example.com', location_id: 1, status: true },
    },
    getCustomer: { path: `/v3/customer/${CUSTOMER_ID}` },
    updateCustomer: { path: `/v3/customer/${CUSTOMER_ID}`, body: { ...write, version: demo.version } },
    setCustomerStatus: { path: `/v3/customer/${last.id}/status`, body: { status: false } },
    changePassword: {
      path: '/v3/auth/password',
      body: { current_password: 'Customer@123', new_password: 'Customer@2026' },
    },
  };
};
