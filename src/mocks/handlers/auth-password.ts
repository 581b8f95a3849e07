import { ChangePasswordBody } from '@/generated/zod/v3.zod';
import { newPasswordProblem, WRONG_CURRENT } from '@/lib/password-rules';

import { hashPassword, isUsersPassword } from '../password-hash';
import { ok, parseBody, refusal, type RouteDefinition } from './kit';

/**
 * The proposed `PUT v3/auth/password` (docs/proposed-api.md, "Customers"; docs/shell.md, "First
 * sign-in"): the signed-in user sets a new password, kept only as its hash; a temporary password's
 * restriction ends with it (session-gate.ts).
 */
export const authPasswordRoutes: RouteDefinition[] = [
  {
    operation: 'changePassword',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(ChangePasswordBody, body);
      if (!parsed.ok) return parsed.result;
      const { current_password: current, new_password: next } = parsed.value;
      if (!isUsersPassword(user, current)) return refusal(WRONG_CURRENT, 'current_password');
      const problem = newPasswordProblem(current, next);
      if (problem) return refusal(problem, 'new_password');
      // The published demo password, if it was one, goes: only the new one's hash stays.
      delete user.password;
      delete user.must_change_password;
      user.password_hash = hashPassword(next, db.now().getTime() + user.id);
      return ok({ error: false, message: 'Password changed' });
    },
  },
];
