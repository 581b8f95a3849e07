import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserNavigation } from '@/lib/browser-navigation';

import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, IdleWatcher, LIVE_REFRESHED_KEY } from './idle-watcher';
import { pageReload } from './offline-modal';

let replace: ReturnType<typeof vi.spyOn>;
let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
  reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  window.localStorage.setItem('hcd_token', 'tok');
  // Already refreshed in this tab unless a test says otherwise.
  window.sessionStorage.setItem(LIVE_REFRESHED_KEY, '1');
});

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('live consultation idle watcher (docs/requirements.md 2.13, section 9)', () => {
  it('signs out after 5 idle minutes: clears local storage and goes to /', () => {
    render(<IdleWatcher />);
    advance(IDLE_TIMEOUT_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    advance(1);
    expect(window.localStorage.length).toBe(0);
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('warns 60 s before; the warning can be dismissed to stay', () => {
    render(<IdleWatcher />);
    advance(IDLE_TIMEOUT_MS - IDLE_WARNING_MS);
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(IDLE_WARNING_MS + 1000);
    expect(replace).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('hcd_token')).toBe('tok');
  });

  it.each(['mousemove', 'mousedown', 'keydown', 'touchstart'])('restarts the clock on %s', (type) => {
    render(<IdleWatcher />);
    advance(IDLE_TIMEOUT_MS - 1000);
    fireEvent(window, new Event(type));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(IDLE_TIMEOUT_MS - 1000);
    expect(replace).not.toHaveBeenCalled();
    advance(1000);
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('refreshes the page once per tab session, on the first visit', () => {
    window.sessionStorage.clear();
    const { unmount } = render(<IdleWatcher />);
    expect(reload).toHaveBeenCalledTimes(1);
    // The refresh itself is not "closing the page".
    fireEvent(window, new Event('pagehide'));
    expect(window.localStorage.getItem('hcd_token')).toBe('tok');
    unmount();
    render(<IdleWatcher />);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears local storage when the page is closed or unloaded', () => {
    render(<IdleWatcher />);
    fireEvent(window, new Event('pagehide'));
    expect(window.localStorage.length).toBe(0);
  });

  it('stops watching when the user leaves the page', () => {
    const { unmount } = render(<IdleWatcher />);
    unmount();
    advance(IDLE_TIMEOUT_MS * 2);
    fireEvent(window, new Event('pagehide'));
    expect(replace).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('hcd_token')).toBe('tok');
  });
});
