import type { CustomerWriteRequest } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoCustomer } from '../types';
import type { Refusal } from './kit';
import { byRole, everyRow, recordKit } from './record-kit';
import { isAdministrator } from './scope';

/**
 * A customer's record and the rules of a write (docs/proposed-api.md, "Customers"; docs/customers.md):
 * administrators read every customer and alone create and change them; a customer reads only their
 * own record; a doctor none. The email is unique among every user and customer, without regard to
 * case; the location exists and is active (or is the one the customer already has).
 */
export const CUSTOMER_RECORDS = recordKit<DemoCustomer, 'change'>({
  noun: 'customer',
  find: (db, id) => db.customer(id),
  scope: byRole({
    Administrator: everyRow,
    Customer: (_db, user) => (customer) => customer.id === user.id,
    Doctor: () => () => false,
  }),
  foreign: 'This customer is not one of yours.',
  actions: {
    change: { allowed: isAdministrator, refused: 'Only administrators can create or change customers.' },
  },
});

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether another account (a user's sign-in, or a customer's record) already has the email. */
export const emailTaken = (db: DemoDb, email: string, exceptId: number | undefined): boolean =>
  db.users.some((user) => user.id !== exceptId && sameEmail(user.email, email)) ||
  db.customers.some((customer) => customer.id !== exceptId && sameEmail(customer.email, email));

export const customerWriteProblem = (
  db: DemoDb,
  write: CustomerWriteRequest,
  existing: DemoCustomer | undefined,
): Refusal | null => {
  if (emailTaken(db, write.email, existing?.id))
    return { message: `${write.email.trim()} is already the email of another account.`, field: 'email' };
  const location = db.location(write.location_id);
  const kept = existing?.location_id === write.location_id;
  if (location === undefined || (!location.status && !kept))
    return { message: 'Choose an active location.', field: 'location_id' };
  return null;
};

/** The next customer id: above every customer's and every sign-in's below the doctors' range. */
export const nextCustomerId = (db: DemoDb, doctorsFrom: number): number =>
  Math.max(
    0,
    ...db.customers.map((customer) => customer.id),
    ...db.users.filter((user) => user.id < doctorsFrom).map((user) => user.id),
  ) + 1;
