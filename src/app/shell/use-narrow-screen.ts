import { useSyncExternalStore } from 'react';

/** SPEC.md section 9: the mobile breakpoint is 768 px. */
export const NARROW_QUERY = '(max-width: 767.98px)';

const query = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_QUERY)
    : null;

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
