/**
 * Runs `task` once the next frame has painted and the browser is idle (or `timeout` ms later at the
 * latest), so that work nobody waits for yet (downloads ahead of need) never delays what is being
 * shown. Returns a function that cancels it; effects return that as their cleanup.
 */
export const whenIdleAfterPaint = (task: () => void, timeout = 3_000): (() => void) => {
  let cancelled = false;
  const run = (): void => {
    if (!cancelled) task();
  };
  const whenIdle = (): void => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout });
    else setTimeout(run, 0);
  };
  // The frame after a render is its paint; a task queued from it runs after that paint.
  requestAnimationFrame(() => setTimeout(whenIdle, 0));
  return () => {
    cancelled = true;
  };
};
