import type { DemoDb } from '../db';
import type { DemoOperation } from '../routes';
import type { DemoUser } from '../types';
import { areaRefusalFor } from './role-areas';

/**
 * What a signed-in token may no longer do (docs/customers.md, "Disable"; docs/shell.md, "First
 * sign-in"): a disabled customer's and their doctors' sessions end (401, so the app signs them out),
 * and a user who signed in with a temporary password may only set a new one or sign out (403 with
 * the code `password_change_required`) until they do.
 */

export const ACCOUNT_DISABLED = 'This account is disabled. Contact your administrator.';
export const ACCOUNT_DISABLED_SESSION = `Unauthorized: ${ACCOUNT_DISABLED}`;
export const PASSWORD_CHANGE_REQUIRED = 'Set a new password first.';
export const PASSWORD_CHANGE_CODE = 'password_change_required';

/** The calls a token whose password is temporary may make. */
const WHILE_TEMPORARY: ReadonlySet<DemoOperation> = new Set<DemoOperation>(['changePassword', 'logout']);

/** The customer whose account the user's access hangs on: themselves, or their doctor's customer. */
const customerIdOf = (db: DemoDb, user: DemoUser): number | undefined => {
  if (user.user_type === 'Customer') return user.id;
  if (user.user_type === 'Doctor') return db.doctor(user.id)?.customer_id;
  return undefined;
};

/** A disabled staff account (docs/users.md), a disabled customer, or a doctor of one. */
export const accountDisabled = (db: DemoDb, user: DemoUser): boolean => {
  if (user.user_type === 'Administrator') return user.status === false;
  const customerId = customerIdOf(db, user);
  return customerId !== undefined && db.customer(customerId)?.status === false;
};

/** An answer that ends the call before its resolver (the shape of kit.ts's RouteResult). */
interface Refused {
  status: 401 | 403;
  body: { error: true; message: string; code?: string };
}

export const sessionRefusal = (db: DemoDb, user: DemoUser, operation: DemoOperation): Refused | null => {
  if (operation === 'logout') return null;
  if (accountDisabled(db, user))
    return { status: 401, body: { error: true, message: ACCOUNT_DISABLED_SESSION } };
  if (user.must_change_password === true && !WHILE_TEMPORARY.has(operation))
    return {
      status: 403,
      body: { error: true, code: PASSWORD_CHANGE_CODE, message: PASSWORD_CHANGE_REQUIRED },
    };
  // An administrator's role without the call's area (./role-areas.ts, docs/shell.md "Roles and areas").
  return areaRefusalFor(db, user, operation);
};
