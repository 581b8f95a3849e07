import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';

import { storageKeys } from '@/lib/storage-keys';

import {
  advance,
  expectHeaderUsable,
  expectHealthy,
  expectNoToast,
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
 * Faults on the header's counters and Logout (docs/requirements.md 2.4, 2.5, section 8), as an
 * administrator on the home page (the browser suite used Summary, whose chart jsdom cannot draw;
 * the header is the same on every screen): the rows of docs/reliability.md that run here.
 */
const PAGE = '/dashboard/static';
const COUNTERS_CALL = '/v3/clinic/filter';
const LOGOUT_CALL = '/v3/login/logout';
/** The administrator's token in the harness (tests/unit/demo-api.ts: `token-{id}`). */
const ADMIN_TOKEN = 'token-1';

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
/** The bell's dropdown. */
const bellPanel = () => within(document.getElementById(bell().getAttribute('aria-controls')!)!);

describe('the header under faults', () => {
  runComponentCases(
    'header',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: PAGE, faults: faultFor(key, COUNTERS_CALL) });
      if (key === 'slow') {
        await user.click(bell());
        await skipUntil(() => expect(bellPanel().getByText('… clinics are out of sync')).toBeVisible());
        expect(bell()).toHaveAccessibleName('Notifications');
        await user.keyboard('{Escape}');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('button', { name: /^Notifications, \d+$/ })).toBeVisible(),
        );
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        // Both counter calls fail alike (after their retries); the identical error toasts are
        // shown once, so a failure does not start a burst of toasts.
        const calls = key === 'malformed' ? 2 : 8;
        await skipUntil(() => expect(demo.count('POST', COUNTERS_CALL)).toBe(calls));
        await advance(200);
        expect(toasts).toHaveLength(1);
        expect(bell()).toHaveAccessibleName('Notifications');
        expect(document.querySelector('.header-badge')).toBeNull();
        await user.click(bell());
        await skipUntil(() => expect(bellPanel().getByText('– clinics are out of sync')).toBeVisible());
        expect(bellPanel().getByText('The counts could not be loaded.', { exact: false })).toBeVisible();
        expect(bellPanel().getByRole('button', { name: 'Try again' })).toBeVisible();
        await user.keyboard('{Escape}');
        await expectHeaderUsable(user);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'logout',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: PAGE, faults: faultFor(key, LOGOUT_CALL) });
      await user.click(screen.getByRole('button', { name: /, account of / }));
      const logout = screen.getByRole('button', { name: 'Logout' });
      await user.click(logout);
      if (key === 'slow') {
        await skipUntil(() => expect(logout).toBeDisabled());
        // The page stays usable meanwhile.
        expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
        await advance(SLOW_MS);
        await skipUntil(() => expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible());
        expect(window.localStorage).toHaveLength(0);
      } else {
        await skipUntil(() => expect(logout).toBeEnabled());
        await advance(1_000);
        expect(window.location.pathname).toBe(PAGE);
        expect(window.localStorage.getItem(storageKeys.token)).not.toBeNull();
        expectNoToast(toasts);
        expect(demo.count('POST', LOGOUT_CALL)).toBe(1);
        // Once the server answers again, Logout works, and the server revokes the token: sign-out
        // never fails open (docs/reliability.md, issue 32's finding 6).
        expect(demo.db.userForToken(ADMIN_TOKEN)).toBeDefined();
        demo.db.clearFaults();
        await user.click(logout);
        await skipUntil(() => expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible());
        expect(demo.db.userForToken(ADMIN_TOKEN)).toBeUndefined();
      }
      expectHealthy();
    }),
  );
});
