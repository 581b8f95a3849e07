import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Browser } from 'playwright-core';

import type { IndexSample } from './machine';

/**
 * Lighthouse's own `computeBenchmarkIndex` (lighthouse/core/lib/page-functions.js: a GC-heavy string
 * loop and an array copy, 0.5 s each), evaluated as source text in a blank page of the bench's own
 * Chromium, `evaluations` times in a row. The blank page keeps the app's heap and timers out of it;
 * the same browser and renderer flags keep it next to what the timings run on.
 */
const SOURCE = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

export const sampleIndex = async (browser: Browser, at: string, evaluations = 3): Promise<IndexSample> => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const values: number[] = [];
    for (let index = 0; index < evaluations; index += 1) values.push(await page.evaluate<number>(SOURCE));
    console.log(`  machine index ${at}: ${values.map((value) => Math.round(value)).join(', ')}`);
    return { at, values };
  } finally {
    await context.close();
  }
};
