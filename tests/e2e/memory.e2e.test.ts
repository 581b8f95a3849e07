import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countNamed, takeHeapSnapshot } from '../../scripts/bench/heap-breakdown';
import { navigateInApp, openPage, signIn } from './shell-helpers';
import { launchChromium } from './support/chromium';

/**
 * What a long session keeps in the browser's own memory (issue 19; the JS heap is the soak's, in
 * `npm run soak`). Chromium keeps, for the page's lifetime, every media query its table-header style
 * evaluates: one per <thead> or <tfoot> ever mounted, unless the app sets break-inside itself
 * (src/styles/global.css).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** How many objects named `name` the page's heap holds after a full GC. */
const heapObjects = async (cdp: CDPSession, name: string): Promise<number> => {
  await cdp.send('HeapProfiler.collectGarbage');
  return countNamed(await takeHeapSnapshot(cdp), name);
};

const tableRowsShown = async (page: Page, table: string) => {
  await page.getByRole('table', { name: table }).locator('tbody tr td a, tbody tr td').first().waitFor();
};

describe('memory over a session', () => {
  it('keeps nothing in Chromium for each table a screen mounts (home and Monitor, 10 times each)', async () => {
    const { context, page, errors } = await openPage(browser);
    const cdp = await context.newCDPSession(page);
    await signIn(page, 'admin');
    await tableRowsShown(page, 'Latest camps');
    const round = async () => {
      await navigateInApp(page, '/dashboard/monitor');
      await page.getByRole('heading', { level: 1, name: 'Monitor' }).waitFor();
      await page.locator('#main-content table tbody tr td').first().waitFor();
      await navigateInApp(page, '/dashboard/static');
      await tableRowsShown(page, 'Latest camps');
    };
    // Three rounds first, and the preloads of the role's other screens done: their stylesheets' own
    // media queries (the print view's, a narrow layout's) are made once, when they load (26 between
    // the sign-in and the home's rows, on a machine at rest). The shell starts them once the first
    // screen's answers are in; after one round and the network idle, a loaded CI machine counted 15
    // more by the end: stylesheets arriving late, where the header rule's failure adds 20.
    for (let warm = 0; warm < 3; warm += 1) await round();
    await page.waitForLoadState('networkidle');
    const before = await heapObjects(cdp, 'blink::MediaQuerySet');
    for (let rounds = 0; rounds < 10; rounds += 1) await round();
    const after = await heapObjects(cdp, 'blink::MediaQuerySet');
    // Without the rule: one more a table header, 20 here.
    expect(after - before).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays table headers out as before on screen, and keeps them whole in print', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, 'admin');
    await tableRowsShown(page, 'Latest camps');
    const breakInside = () =>
      page.evaluate(() => {
        const head = document.querySelector('#main-content table thead');
        return head ? getComputedStyle(head).breakInside : 'no table header';
      });
    expect(await breakInside()).toBe('auto');
    await page.emulateMedia({ media: 'print' });
    expect(await breakInside()).toBe('avoid');
    await context.close();
  });
});
