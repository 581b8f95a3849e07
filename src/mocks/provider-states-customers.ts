import type { DemoDb } from './db';
import { hashPassword } from './password-hash';
import type { ProviderStateHandler } from './provider-states';
import type { DemoCustomer } from './types';

/**
 * Provider states of the proposed customer calls and of the new-password call (the proposals pact,
 * docs/contracts.md). Like the others, they only make sure of what they need: they never disable
 * the demo customer (user 2), whose token the other interactions use.
 */

const idParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
};

const textParam = (params: Record<string, unknown>, key: string): string => {
  const value = params[key];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`"${key}" is required`);
  return value;
};

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The customer, active, at an active location. */
const ensureCustomer = (db: DemoDb, id: number): DemoCustomer => {
  const customer = db.customer(id);
  if (!customer) throw new Error(`The demo data has no customer ${id}`);
  customer.status = true;
  const location = db.location(customer.location_id);
  if (location) location.status = true;
  return customer;
};

export const customerProviderStates: Record<string, ProviderStateHandler> = {
  /** params: email. No user and no customer has it (one that had it gets a numbered one); location 1 is active. */
  'no account has this email': (db, params) => {
    const email = textParam(params, 'email');
    for (const account of [...db.users, ...db.customers]) {
      if (sameEmail(account.email, email)) account.email = `moved.${account.id}.${account.email}`;
    }
    const location = db.location(1);
    if (location) location.status = true;
  },
  /** params: email. A customer other than the demo one has it (the duplicate refused). */
  'an account has this email': (db, params) => {
    const email = textParam(params, 'email');
    if ([...db.users, ...db.customers].some((account) => sameEmail(account.email, email))) return;
    const other = db.customers.find((customer) => customer.id !== 2);
    if (!other) throw new Error('The demo data has one customer only');
    other.email = email;
  },
  /** params: id. The customer, active; answers id and version. */
  'a customer record exists': (db, params) => {
    const customer = ensureCustomer(db, idParam(params, 'id', 2));
    return { id: customer.id, version: customer.version };
  },
  /** params: customer_id. A customer other than that one, active; answers its id. */
  'a customer record of another customer exists': (db, params) => {
    const mine = idParam(params, 'customer_id', 2);
    const other = db.customers.find((customer) => customer.id !== mine && customer.id !== 2);
    if (!other) throw new Error(`The demo data has no customer besides ${mine}`);
    ensureCustomer(db, other.id);
    return { id: other.id };
  },
  /** params: id. Someone saved it after version 1: an edit from version 1 is stale. Answers id. */
  'a customer record was changed since version 1': (db, params) => {
    const customer = ensureCustomer(db, idParam(params, 'id', 2));
    if (customer.version < 2) {
      customer.version = 2;
      customer.updated_at = db.now().toISOString();
    }
    return { id: customer.id };
  },
  /** params: user_id, password. The user's password is that one (kept as its hash), not temporary. */
  "a user's password is": (db, params) => {
    const user = db.user(idParam(params, 'user_id', 1));
    if (!user) throw new Error('The demo data has no such user');
    delete user.password;
    delete user.must_change_password;
    user.password_hash = hashPassword(textParam(params, 'password'), user.id);
  },
};
