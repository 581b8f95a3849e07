import { useCallback, useEffect, useRef, useState } from 'react';

import { flushBeforeSignOut, hasSignOutFlushes } from '@/lib/before-sign-out';
import { browserNavigation } from '@/lib/browser-navigation';
import { STORAGE_PREFIX } from '@/lib/storage-keys';

import { Modal } from './modal';
import { pageReload } from './offline-modal';

/** docs/requirements.md section 9: 5 minutes without activity on the live consultation page. */
export const IDLE_TIMEOUT_MS = 300_000;
/** The warning comes this long before the sign-out, and can be dismissed to stay. */
export const IDLE_WARNING_MS = 60_000;
/** Session storage (this tab only): the live page has had its one refresh. */
export const LIVE_REFRESHED_KEY = `${STORAGE_PREFIX}liveRefreshed`;

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'wheel', 'keydown', 'touchstart'] as const;

/**
 * Signs out the way docs/requirements.md 2.13 says: all local storage cleared, back to the site root;
 * first the page's unsaved work (the live notes) goes to the server while the session still holds
 * (lib/before-sign-out.ts, docs/telemedicine.md).
 */
const signOutForInactivity = (): void => {
  const leave = () => {
    window.localStorage.clear();
    browserNavigation.replace('/');
  };
  if (!hasSignOutFlushes()) leave();
  else void flushBeforeSignOut().then(leave);
};

/** Calls `onWarn`, then `onIdle`, unless mouse, keyboard or touch activity restarts the clock. */
const useIdleTimers = (onWarn: () => void, onActive: () => void): (() => void) => {
  const restartRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    let warnTimer: ReturnType<typeof setTimeout> | undefined;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(warnTimer);
      clearTimeout(idleTimer);
      onActive();
      warnTimer = setTimeout(onWarn, IDLE_TIMEOUT_MS - IDLE_WARNING_MS);
      idleTimer = setTimeout(signOutForInactivity, IDLE_TIMEOUT_MS);
    };
    restartRef.current = restart;
    restart();
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, restart, { passive: true }));
    return () => {
      clearTimeout(warnTimer);
      clearTimeout(idleTimer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, restart));
    };
  }, [onWarn, onActive]);
  return useCallback(() => restartRef.current(), []);
};

/**
 * The live consultation page's watcher (docs/requirements.md 2.13, section 9): refreshes the page once per tab
 * session on the first visit, signs out after 5 idle minutes (warning 60 s before), and clears local
 * storage when the page is closed or unloaded.
 */
export const IdleWatcher = () => {
  const [warning, setWarning] = useState(false);
  const refreshing = useRef(false);

  useEffect(() => {
    if (window.sessionStorage.getItem(LIVE_REFRESHED_KEY) !== null) return;
    window.sessionStorage.setItem(LIVE_REFRESHED_KEY, '1');
    refreshing.current = true;
    pageReload.reload();
  }, []);

  useEffect(() => {
    const onPageHide = () => {
      // The one refresh above is not "closing the page".
      if (!refreshing.current) window.localStorage.clear();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  const onWarn = useCallback(() => setWarning(true), []);
  const onActive = useCallback(() => setWarning(false), []);
  const stay = useIdleTimers(onWarn, onActive);

  if (!warning) return null;
  return (
    <Modal title="Are you still there?" actionLabel="Stay signed in" onAction={stay} tone="warning">
      <p>
        There has been no activity for a while. You will be signed out in {IDLE_WARNING_MS / 1000} seconds
        unless you stay.
      </p>
    </Modal>
  );
};
