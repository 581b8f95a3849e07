/**
 * Work that must reach the server before a sign-out clears the session (docs/telemedicine.md, "Live
 * consultation, autosave and the prescription"): the live page's unsaved notes. The idle sign-out
 * (src/app/idle-watcher.tsx) awaits every registered flush, at most `FLUSH_WAIT_MS`, before it clears
 * local storage and leaves.
 */
type Flush = () => Promise<unknown>;

const flushes = new Set<Flush>();

/** The longest a sign-out waits for the flushes: a dead network must not keep the doctor signed in. */
export const FLUSH_WAIT_MS = 4_000;

/** Registers a flush; the returned function unregisters it. */
export const beforeSignOut = (flush: Flush): (() => void) => {
  flushes.add(flush);
  return () => {
    flushes.delete(flush);
  };
};

export const hasSignOutFlushes = (): boolean => flushes.size > 0;

/** Runs every flush; settles when all have, or after `FLUSH_WAIT_MS`, whichever comes first. */
export const flushBeforeSignOut = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FLUSH_WAIT_MS);
    void Promise.allSettled([...flushes].map((flush) => flush())).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
