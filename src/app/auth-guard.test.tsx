import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';

import { storageKeys } from '@/lib/storage-keys';

import { currentUrl, renderScreen } from '@tests/unit/harness';

import { AuthGuard } from './auth-guard';
import { AUTH_CHECK_DELAY_MS } from './session-check';

/** A page just opened, unless a test says how old it is. */
const guarded = (check?: () => void, pageAge = () => 0) => (
  <Switch>
    <Route path="/">
      <p>Sign-in page</p>
    </Route>
    <Route path="/dashboard/static">
      <AuthGuard check={check} pageAge={pageAge}>
        <p>Protected content</p>
      </AuthGuard>
    </Route>
  </Switch>
);

afterEach(() => vi.useRealTimers());

describe('auth guard', () => {
  it('shows the large spinner for 500 ms, then the protected content to a stored session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreen(guarded(), { url: '/dashboard/static', reloaded: true });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(AUTH_CHECK_DELAY_MS - 50));
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Protected content')).toBeInTheDocument();
  });

  it("counts the 500 ms from the page's start: a page open 300 ms waits 200 more, one open 600 ms none", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = renderScreen(
      guarded(undefined, () => 300),
      { url: '/dashboard/static', reloaded: true },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Protected content')).toBeInTheDocument();
    first.unmount();

    renderScreen(
      guarded(undefined, () => 600),
      { url: '/dashboard/static', reloaded: true },
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Protected content')).toBeInTheDocument();
  });

  it('sends a visitor without a session to / after the check', async () => {
    renderScreen(guarded(), { url: '/dashboard/static', user: null });
    expect(currentUrl()).toBe('/dashboard/static');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
  });

  it('does not wait again right after a sign-in', () => {
    renderScreen(guarded(), { url: '/dashboard/static' });
    expect(screen.getByText('Protected content')).toBeInTheDocument();
  });

  it("says 'Unhandled status: error' when the check neither succeeds nor stays loading", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(
      guarded(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
      { url: '/dashboard/static', reloaded: true },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Unhandled status: error');
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('leaves when the session is signed out in another tab', async () => {
    renderScreen(guarded(), { url: '/dashboard/static' });
    expect(screen.getByText('Protected content')).toBeInTheDocument();
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    });
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
  });
});
