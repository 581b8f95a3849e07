import type { DemoDb } from '../db';
import type { DemoUser } from '../types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "3 Mar 2027" (D MMM YYYY, UTC). */
export const expiryDay = (iso: string): string => {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
};

/** The sign-in refusal of an account past its expiry (docs/users.md), or null. */
export const expiryRefusal = (db: DemoDb, user: DemoUser): string | null =>
  user.expires_at != null && Date.parse(user.expires_at) <= db.now().getTime()
    ? `This account expired on ${expiryDay(user.expires_at)}. Contact your administrator.`
    : null;
