import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';
import { FIRST_STAFF_ID } from './seed-users';
import type { DemoUser } from './types';

/**
 * The proposed Users calls (docs/users.md): the seeded staff accounts listed and read, one edited,
 * one disabled, another disabled in bulk (three different active accounts, so no call's version
 * is another's), and a new account.
 */
export const userPaths = (db: DemoDb): Record<string, HappyPath> => {
  const active = db.users.filter((user) => user.id >= FIRST_STAFF_ID && user.status !== false);
  const pick = (index: number): DemoUser => {
    const user = active[index];
    if (!user) throw new Error(`The demo data has no active staff account #${index + 1}`);
    return user;
  };
  const [edited, disabled, bulk] = [pick(0), pick(1), pick(2)];
  return {
    filterUsers: {
      path: '/v3/user/filter',
      body: { page: 1, limit: 10, searchValue: null, role_id: null, status: true, inactive: false },
    },
    createUser: {
      path: '/v3/user/',
      body: {
        first_name: 'Priya',
        last_name: 'Menon',
        email: 'happy.path@example.com',
        role_id: 4,
        expires_at: null,
      },
    },
    getUser: { path: `/v3/user/${edited.id}` },
    updateUser: {
      path: `/v3/user/${edited.id}`,
      body: {
        first_name: edited.first_name,
        last_name: edited.last_name,
        email: `renamed.${edited.email}`,
        role_id: edited.role.id,
        expires_at: null,
        version: edited.version ?? 1,
      },
    },
    setUserStatus: {
      path: `/v3/user/${disabled.id}/status`,
      body: { status: false, version: disabled.version ?? 1 },
    },
    disableUsers: { path: '/v3/user/disable', body: { ids: [bulk.id] } },
  };
};
