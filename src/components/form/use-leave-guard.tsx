import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';

import { absolute } from '@/lib/app-paths';

import { ConfirmDialog } from '../confirm-dialog';
import { consumeDrop, currentUrl, dropSentinel, onSentinel, pushSentinel } from './history-sentinel';

export const LEAVE_TITLE = 'Discard changes?';
export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/** An in-app link the guard should stop: same origin, plain left click, same tab, another page. */
const guardedHref = (event: MouseEvent): string | null => {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}`;
  return to === currentUrl() ? null : to;
};

/** What the user asked for: an in-app path, or the browser's Back. */
type Pending = { kind: 'path'; to: string } | { kind: 'back' };

export interface LeaveGuard {
  /** The screen's own back button: asks first when there is unsaved input. */
  leave: (path: string) => void;
  /** Goes without asking (after a save), replacing the sentinel so no extra entry is left. */
  proceed: (path: string) => void;
  dialog: ReactNode;
}

/**
 * Asks before unsaved input is lost: the browser's own prompt on reload/close (beforeunload); an
 * in-app dialog for the screen's back button and for any in-app link (sidebar, header...), caught
 * in the capture phase before the router sees the click; and the same dialog for the browser's
 * Back, through a sentinel history entry (history-sentinel.ts). Stay restores the sentinel; Leave
 * goes back for real. Once the input is saved or discarded the sentinel is removed (or replaced by
 * the next page), so the history is the same as without the guard.
 */
export const useLeaveGuard = (dirty: boolean): LeaveGuard => {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const guarded = currentUrl();
    if (!onSentinel()) pushSentinel();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const to = guardedHref(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'path', to });
    };
    const onPopState = () => {
      if (consumeDrop()) {
        // An earlier sentinel was dropped just as this input became unsaved again: restore it.
        if (!onSentinel() && currentUrl() === guarded) pushSentinel();
        return;
      }
      // Forward onto a sentinel, or a jump of several entries the router has already followed.
      if (onSentinel() || currentUrl() !== guarded) return;
      setPending({ kind: 'back' });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      // Still on this page (saved, reverted, Cancel): drop the sentinel so Back leaves in one step.
      // After a navigation the current entry is another page's and is left alone.
      dropSentinel();
    };
  }, [dirty]);

  const go = useCallback((path: string) => navigate(absolute(path), { replace: onSentinel() }), [navigate]);
  const leave = useCallback(
    (path: string) => {
      if (dirty) setPending({ kind: 'path', to: path });
      else go(path);
    },
    [dirty, go],
  );

  const stay = () => {
    if (pending?.kind === 'back' && !onSentinel()) pushSentinel();
    setPending(null);
  };
  const confirm = () => {
    setPending(null);
    // Back for real: one entry, or two if Forward has since put the sentinel back on top.
    if (pending?.kind === 'back') window.history.go(onSentinel() ? -2 : -1);
    else if (pending) go(pending.to);
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={LEAVE_TITLE}
      message={LEAVE_MESSAGE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onCancel={stay}
      onConfirm={confirm}
    />
  );
  return { leave, proceed: go, dialog };
};
