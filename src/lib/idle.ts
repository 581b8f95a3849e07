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

/**
 * Runs `task` like {@link whenIdleAfterPaint}, but only once the page has painted content (the
 * browser's first-contentful-paint entry), not merely a frame: React's first render is a transition
 * that may commit a few frames after start-up, and work started from an empty frame would still
 * compete with the first screen. Without paint timing (or if no content paints within `timeout`
 * ms) it falls back to the next idle moment after a frame.
 */
export const whenIdleAfterContentfulPaint = (task: () => void, timeout = 3_000): (() => void) => {
  let cancelIdle: (() => void) | undefined;
  let started = false;
  const startIdle = (): void => {
    if (started) return;
    started = true;
    observer?.disconnect();
    clearTimeout(fallback);
    cancelIdle = whenIdleAfterPaint(task, timeout);
  };
  const paintTimingSupported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  const observer = paintTimingSupported
    ? new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) startIdle();
      })
    : undefined;
  const fallback = setTimeout(startIdle, paintTimingSupported ? timeout : 0);
  // `buffered` delivers a paint that happened before this call too.
  observer?.observe({ type: 'paint', buffered: true });
  return () => {
    started = true;
    observer?.disconnect();
    clearTimeout(fallback);
    cancelIdle?.();
  };
};
