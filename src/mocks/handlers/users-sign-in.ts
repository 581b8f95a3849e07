import type { DemoDb } from '../db';
import type { DemoUser } from '../types';
import { inactivitySignInRefusal } from './users-inactive';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "3 Mar 2027" (D MMM YYYY, UTC). */
export const expiryDay = (iso: string): string => {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
};

/**
 * The sign-in refusal of a staff account with the right password (docs/users.md), or null: past its
 * expiry, or unused for longer than the inactivity setting allows (disabled now, with the reason:
 * users-inactive.ts). auth.ts calls it after its own check of a disabled account.
 */
export const expiryRefusal = (db: DemoDb, user: DemoUser): string | null =>
  user.expires_at != null && Date.parse(user.expires_at) <= db.now().getTime()
    ? `This account expired on ${expiryDay(user.expires_at)}. Contact your administrator.`
    : inactivitySignInRefusal(db, user);
