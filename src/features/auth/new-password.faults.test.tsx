import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';

import { storageKeys } from '@/lib/storage-keys';

import { serveDemoApi } from '@tests/unit/demo-api';
import {
  advance,
  expectHealthy,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  toastDetailFor,
} from '@tests/unit/reliability-kit';

import { NEW_PASSWORD, signInWithTemporary, withTemporarySignIn } from '@tests/unit/temporary-sign-in';

/**
 * Faults on the sign-in's new-password step (docs/shell.md, "First sign-in"): the message above
 * the fields, both passwords kept, no session until it is saved; the rows of docs/reliability.md
 * that run here.
 */
const PASSWORD_CALL = '/v3/auth/password';

const newField = () => screen.getByLabelText('New password', { selector: 'input' });
const repeatField = () => screen.getByLabelText('Type it again', { selector: 'input' });
const saveButton = () => screen.getByRole('button', { name: 'Save new password' });

describe('the new-password step under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'new-password-save',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const customer = withTemporarySignIn(demo);
      const { user } = await loadFaultCase({ url: '/', user: null, demo });
      await signInWithTemporary(user, customer.email);
      await user.type(newField(), NEW_PASSWORD);
      await user.type(repeatField(), NEW_PASSWORD);
      demo.db.setFaults(key === 'slow' ? { latencyMs: SLOW_MS } : faultFor(key, PASSWORD_CALL, 'PUT'));
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(saveButton()).toHaveAttribute('aria-busy', 'true'));
        expect(saveButton()).toBeDisabled();
        expect(newField()).toHaveValue(NEW_PASSWORD);
        await advance(SLOW_MS);
        await skipUntil(() => expect(window.location.pathname).toMatch(/^\/dashboard/));
        expect(window.localStorage.getItem(storageKeys.token)).toMatch(/^demo-/);
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent(toastDetailFor(key)));
        expect(newField()).toHaveValue(NEW_PASSWORD);
        expect(repeatField()).toHaveValue(NEW_PASSWORD);
        expect(saveButton()).toBeEnabled();
        expect(window.location.pathname).toBe('/');
        expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
        expect(demo.count('PUT', PASSWORD_CALL)).toBe(1);
      }
      expectHealthy();
    }),
  );
});
