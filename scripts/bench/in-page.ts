import type { Page } from 'playwright-core';

/**
 * Code that runs inside the measured page. It is passed as source text, not as a function: tsx
 * compiles this file with esbuild's keepNames, which wraps inner functions in a `__name(...)` helper
 * that exists only in Node, so a serialised function would throw in the page.
 */
const inPage = <T>(page: Page, source: string, argument: unknown): Promise<T> =>
  page.evaluate<T>(`(${source})(${JSON.stringify(argument)})`);

/**
 * Clicks `clickSelector` from inside the page (so no driver round trip is counted) and resolves with
 * the milliseconds (Performance API) until `doneExpression` holds and the next frame has painted:
 * the condition is checked on every DOM mutation; once it holds, a requestAnimationFrame callback
 * followed by a task marks the end of the frame that shows it.
 */
const TIME_CLICK = `({ clickSelector, doneExpression, timeout }) =>
  new Promise((resolve, reject) => {
    const done = new Function('return Boolean(' + doneExpression + ');');
    const target = document.querySelector(clickSelector);
    if (!target) {
      reject(new Error('nothing matches ' + clickSelector));
      return;
    }
    let finished = false;
    const finish = () => {
      if (finished || !done()) return;
      finished = true;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    };
    const observer = new MutationObserver(finish);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => {
      if (!finished) {
        observer.disconnect();
        reject(new Error('not done within ' + timeout + ' ms: ' + doneExpression));
      }
    }, timeout);
    const start = performance.now();
    target.click();
    finish();
  })`;

/**
 * `BENCH_WATERFALL=1`: after each timed click, what happened between the click and the end, in the
 * page's clock (ms after the click): every request and chunk (Resource Timing: start, first byte,
 * end), every frame over 50 ms (Long Animation Frames) and every `performance.mark` the code made. For finding where a step's time goes.
 */
const WATERFALL = process.env.BENCH_WATERFALL === '1';
const WATCH_FRAMES = `() => {
  performance.setResourceTimingBufferSize(100000);
  window.__benchFrames = [];
  new PerformanceObserver((list) => window.__benchFrames.push(...list.getEntries()))
    .observe({ type: 'long-animation-frame' });
}`;
const READ_WATERFALL = `({ since }) => {
  const rows = performance.getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since)
    .map((entry) => ({
      what: (() => { const url = new URL(entry.name); return url.pathname + url.search; })(),
      start: entry.startTime - since,
      firstByte: entry.responseStart - since,
      end: entry.responseEnd - since,
      server: (entry.serverTiming || []).find((timing) => timing.name === 'app')?.duration,
    }));
  const frames = (window.__benchFrames || [])
    .filter((entry) => entry.startTime >= since)
    .map((entry) => {
      const scripts = entry.scripts.reduce((sum, script) => sum + script.duration, 0);
      const styleAndLayout = entry.styleAndLayoutStart > 0 ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0;
      const what = 'long frame (blocking ' + Math.round(entry.blockingDuration) + ' ms; scripts ' + Math.round(scripts) + ' ms; style and layout ' + Math.round(styleAndLayout) + ' ms)';
      return { what, start: entry.startTime - since, firstByte: entry.startTime - since, end: entry.startTime + entry.duration - since };
    });
  const marks = performance.getEntriesByType('mark')
    .filter((entry) => entry.startTime >= since)
    .map((entry) => ({ what: 'mark ' + entry.name, start: entry.startTime - since, firstByte: entry.startTime - since, end: entry.startTime - since }));
  return [...rows, ...frames, ...marks].sort((a, b) => a.start - b.start);
}`;

const printWaterfall = async (page: Page, since: number, total: number): Promise<void> => {
  const rows = await inPage<
    { what: string; start: number; firstByte: number; end: number; server?: number }[]
  >(page, READ_WATERFALL, { since });
  console.log(
    `  waterfall of a ${total.toFixed(1)} ms step (ms after the click: start, first byte, end; a call's time in the demo API):`,
  );
  for (const row of rows) {
    const times = [row.start, row.firstByte, row.end].map((value) => value.toFixed(1).padStart(7)).join(' ');
    const server = row.server === undefined ? '' : ` (server ${row.server.toFixed(1)} ms)`;
    console.log(`    ${times}  ${row.what.slice(0, 110)}${server}`);
  }
};

export const timeClick = async (
  page: Page,
  clickSelector: string,
  doneExpression: string,
  timeout = 15_000,
) => {
  if (!WATERFALL) return inPage<number>(page, TIME_CLICK, { clickSelector, doneExpression, timeout });
  await inPage(page, WATCH_FRAMES, {});
  const since = await page.evaluate<number>('performance.now()');
  const ms = await inPage<number>(page, TIME_CLICK, { clickSelector, doneExpression, timeout });
  await printWaterfall(page, since, ms);
  return ms;
};

/**
 * Scrolls `listSelector` to its bottom and resolves with the milliseconds until its first option's
 * `aria-setsize` (the number of loaded rows) grows and a frame has painted, or -1 after 10 s, or
 * null when `stopAt` rows are loaded already.
 */
const SCROLL_TO_MORE = `({ listSelector, stopAt }) =>
  new Promise((resolve) => {
    const list = document.querySelector(listSelector);
    const count = () => Number(list?.querySelector('[role=option]')?.getAttribute('aria-setsize') ?? 0);
    const before = count();
    if (!list || before >= stopAt) {
      resolve({ before, ms: null });
      return;
    }
    const start = performance.now();
    list.scrollTop = list.scrollHeight;
    const poll = () => {
      const ms = performance.now() - start;
      if (count() > before) setTimeout(() => resolve({ before, ms: performance.now() - start }), 0);
      else if (ms > 10000) resolve({ before, ms: -1 });
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  })`;

export const scrollToMore = (page: Page, listSelector: string, stopAt: number) =>
  inPage<{ before: number; ms: number | null }>(page, SCROLL_TO_MORE, { listSelector, stopAt });

/**
 * Scrolls `listSelector` from the top to the bottom, `step` pixels a frame, and resolves with the
 * longest and the 95th-percentile frame interval (ms) and the number of frames.
 */
const SCROLL_FRAMES = `({ listSelector, step }) =>
  new Promise((resolve) => {
    const list = document.querySelector(listSelector);
    list.scrollTop = 0;
    const frames = [];
    let last = 0;
    const next = (now) => {
      if (last) frames.push(now - last);
      last = now;
      if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) {
        const sorted = [...frames].sort((a, b) => a - b);
        resolve({
          longest: sorted[sorted.length - 1] ?? 0,
          p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
          frames: frames.length,
        });
        return;
      }
      list.scrollTop += step;
      requestAnimationFrame(next);
    };
    requestAnimationFrame(next);
  })`;

export const scrollFrames = (page: Page, listSelector: string, step: number) =>
  inPage<{ longest: number; p95: number; frames: number }>(page, SCROLL_FRAMES, { listSelector, step });

export const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return value === undefined ? null : Math.round(value * 10) / 10;
};
