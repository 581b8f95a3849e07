import { atom } from 'jotai';

import { storageKeys } from '@/lib/storage-keys';

import { persistedAtom } from './persisted';

/** The filter panel's visibility, stored as the text 'true' or 'false' (docs/requirements.md 2.3, 2.4). */
export const showFilterAtom = persistedAtom<boolean>({
  key: storageKeys.showFilter,
  // Stored as text; read back as a boolean. Anything but 'true' or 'false' is the fallback.
  schema: {
    safeParse: (value) =>
      value === 'true' || value === 'false' ? { success: true, data: value === 'true' } : { success: false },
  },
  fallback: false,
  codec: 'text',
});

/**
 * Fired on `window` whenever this tab changes the filter panel's visibility. Other tabs hear the
 * `storage` event of `hcd_showFilter`; code in this tab that does not read the atom hears this.
 */
export const SHOW_FILTER_EVENT = 'hcd:showfilterchange';

export interface ShowFilterEventDetail {
  visible: boolean;
}

/** Sets the filter panel's visibility (or flips it with no argument), stores it and broadcasts it. */
export const setShowFilterAtom = atom(null, (get, set, next?: boolean) => {
  const visible = next ?? !get(showFilterAtom);
  set(showFilterAtom, visible);
  window.dispatchEvent(new CustomEvent<ShowFilterEventDetail>(SHOW_FILTER_EVENT, { detail: { visible } }));
});

/** Under 768 px the sidebar is an overlay: open or closed. Closed by default. */
export const sidebarOpenAtom = atom(false);

/** From 768 px the sidebar is docked: full or collapsed to its icons. Full by default. */
export const sidebarCollapsedAtom = atom(false);

/** The profile and notification dropdowns of the header (at most one open at a time). */
export type HeaderPanel = 'notifications' | 'profile' | null;
export const headerPanelAtom = atom<HeaderPanel>(null);

/**
 * A click on the content closes the overlay sidebar, the right-hand drawer and any open header
 * panel (docs/requirements.md 2.3: sidebar, right sidebar, settings panel).
 */
export const closeOverlaysAtom = atom(null, (get, set, options: { narrow: boolean }) => {
  set(sidebarOpenAtom, false);
  set(headerPanelAtom, null);
  if (options.narrow && get(showFilterAtom)) set(setShowFilterAtom, false);
});
