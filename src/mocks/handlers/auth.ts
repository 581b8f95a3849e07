import { LoginDashboardBody } from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import type { DemoUser } from '../types';
import { ok, parseBody, type RouteDefinition } from './kit';
import { rolePermissionsOf } from './role-areas';
import { ACCOUNT_DISABLED, accountDisabled } from './session-gate';
import { expiryRefusal } from './users-sign-in';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/** The user as the API shows it: everything but the password. */
export const publicUser = (db: DemoDb, user: DemoUser) => ({
  id: user.id,
  user_type: user.user_type,
  is_expose_api: user.is_expose_api,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  // The role's areas, so the menu and routes need no request before the home renders.
  role: { ...user.role, permissions: rolePermissionsOf(db, user) },
  // Proposed (docs/proposed-api.md, "Customers"): only while a temporary password is unchanged.
  ...(user.must_change_password === true ? { must_change_password: true } : {}),
});

export const authRoutes: RouteDefinition[] = [
  {
    operation: 'loginDashboard',
    isPublic: true,
    mutates: true,
    // A sign-in the server turns down: a locked account, too many attempts.
    refusal: (message) => ok({ valid: false, message }),
    resolve: ({ db, body }) => {
      const parsed = parseBody(LoginDashboardBody, body);
      if (!parsed.ok) return parsed.result;
      const user = db.userByCredentials(parsed.value.username, parsed.value.password);
      if (!user) return ok({ valid: false, message: INVALID_CREDENTIALS });
      // A disabled customer, or a doctor of one (docs/customers.md, "Disable"): the right password, no session.
      if (accountDisabled(db, user)) return ok({ valid: false, message: ACCOUNT_DISABLED });
      // A staff account past its expiry date (docs/users.md): the right password, no session.
      const expired = expiryRefusal(db, user);
      if (expired) return ok({ valid: false, message: expired });
      user.last_sign_in_at = db.now().toISOString();
      const token = db.issueToken(user.id);
      return ok({ valid: true, message: 'Login successful', token, user: publicUser(db, user) });
    },
  },
  {
    operation: 'logout',
    mutates: true,
    // Whatever the body holds (the header sends `{ userId }`), the bearer token is what ends: a body
    // the schema refuses used to answer 400 and leave the session alive (issue 32), and the app
    // keeps the user where they are when the logout call fails (docs/requirements.md 2.4).
    ignoresBody: true,
    resolve: ({ db, token }) => {
      if (token !== null) db.revokeToken(token);
      return ok({ error: false, message: 'Logged out' });
    },
  },
];
