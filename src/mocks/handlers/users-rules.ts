import type { DemoDb } from '../db';
import type { DemoUser } from '../types';
import type { Refusal } from './kit';
import { byRole, everyRow, recordKit } from './record-kit';

/**
 * The rules of the staff accounts (docs/users.md): who may manage them, what a write must hold, and
 * which accounts cannot be disabled or moved off Super Admin.
 */

export const SUPER_ADMIN_ROLE_ID = 1;
export const OWN_ACCOUNT = 'You cannot disable your own account.';

const isStaff = (user: DemoUser): boolean => user.user_type === 'Administrator';

export const STAFF = recordKit<DemoUser, 'manage'>({
  noun: 'user',
  // Customers and doctors are not staff accounts: their ids are not found here.
  find: (db, id) => db.users.find((user) => user.id === id && isStaff(user)),
  scope: byRole<DemoUser>({
    Administrator: everyRow,
    Customer: () => () => false,
    Doctor: () => () => false,
  }),
  pronoun: 'them',
  actions: {
    manage: {
      allowed: (user) => isStaff(user),
      refused: 'Only administrators can see and manage staff accounts.',
    },
  },
});

export const staffAccounts = (db: DemoDb): DemoUser[] => db.users.filter(isStaff);

export const isActive = (user: DemoUser): boolean => user.status !== false;

export const fullName = (user: Pick<DemoUser, 'first_name' | 'last_name'>): string =>
  `${user.first_name} ${user.last_name}`.trim();

/** The refusal when `user` is the last active Super Admin and would stop being one, else null. */
export const lastSuperAdminProblem = (db: DemoDb, user: DemoUser): Refusal | null => {
  if (user.role.id !== SUPER_ADMIN_ROLE_ID || !isActive(user)) return null;
  const others = staffAccounts(db).some(
    (other) => other.id !== user.id && other.role.id === SUPER_ADMIN_ROLE_ID && isActive(other),
  );
  return others
    ? null
    : {
        message: `${fullName(user)} is the last active Super Admin. Give another user the Super Admin role first.`,
        field: 'role_id',
      };
};

/** Why `actor` may not disable `target`, or null. */
export const disableProblem = (db: DemoDb, actor: DemoUser, target: DemoUser): Refusal | null => {
  if (target.id === actor.id) return { message: OWN_ACCOUNT, field: 'status' };
  const last = lastSuperAdminProblem(db, target);
  return last ? { message: last.message, field: 'status' } : null;
};

interface Write {
  first_name: string;
  last_name: string;
  email: string;
  role_id: number;
  expires_at?: string | null;
}

const validDate = (text: string): boolean => !Number.isNaN(Date.parse(text));

/** The first rule a create or an edit breaks (unique email, a real active role, a future expiry), or null. */
export const staffWriteProblem = (
  db: DemoDb,
  write: Write,
  current: DemoUser | undefined,
): Refusal | null => {
  if (write.first_name.trim() === '') return { message: 'Enter the first name.', field: 'first_name' };
  if (write.last_name.trim() === '') return { message: 'Enter the last name.', field: 'last_name' };
  const email = write.email.trim().toLowerCase();
  if (db.users.some((user) => user.id !== current?.id && user.email.toLowerCase() === email))
    return { message: `Another user already has the email ${email}.`, field: 'email' };
  const role = db.catalogues.roles.find((row) => row.id === write.role_id);
  if (!role) return { message: 'Choose a role from the list.', field: 'role_id' };
  if (!role.status && role.id !== current?.role.id)
    return { message: `The role ${role.name} is inactive.`, field: 'role_id' };
  if (current && write.role_id !== current.role.id) {
    const last = lastSuperAdminProblem(db, current);
    if (last) return last;
  }
  const expires = write.expires_at ?? null;
  if (expires !== null) {
    if (!validDate(expires)) return { message: 'Enter a valid expiry date.', field: 'expires_at' };
    // An expiry already passed may stay as it was (the form sends the day: compare days).
    if (
      Date.parse(expires) <= db.now().getTime() &&
      expires.slice(0, 10) !== current?.expires_at?.slice(0, 10)
    )
      return { message: 'The expiry date must be in the future.', field: 'expires_at' };
  }
  return null;
};
