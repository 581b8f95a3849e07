import { useSyncExternalStore } from 'react';

/** docs/requirements.md section 9: the mobile breakpoint is 768 px. */
export const NARROW_QUERY = '(max-width: 767.98px)';

/**
 * One MediaQueryList for the page, made on first use: `matchMedia` returns a new list (and a new
 * parsed query in the browser) on every call, and getSnapshot runs on every render, so a call per
 * read made one per render of every user of the hook (issue 19's soak). A new `matchMedia` (tests
 * stub it per case) makes a new list.
 */
let shared: { from: unknown; list: MediaQueryList } | null = null;
const query = (): MediaQueryList | null => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const from: unknown = Reflect.get(window, 'matchMedia');
  if (shared && shared.from === from) return shared.list;
  shared = { from, list: window.matchMedia(NARROW_QUERY) };
  return shared.list;
};

const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** True under 768 px: the sidebar and the filter panel become overlays. */
export const useNarrowScreen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
