import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';

import { sessionCheckedAtom } from '@/atoms/session';

/** docs/requirements.md 2.1 and section 9: the check waits 500 ms before treating a missing user as signed out. */
export const AUTH_CHECK_DELAY_MS = 500;

export type SessionCheckStatus = 'pending' | 'success' | 'error';

/**
 * Confirms that the stored session can be read. Local storage that the browser refuses (privacy
 * settings, a sandboxed frame) throws on access: that is the check failing, not "signed out".
 */
export const readStorageAccess = (): void => {
  window.localStorage.getItem('');
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long the page has been open, in ms from its navigation. The check's 500 ms count from there,
 * not from the guard's mount: on a reload the guard mounts only after the app's chunks and the demo
 * API have started (about 550 ms in the demo build), and waiting a further 500 ms then was most of
 * a reload's time (docs/performance.md, "Full reload of the demo"; docs/shell.md, "Session check").
 */
const pageAge = (): number => performance.now();

/**
 * The guard's current-user check: pending for the first 500 ms of the page, then success or error.
 * Once done (or after a fresh sign-in, which writes the user directly) it is not repeated.
 */
export const useSessionCheck = (
  check: () => void = readStorageAccess,
  age: () => number = pageAge,
): SessionCheckStatus => {
  const [checked, setChecked] = useAtom(sessionCheckedAtom);
  const [status, setStatus] = useState<SessionCheckStatus>(checked ? 'success' : 'pending');
  const checkRef = useRef(check);
  const ageRef = useRef(age);
  useEffect(() => {
    if (checked) return;
    let cancelled = false;
    void wait(Math.max(0, AUTH_CHECK_DELAY_MS - ageRef.current())).then(() => {
      if (cancelled) return;
      try {
        checkRef.current();
        setStatus('success');
        setChecked(true);
      } catch (error) {
        console.error('[auth] the session could not be read', error);
        setStatus('error');
      }
    });
    return () => {
      cancelled = true;
    };
  }, [checked, setChecked]);
  return checked ? 'success' : status;
};
