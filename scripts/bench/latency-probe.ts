import type { Page } from 'playwright-core';

import { EVENT_THRESHOLD_MS } from './stats';

/**
 * What the latency bench installs in every page before the app runs (Playwright's init script):
 * Event Timing entries at or above 16 ms (input to next paint of each event) and Long Animation
 * Frames (frames over 50 ms, such as the render when data arrives), kept in `window.__latency`.
 * Source text, not a function: see in-page.ts.
 */
export const PROBE_SCRIPT = `(() => {
  const store = { events: [], frames: [] };
  window.__latency = store;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        store.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
      }
    }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        store.frames.push({ startTime: entry.startTime, duration: entry.duration, blockingDuration: entry.blockingDuration });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
})();`;

export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

export interface Measured {
  /** The longest Event Timing entry of the input, or null when none reached 16 ms. */
  event: number | null;
  /** Which event it was (pointerup, click, keydown ...). */
  eventName: string | null;
  /** The longest animation frame from the input until the result showed (null: none over 50 ms). */
  frame: number | null;
}

export const now = (page: Page): Promise<number> => page.evaluate<number>('performance.now()');

/** Two frames and a pause, so the observers have been told of the frames just painted. */
export const settle = (page: Page): Promise<void> =>
  page
    .evaluate(
      'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))))',
    )
    .then(() => undefined);

/**
 * The Event Timing entries that started between `from` and `to` (the input's own events: Playwright
 * resolves a click or a key press once the browser has dispatched it) and the frames until `end`.
 */
export const readProbe = async (page: Page, from: number, to: number, end: number): Promise<Measured> => {
  const store = await page.evaluate<{
    events: EventEntry[];
    frames: { startTime: number; duration: number }[];
  }>(
    `({ events: window.__latency.events.filter((e) => e.startTime >= ${from} && e.startTime <= ${to}),
        frames: window.__latency.frames.filter((f) => f.startTime + f.duration >= ${from} && f.startTime <= ${end}) })`,
  );
  const longest = store.events.reduce<EventEntry | null>(
    (best, entry) => (best === null || entry.duration > best.duration ? entry : best),
    null,
  );
  const frame = store.frames.reduce<number | null>((best, f) => Math.max(best ?? 0, f.duration), null);
  return { event: longest?.duration ?? null, eventName: longest?.name ?? null, frame };
};
