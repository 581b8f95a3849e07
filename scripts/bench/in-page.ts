import type { Page } from 'playwright-core';

/**
 * Milliseconds from a click (made inside the page, so no driver round trip is counted) until
 * `doneExpression` holds and the next frame has painted. Measured with the Performance API.
 */
export const timeClick = async (
  page: Page,
  clickSelector: string,
  doneExpression: string,
  timeout = 15_000,
) =>
  page.evaluate(
    ({ clickSelector, doneExpression, timeout }) =>
      new Promise<number>((resolve, reject) => {
        // eslint-disable-next-line @typescript-eslint/no-implied-eval -- bench-only predicate text
        const done = new Function(`return Boolean(${doneExpression});`) as () => boolean;
        const target = document.querySelector<HTMLElement>(clickSelector);
        if (!target) {
          reject(new Error(`nothing matches ${clickSelector}`));
          return;
        }
        const start = performance.now();
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
            reject(new Error(`not done within ${timeout} ms: ${doneExpression}`));
          }
        }, timeout);
        target.click();
        finish();
      }),
    { clickSelector, doneExpression, timeout },
  );

export const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return value === undefined ? null : Math.round(value * 10) / 10;
};
