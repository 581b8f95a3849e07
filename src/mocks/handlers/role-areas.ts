import {
  type Area,
  AREAS,
  type AreaGrant,
  areaOfOperation,
  areaRefusal,
  grantsCall,
  isArea,
} from '@/lib/areas';

import type { DemoDb } from '../db';
import type { DemoUser } from '../types';

/**
 * Roles and areas on the server (docs/shell.md, "Roles and areas"; docs/requirements.md 6): an
 * Administrator's calls are answered only in the areas of their role, looked up in the Roles
 * catalogue at every call, so a change to a role applies at the next call. Customers and doctors
 * keep their type's rules; `Super Admin` has every area.
 */

export const SUPER_ADMIN_ROLE_ID = 1;
export const AREA_FORBIDDEN_CODE = 'area_forbidden';

/**
 * The areas of a user's role: `null` (every area) for a customer, a doctor or the Super Admin; none
 * for a role the catalogue no longer holds or has disabled.
 */
export const roleAreasOf = (db: DemoDb, user: DemoUser): AreaGrant => {
  if (user.user_type !== 'Administrator' || user.role.id === SUPER_ADMIN_ROLE_ID) return null;
  const role = db.catalogues.roles.find((candidate) => candidate.id === user.role.id);
  if (!role || !role.status) return [];
  return role.permissions.filter(isArea);
};

/** The role's areas as the sign-in answer gives them (`user.role.permissions`). */
export const rolePermissionsOf = (db: DemoDb, user: DemoUser): Area[] => {
  const grant = roleAreasOf(db, user);
  if (grant !== null) return [...grant];
  if (user.user_type === 'Administrator') return [...AREAS];
  const role = db.catalogues.roles.find((candidate) => candidate.id === user.role.id);
  return role?.status ? role.permissions.filter(isArea) : [];
};

interface AreaRefused {
  status: 403;
  body: { error: true; code: typeof AREA_FORBIDDEN_CODE; message: string };
}

/**
 * 403 "Your role does not include Support." for a call outside the caller's areas. A call some
 * other area opens too (ALSO_OPENED_BY: the Export screen's patients and results) answers a role
 * with either; the refusal names the call's own area.
 */
export const areaRefusalFor = (db: DemoDb, user: DemoUser, operation: string): AreaRefused | null => {
  const area = areaOfOperation(operation);
  if (area === 'signed-in' || area === 'public') return null;
  if (grantsCall(roleAreasOf(db, user), operation)) return null;
  return { status: 403, body: { error: true, code: AREA_FORBIDDEN_CODE, message: areaRefusal(area) } };
};
