import { createPrng } from './prng';
import { DAY } from './seed-day';
import { seedOriginalGeography } from './seed-geography';
import type { DemoCustomer, DemoCustomerProfile } from './types';

/**
 * A seeded customer's profile for the proposed customer calls (docs/proposed-api.md, "Customers"),
 * from its id alone with a PRNG of its own: the shared PRNG of the original tables draws nothing
 * more (src/mocks/seed.test.ts keeps their hash), and a customer has the same profile at every scale.
 */

const SUFFIXES = ['Health Network', 'Clinics', 'Care', 'Wellness', 'Medical Services', 'Healthcare'];
const STREETS = ['Hill Road', 'Station Road', 'MG Road', 'Church Street', 'Park Avenue', 'Ring Road'];
const CREATED = Date.UTC(2025, 0, 5, 9);
const PROFILE_SEED = 0xc057_0000;
/** The demo customer's sign-in (users 2): their record's email is their username. */
const DEMO_CUSTOMER = { id: 2, email: 'customer@example.com' };

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

type Named = Pick<DemoCustomer, 'id' | 'first_name' | 'last_name'>;

const profileOf = (customer: Named, places: readonly { id: number }[]): DemoCustomerProfile => {
  const prng = createPrng(PROFILE_SEED + customer.id);
  const created = new Date(CREATED + (customer.id % 90) * DAY).toISOString();
  return {
    organisation_name: `${customer.last_name || customer.first_name} ${prng.pick(SUFFIXES)}`,
    email:
      customer.id === DEMO_CUSTOMER.id
        ? DEMO_CUSTOMER.email
        : `${slug(customer.first_name)}.${slug(customer.last_name)}.${customer.id}@customers.example.com`,
    phone: `+91 22 4100 ${String(1000 + (customer.id % 9000)).padStart(4, '0')}`,
    address: `${prng.int(1, 220)} ${prng.pick(STREETS)}`,
    location_id: prng.pick(places).id,
    is_expose_api: customer.id === DEMO_CUSTOMER.id,
    version: 1,
    created_at: created,
    updated_at: created,
  };
};

/** The customers with their profiles, placed at the original active locations. */
export const withCustomerProfiles = <C extends Named>(
  customers: readonly C[],
): (C & DemoCustomerProfile)[] => {
  const places = seedOriginalGeography().locations.filter((location) => location.status);
  return customers.map((customer) => ({ ...customer, ...profileOf(customer, places) }));
};
