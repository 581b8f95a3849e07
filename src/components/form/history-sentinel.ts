/**
 * A sentinel history entry for the leave guard: a copy of the current URL pushed on top while the
 * form holds unsaved input. The browser's Back then lands on the real entry of the same page (the
 * router sees no change), where the guard can ask before going back for real. The router cannot
 * block history navigation itself (wouter has no blocker), so this is the way to intercept it.
 */
const KEY = 'hcdLeaveGuard';

/** The path and query the router matches on. */
export const currentUrl = (): string => `${window.location.pathname}${window.location.search}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether the current history entry is a sentinel. */
export const onSentinel = (): boolean => isRecord(window.history.state) && window.history.state[KEY] === true;

/** Pushes the sentinel: the same URL, the current state plus the marker. */
export const pushSentinel = (): void => {
  const state: unknown = window.history.state;
  window.history.pushState({ ...(isRecord(state) ? state : {}), [KEY]: true }, '', currentUrl());
};

// A sentinel dropped with history.back() arrives later as a popstate of the same page; that one
// popstate is the guard's own doing, not the user's Back. Module-wide: the guard that dropped it
// may be gone (the edit form closes after a save) when a new one (Edit again) sees the event.
let dropping = false;

/** Removes the sentinel when it is on top (the input was saved, discarded or reverted). */
export const dropSentinel = (): void => {
  if (!onSentinel()) return;
  dropping = true;
  // Cleared once every listener of that popstate has run (a timeout, not a microtask: microtasks
  // run between the listeners of a browser event), so a later Back is never taken for the drop.
  window.addEventListener('popstate', () => setTimeout(() => (dropping = false), 0), { once: true });
  window.history.back();
};

/** True (once) for the popstate that dropSentinel caused. */
export const consumeDrop = (): boolean => {
  const was = dropping;
  dropping = false;
  return was;
};
