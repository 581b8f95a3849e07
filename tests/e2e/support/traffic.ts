import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { BrowserContext, Request, Response } from 'playwright-core';

import { DEMO_FAULT_HEADER } from '@/mocks/faults';
import type { RecordedExchange, TrafficLine } from '../../../scripts/traffic/exchange';

/** Where the browser tests write the API traffic they saw; global-setup empties it first. */
export const TRAFFIC_DIR = fileURLToPath(new URL('../../../.e2e-traffic', import.meta.url));

/** The request headers the contract says something about (content type and the three credentials). */
const KEPT_REQUEST_HEADERS = ['content-type', 'authorization', 'x-user-id', 'x-user-type'];

/** An API call: any path with `/v3/` in it (the API base is configuration). */
const apiPath = (url: string): { path: string; query: string } | null => {
  const { pathname, search } = new URL(url);
  const at = pathname.indexOf('/v3/');
  return at === -1 ? null : { path: pathname.slice(at), query: search };
};

const isApiCall = (request: Request): boolean =>
  request.method() !== 'OPTIONS' &&
  // A request a service worker sends on: the page's own request is recorded, once.
  request.serviceWorker() === null &&
  apiPath(request.url()) !== null;

const keptHeaders = (all: Record<string, string>, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((name) => (all[name] === undefined ? [] : [[name, all[name]]])));

type BodyRead = { ok: true; text: string } | { ok: false; error: unknown };

const toExchange = async (request: Request, response: Response): Promise<RecordedExchange> => {
  // The body first and alongside the headers: Chromium may forget it once the page moves on.
  const [body, requestHeaders, responseHeaders] = await Promise.all([
    response.body().then(
      (buffer): BodyRead => ({ ok: true, text: buffer.toString('utf8') }),
      (error: unknown): BodyRead => ({ ok: false, error }),
    ),
    request.allHeaders(),
    response.allHeaders(),
  ]);
  const fault = responseHeaders[DEMO_FAULT_HEADER];
  if (fault === undefined && !body.ok) throw body.error;
  const where = apiPath(request.url()) ?? { path: '', query: '' };
  return {
    method: request.method(),
    path: where.path,
    query: where.query,
    requestHeaders: keptHeaders(requestHeaders, KEPT_REQUEST_HEADERS),
    requestBody: request.postData(),
    status: response.status(),
    responseHeaders: keptHeaders(responseHeaders, ['content-type']),
    // A deliberately faulted answer is excluded from the check: its body is not kept.
    responseBody: fault === undefined && body.ok ? body.text : '',
    ...(fault === undefined ? {} : { fault }),
  };
};

/**
 * Records every API exchange of a browser context as JSON lines, the answers the demo API's
 * service worker gives included, for `npm run check:traffic` (Prism) to check against
 * openapi/v3.yaml after the suite. Returns a function that waits for the pending body reads.
 */
export const recordApiTraffic = (context: BrowserContext): (() => Promise<void>) => {
  mkdirSync(TRAFFIC_DIR, { recursive: true });
  const file = join(TRAFFIC_DIR, `${process.pid}.jsonl`);
  const write = (line: TrafficLine) => appendFileSync(file, `${JSON.stringify(line)}\n`);
  const pending = new Set<Promise<void>>();

  // On 'response', not 'requestfinished': the body is asked for at once, before a reload that
  // follows the call can make Chromium forget it.
  context.on('response', (response) => {
    const request = response.request();
    if (!isApiCall(request)) return;
    const read = toExchange(request, response)
      .then(write)
      .catch((error: unknown) => {
        const where = apiPath(request.url());
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        write({ lost: true, method: request.method(), path: where?.path ?? '', reason: reason ?? '' });
      })
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  // No answer to check: a network-error fault, or a call cut short when its page went away.
  context.on('requestfailed', (request) => {
    if (!isApiCall(request)) return;
    const where = apiPath(request.url());
    write({
      failed: request.failure()?.errorText ?? 'failed',
      method: request.method(),
      path: where?.path ?? '',
    });
  });

  return async () => {
    await Promise.allSettled([...pending]);
  };
};
