import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';

import { ConfirmDialog } from '../components/confirm-dialog';
import { absolute } from '../model/paths';

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
  return to === `${window.location.pathname}${window.location.search}` ? null : to;
};

/**
 * Asks before unsaved input is lost: the browser's own prompt on reload/close (beforeunload), and
 * an in-app dialog for the screen's back button and for any in-app link (sidebar, header...),
 * caught in the capture phase before the router sees the click.
 */
export const useLeaveGuard = (dirty: boolean): { leave: (path: string) => void; dialog: ReactNode } => {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const to = guardedHref(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const leave = useCallback(
    (path: string) => {
      if (dirty) setPending(path);
      else navigate(absolute(path));
    },
    [dirty, navigate],
  );

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={LEAVE_TITLE}
      message={LEAVE_MESSAGE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const to = pending;
        setPending(null);
        if (to !== null) navigate(absolute(to));
      }}
    />
  );
  return { leave, dialog };
};
