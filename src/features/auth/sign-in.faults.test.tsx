import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import { LOGIN_ERROR_TOAST_LIFE } from '@/lib/toast';

import {
  advance,
  expectHealthy,
  expectToast,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  toastDetailFor,
} from '@tests/unit/reliability-kit';

/**
 * Faults on sign-in (docs/requirements.md 2.2, section 8): the toast, the kept credentials, one
 * request; the rows of docs/reliability.md that run here.
 */
const LOGIN_CALL = '/v3/login/dashboard';

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const loginButton = () => screen.getByRole('button', { name: 'Login' });

const typeCredentials = async (user: UserEvent) => {
  await user.type(email(), 'admin@example.com');
  await user.type(password(), 'Admin@123');
};

describe('sign-in under faults', () => {
  runComponentCases('sign-in', {
    ...perFault(async (key) => {
      const { toasts, user } = await loadFaultCase({
        url: '/',
        user: null,
        faults: faultFor(key, LOGIN_CALL),
      });
      await typeCredentials(user);
      await user.click(loginButton());
      if (key === 'slow') {
        await skipUntil(() => expect(loginButton()).toHaveAttribute('aria-busy', 'true'));
        expect(loginButton()).toBeDisabled();
        await user.click(screen.getByRole('button', { name: 'Show password' }));
        expect(screen.getByRole('button', { name: 'Hide password' })).toBeVisible();
        await advance(SLOW_MS);
        await skipUntil(() => expect(window.location.pathname).toBe('/dashboard/static'));
      } else {
        const detail = key === '500-message' ? toastDetailFor(key) : 'Invalid Credentials !!!';
        await expectToast(toasts, 'Error', detail);
        // docs/requirements.md section 8: one toast, bottom-center, closes after 3 seconds.
        expect(toasts).toEqual([
          expect.objectContaining({ position: 'bottom-center', life: LOGIN_ERROR_TOAST_LIFE }),
        ]);
        expect(email()).toHaveValue('admin@example.com');
        expect(password()).toHaveValue('Admin@123');
        expect(loginButton()).toBeEnabled();
        expect(window.location.pathname).toBe('/');
      }
      expectHealthy();
    }),
    'double-submit': async () => {
      const { demo, user } = await loadFaultCase({ url: '/', user: null });
      await typeCredentials(user);
      // Two clicks in the same task, before React can re-render: the hardest double submit.
      fireEvent.click(loginButton());
      fireEvent.click(loginButton());
      await skipUntil(() => expect(window.location.pathname).toBe('/dashboard/static'));
      expect(demo.count('POST', LOGIN_CALL)).toBe(1);
      expectHealthy();
    },
  });
});
