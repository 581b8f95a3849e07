import type { DemoDb } from './db';
import type { ProviderStateHandler } from './provider-states';
import type { DemoUser } from './types';

/**
 * Provider states of the proposed Users calls (the proposals pact, docs/contracts.md; docs/users.md).
 * Like every state, they only make sure of what they need and delete nothing:
 * - 'a staff account exists': Neha Kulkarni (9001, Support Agent, neha.kulkarni@example.com) and
 *   Asha Rao (1, the pact's administrator, Super Admin) are active at version 1, and no account has
 *   the email the create interaction uses. With `last_super_admin: 1` every other Super Admin is
 *   disabled, Neha holds a "User manager" role (the Users area only) and the pact's administrator
 *   token is Neha's: disabling Asha is then the refusal the pact pins. ('a valid token' gives the
 *   token back to Asha at the next interaction.)
 * - 'the signed-in administrator is disabled': Asha is disabled, so her token gets 401 at its next
 *   call ('a valid token' enables her again at the next interaction).
 */

const ADMIN = 1;
const STAFF = 9001;
const SUPER_ADMIN = { id: 1, name: 'Super Admin' };
const SUPPORT_AGENT = { id: 4, name: 'Support Agent' };
const MANAGER_ROLE = { id: 90, name: 'User manager' };
/** The email of the pact's createUser interaction: free before it. */
export const PACT_NEW_USER_EMAIL = 'priya.menon@example.com';
const DAY = 86_400_000;

const intParam = (params: Record<string, unknown>, key: string): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : 0;
};

const account = (db: DemoDb, user: DemoUser, role: { id: number; name: string }): void => {
  const at = new Date(db.now().getTime() - 30 * DAY).toISOString();
  Object.assign(user, {
    role: { ...role },
    status: true,
    expires_at: null,
    last_sign_in_at: new Date(db.now().getTime() - DAY).toISOString(),
    created_at: at,
    updated_at: at,
    version: 1,
    created_by: null,
  });
};

const managerRole = (db: DemoDb): { id: number; name: string } => {
  if (!db.catalogues.roles.some((role) => role.id === MANAGER_ROLE.id)) {
    const at = db.now().toISOString();
    db.catalogues.roles.push({
      ...MANAGER_ROLE,
      description: 'Manages the staff accounts.',
      permissions: ['users'],
      status: true,
      version: 1,
      created_at: at,
      updated_at: at,
    });
  }
  return MANAGER_ROLE;
};

const staffAccount = (db: DemoDb): DemoUser => {
  const found = db.user(STAFF);
  if (found) return found;
  const created: DemoUser = {
    id: STAFF,
    user_type: 'Administrator',
    is_expose_api: false,
    first_name: 'Neha',
    last_name: 'Kulkarni',
    email: 'neha.kulkarni@example.com',
    role: { ...SUPPORT_AGENT },
  };
  db.users.push(created);
  return created;
};

export const userProviderStates: Record<string, ProviderStateHandler> = {
  /** params: last_super_admin (1: Asha the only active Super Admin, the caller Neha). Answers id, version, admin_id, admin_version. */
  'a staff account exists': (db, params) => {
    const last = intParam(params, 'last_super_admin') === 1;
    const admin = db.user(ADMIN);
    if (!admin) throw new Error('The demo data has no administrator 1');
    account(db, admin, SUPER_ADMIN);
    const staff = staffAccount(db);
    Object.assign(staff, { first_name: 'Neha', last_name: 'Kulkarni', email: 'neha.kulkarni@example.com' });
    account(db, staff, last ? managerRole(db) : SUPPORT_AGENT);
    // The create interaction's account, from an earlier run on this server.
    const index = db.users.findIndex((user) => user.email === PACT_NEW_USER_EMAIL);
    if (index >= 0) db.users.splice(index, 1);
    if (last) {
      for (const user of db.users)
        if (user.user_type === 'Administrator' && user.role.id === SUPER_ADMIN.id && user.id !== ADMIN)
          user.status = false;
      const adminTokens = [...db.tokens].filter(([, id]) => id === ADMIN).map(([token]) => token);
      for (const token of adminTokens) db.issueToken(STAFF, token);
    }
    return { id: STAFF, version: 1, admin_id: ADMIN, admin_version: 1 };
  },
  'the signed-in administrator is disabled': (db) => {
    const admin = db.user(ADMIN);
    if (!admin) throw new Error('The demo data has no administrator 1');
    admin.status = false;
    return { id: ADMIN };
  },
};
