import type { CDPSession, Page } from 'playwright-core';

import { timeClick } from './in-page';
import { headingIs } from './timings-resources';
import { ROWS_SHOWN } from './walk-steps';

/**
 * Issue 36's timings, at the top scale (10,000 queries, about 100,000 messages), as an
 * administrator (docs/support.md):
 * - `queriesViewToRows`: Support Queries at rest on All, the click on the Breached tab until the URL
 *   carries it and its rows show;
 * - `threadLinkToMessages`: the list searched to query #6 (the seed's 200-message thread), the click
 *   on its subject until its page shows the thread (the newest 50 drawn, the rest one click away);
 * - `replyToThread`: on query #6 with a reply typed, the click on Send reply until the reply shows in
 *   the thread;
 * - `badgePollMainThread`: at rest, the main thread's busy time (CDP `TaskDuration`) for one of the
 *   sidebar's unread-count polls, from just before its request to half a second after its answer.
 * The latency bench times the first three inputs on a 4x slower CPU (latency-steps.ts) and reports
 * the poll there too.
 */
type OpenAtRest = (path: string) => Promise<void>;
type Quiet = () => Promise<void>;

export const QUERIES_PATH = '/dashboard/manage/query';
/** The seed's 200-message thread (src/mocks/seed-queries.ts, docs/support.md "Demo data"). */
export const LONG_THREAD_ID = 6;
export const BREACHED_TAB = '#main-content [role="tab"][id$="-tab-breached"]';
export const LONG_THREAD_LINK = `#main-content table tbody tr a[href$="/manage/query/${LONG_THREAD_ID}"]`;
export const SEND_REPLY = '#main-content form[aria-labelledby="query-reply-title"] button[type="submit"]';
const THREAD_ITEMS = '#main-content ol[aria-label="Messages, oldest first"] > li';

export const BREACHED_ROWS =
  `location.search.includes('view=breached') && ` +
  `document.querySelector('${BREACHED_TAB}')?.getAttribute('aria-selected') === 'true' && ${ROWS_SHOWN}`;
/** The page of query #6 with its thread drawn (the newest 50 of its 200 messages). */
export const LONG_THREAD_SHOWN =
  `document.querySelector('#main-content h1')?.textContent?.startsWith('#${LONG_THREAD_ID} ') && ` +
  `document.querySelectorAll('${THREAD_ITEMS}').length >= 50`;
export const replyShown = (text: string): string =>
  `[...document.querySelectorAll('${THREAD_ITEMS}')].some((item) => item.textContent.includes(${JSON.stringify(text)}))`;

/** Support Queries on All, its rows shown. */
export const queriesAtRest = async (page: Page, openAtRest: OpenAtRest, query = ''): Promise<void> => {
  await openAtRest(`${QUERIES_PATH}?page=1&rows=10${query}`);
  const handle = await page.waitForFunction(`Boolean(${headingIs('Support Queries')} && ${ROWS_SHOWN})`);
  await handle.dispose();
};

/** The list searched down to query #6, its row shown. */
export const longThreadListed = (page: Page, openAtRest: OpenAtRest): Promise<void> =>
  queriesAtRest(page, openAtRest, `&search=${encodeURIComponent(`#${LONG_THREAD_ID}`)}`).then(() =>
    page.locator(LONG_THREAD_LINK).waitFor(),
  );

export const queriesViewToRows = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await queriesAtRest(page, openAtRest);
  return timeClick(page, BREACHED_TAB, BREACHED_ROWS);
};

export const threadLinkToMessages = async (page: Page, openAtRest: OpenAtRest): Promise<number> => {
  await longThreadListed(page, openAtRest);
  return timeClick(page, LONG_THREAD_LINK, LONG_THREAD_SHOWN);
};

let replies = 0;

/** Query #6's page at rest with a reply typed; answers the reply's text. */
export const replyTyped = async (page: Page, openAtRest: OpenAtRest, quiet: Quiet): Promise<string> => {
  await openAtRest(`${QUERIES_PATH}/${LONG_THREAD_ID}`);
  const handle = await page.waitForFunction(`Boolean(${LONG_THREAD_SHOWN})`);
  await handle.dispose();
  replies += 1;
  const text = `Bench reply ${replies}: please restart the kiosk once more.`;
  await page.locator('#main-content').getByLabel('Message', { exact: true }).fill(text);
  await quiet();
  return text;
};

export const replyToThread = async (page: Page, openAtRest: OpenAtRest, quiet: Quiet): Promise<number> => {
  const text = await replyTyped(page, openAtRest, quiet);
  return timeClick(page, SEND_REPLY, replyShown(text));
};

const isUnreadPoll = (url: string): boolean => new URL(url).pathname.endsWith('/v3/unread');

const taskMs = async (cdp: CDPSession): Promise<number> => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
};

/**
 * The main thread's busy time for one unread-count poll (the sidebar badge, every 30 s while the tab
 * is visible): `TaskDuration` sampled every 50 ms while the page rests; the poll's cost is the growth
 * from the last sample 150 ms before its request was seen to the first sample 500 ms after its answer
 * (the answer checked, the cache updated, anything redrawn). The page must be signed in and at rest.
 */
export const badgePollMainThread = async (page: Page, cdp: CDPSession): Promise<number> => {
  await cdp.send('Performance.enable');
  const samples: { at: number; task: number }[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      samples.push({ at: Date.now(), task: await taskMs(cdp) });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    // A poll seen before the sampler had 150 ms of samples is skipped: the next one is measured.
    for (let poll = 0; poll < 3; poll += 1) {
      await page.waitForRequest((request) => isUnreadPoll(request.url()), { timeout: 45_000 });
      const requestAt = Date.now();
      await page.waitForResponse((response) => isUnreadPoll(response.url()), { timeout: 15_000 });
      const answerAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 600));
      const before = samples.filter((sample) => sample.at <= requestAt - 150).at(-1);
      const after = samples.find((sample) => sample.at >= answerAt + 500);
      if (before && after) return after.task - before.task;
    }
    throw new Error('no unread-count poll was bracketed by TaskDuration samples');
  } finally {
    sampling = false;
    await sampler;
  }
};
