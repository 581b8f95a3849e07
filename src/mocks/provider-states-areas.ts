import type { DemoDb } from './db';
import { SUPER_ADMIN_ROLE_ID } from './handlers/role-areas';
import type { ProviderStateHandler } from './provider-states';

/**
 * Provider states of roles and areas (the proposals pact, docs/contracts.md; docs/shell.md, "Roles
 * and areas"). 'the signed-in administrator holds a role without the Orders area' gives the pact's
 * administrator (user 1) role 4, Support Agent, active with the Support area only, so an order call
 * is the refusal the pact pins. `ensurePactAdministrator` (run by 'a valid token' for user 1, before
 * the interaction's other states) gives them back Super Admin and an enabled account, so the
 * interactions after one that changed them are unchanged.
 */

const ADMIN = 1;
const SUPPORT_AGENT = { id: 4, name: 'Support Agent' };

export const ensurePactAdministrator = (db: DemoDb, userId: number): void => {
  const admin = userId === ADMIN ? db.user(ADMIN) : undefined;
  if (!admin) return;
  if (admin.role.id !== SUPER_ADMIN_ROLE_ID) admin.role = { id: SUPER_ADMIN_ROLE_ID, name: 'Super Admin' };
  // An earlier interaction may have disabled them ('the signed-in administrator is disabled').
  if (admin.status === false) admin.status = true;
};

export const areaProviderStates: Record<string, ProviderStateHandler> = {
  'the signed-in administrator holds a role without the Orders area': (db) => {
    const admin = db.user(ADMIN);
    const role = db.catalogues.roles.find(({ id }) => id === SUPPORT_AGENT.id);
    if (!admin || !role) throw new Error('The demo data has no administrator 1 or role 4');
    Object.assign(role, { name: SUPPORT_AGENT.name, permissions: ['support'], status: true });
    admin.role = { ...SUPPORT_AGENT };
    return { role_id: SUPPORT_AGENT.id };
  },
};
