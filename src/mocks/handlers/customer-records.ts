import type { CustomerRecord, CustomerWriteRequest } from '@/generated/model';
import { CreateCustomerBody, SetCustomerStatusBody, UpdateCustomerBody } from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import { hashPassword, temporaryPassword } from '../password-hash';
import { SECOND_DOCTOR_ID } from '../telemedicine/seed-doctors';
import type { DemoCustomer, DemoUser } from '../types';
import { revokeKeysOf } from './api-key-rules';
import { CUSTOMER_RECORDS, customerWriteProblem, nextCustomerId } from './customer-rules';
import { ok, parseBody, refusal, type RouteDefinition, type RouteResult } from './kit';

/**
 * The proposed customer calls (docs/proposed-api.md, "Customers"; docs/customers.md): create (with
 * the customer's sign-in and its temporary password), read, edit, disable and enable a customer.
 * Administrators write; a customer reads only their own record (the record kit's 403).
 */

const named = (row: { id: number; name: string } | undefined, id: number) => ({ id, name: row?.name ?? '' });

const OPEN_ORDER: ReadonlySet<string> = new Set(['placed', 'approved', 'dispatched']);

const countsOf = (db: DemoDb, customer: DemoCustomer): CustomerRecord['counts'] => {
  const clinicIds = new Set(
    db.clinics.filter((clinic) => clinic.user_id === customer.id).map(({ id }) => id),
  );
  return {
    clinics: clinicIds.size,
    kiosks: db.kiosks.filter((kiosk) => kiosk.clinic_id !== null && clinicIds.has(kiosk.clinic_id)).length,
    doctors: db.doctors.filter((doctor) => doctor.customer_id === customer.id).length,
    patients: db.patients.filter((patient) => patient.customer_id === customer.id).length,
    // docs/orders.md: kiosk and consumable orders not yet delivered, rejected or cancelled.
    open_orders: db.orders.filter(
      (order) => order.customer_id === customer.id && OPEN_ORDER.has(order.status),
    ).length,
    // Support queries do not exist yet (issue 36): not tracked, not zero.
    open_support_queries: null,
  };
};

export const customerDtoOf = (db: DemoDb, customer: DemoCustomer): CustomerRecord => {
  const path = db.locationPath(customer.location_id);
  return {
    id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    organisation_name: customer.organisation_name,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    location: {
      id: customer.location_id,
      name: path?.location.name ?? '',
      district: named(path?.district, path?.district?.id ?? 0),
      state: named(path?.state, path?.state?.id ?? 0),
      country: named(path?.country, path?.country?.id ?? 0),
    },
    is_expose_api: customer.is_expose_api,
    status: customer.status,
    counts: countsOf(db, customer),
    version: customer.version,
    created_at: customer.created_at,
    updated_at: customer.updated_at,
  };
};

const fieldsOf = (write: CustomerWriteRequest) => ({
  first_name: write.first_name.trim(),
  last_name: write.last_name.trim(),
  organisation_name: write.organisation_name.trim().replace(/\s+/g, ' '),
  email: write.email.trim().toLowerCase(),
  phone: write.phone.trim(),
  address: write.address.trim(),
  location_id: write.location_id,
  is_expose_api: write.is_expose_api,
});

/** The customer's sign-in follows their record: names, email (their username) and API access. */
const syncSignIn = (db: DemoDb, customer: DemoCustomer): void => {
  const user = db.user(customer.id);
  if (user?.user_type !== 'Customer') return;
  Object.assign(user, {
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    is_expose_api: customer.is_expose_api,
  });
};

const saved = (db: DemoDb, customer: DemoCustomer, fields: Partial<DemoCustomer>): RouteResult => {
  Object.assign(customer, fields, { version: customer.version + 1, updated_at: db.now().toISOString() });
  syncSignIn(db, customer);
  return ok(customerDtoOf(db, customer));
};

/** The sign-in of a new customer: a Customer user with the customer's id and a temporary password's hash. */
const signInOf = (customer: DemoCustomer, passwordHash: string): DemoUser => ({
  id: customer.id,
  user_type: 'Customer',
  is_expose_api: customer.is_expose_api,
  first_name: customer.first_name,
  last_name: customer.last_name,
  email: customer.email,
  password_hash: passwordHash,
  must_change_password: true,
  role: { id: 2, name: 'Customer' },
});

export const customerRecordRoutes: RouteDefinition[] = [
  {
    operation: 'createCustomer',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = CUSTOMER_RECORDS.refuses('change', user);
      if (denied) return denied;
      const parsed = parseBody(CreateCustomerBody, body);
      if (!parsed.ok) return parsed.result;
      const problem = customerWriteProblem(db, parsed.value, undefined);
      if (problem) return refusal(problem.message, problem.field);
      const now = db.now();
      const id = nextCustomerId(db, SECOND_DOCTOR_ID);
      const customer: DemoCustomer = {
        ...fieldsOf(parsed.value),
        id,
        status: parsed.value.status,
        version: 1,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      // Deterministic from the demo's clock and the id (never Math.random); only the hash is kept.
      const password = temporaryPassword(now.getTime() + id * 7919);
      db.customers.push(customer);
      db.users.push(signInOf(customer, hashPassword(password, now.getTime() + id)));
      return ok({ customer: customerDtoOf(db, customer), temporary_password: password });
    },
  },
  {
    operation: 'getCustomer',
    resolve: ({ db, user, params }) => {
      const found = CUSTOMER_RECORDS.readable(db, user, params.id);
      return found.ok ? ok(customerDtoOf(db, found.row)) : found.result;
    },
  },
  {
    operation: 'updateCustomer',
    mutates: true,
    resolve: ({ db, user, body, params }) => {
      const denied = CUSTOMER_RECORDS.refuses('change', user);
      if (denied) return denied;
      const parsed = parseBody(UpdateCustomerBody, body);
      if (!parsed.ok) return parsed.result;
      const found = CUSTOMER_RECORDS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const customer = found.row;
      const stale = CUSTOMER_RECORDS.stale(customer, parsed.value.version, () => customerDtoOf(db, customer));
      if (stale) return stale;
      const problem = customerWriteProblem(db, parsed.value, customer);
      if (problem) return refusal(problem.message, problem.field);
      // API access turned off: their keys stop at once (docs/api-keys.md).
      if (customer.is_expose_api && !parsed.value.is_expose_api) revokeKeysOf(db, customer.id);
      return saved(db, customer, fieldsOf(parsed.value));
    },
  },
  {
    operation: 'setCustomerStatus',
    mutates: true,
    resolve: ({ db, user, body, params }) => {
      const denied = CUSTOMER_RECORDS.refuses('change', user);
      if (denied) return denied;
      const parsed = parseBody(SetCustomerStatusBody, body);
      if (!parsed.ok) return parsed.result;
      const found = CUSTOMER_RECORDS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const customer = found.row;
      // Already so: nothing changes, the version stays (a repeated click is harmless).
      if (customer.status === parsed.value.status) return ok(customerDtoOf(db, customer));
      // Their sessions and their doctors' are refused from the next call on (session-gate.ts).
      return saved(db, customer, { status: parsed.value.status });
    },
  },
];
