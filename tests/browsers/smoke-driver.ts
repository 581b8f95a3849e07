import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { NO_LIBRARY, PAGE_SOURCES, libraryLoaderSource, type Target } from './in-page';

export type { Target };

export type EngineName = 'firefox' | 'webkit';

/** Where failing steps (and the home step) leave their screenshots; `test-results/` is gitignored. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/browsers', import.meta.url));

/** How long a step waits for the page before it fails: generous, WebKit under Xvfb on 2 cores is slow. */
export const WAIT_MS = 15_000;
const POLL_MS = 100;

/** What the smoke's steps use, the same in every engine. */
export interface SmokeDriver {
  readonly engine: EngineName;
  /** Loads a path of the app (a full page load, as typing the address would). */
  goto(path: string): Promise<void>;
  /**
   * Moves to a path within the loaded app, as its links do, and waits for it. A full load would cut
   * the downloads the last screen still has under way (the idle preloads of every screen), and
   * Firefox logs each cut module as a page error: why the smoke once needed a retry.
   */
  open(path: string): Promise<void>;
  click(target: Target): Promise<void>;
  /** Replaces the content of a text field with `value`, typed key by key. */
  fill(target: Target, value: string): Promise<void>;
  waitFor(target: Target): Promise<void>;
  /** Waits for an element whose own text is exactly `text`, optionally inside another target. */
  waitForText(text: string, within?: Target): Promise<void>;
  waitForPath(path: string): Promise<void>;
  count(target: Target): Promise<number>;
  /** Waits until exactly `expected` elements match. */
  waitForCount(target: Target, expected: number): Promise<void>;
  /** Saves the viewport as `<engine>-<name>.png` in SCREENSHOT_DIR and returns the file's path. */
  screenshot(name: string): Promise<string>;
  /** Uncaught errors and unhandled rejections the pages reported so far. */
  pageErrors(): Promise<string[]>;
}

/**
 * What one engine's automation protocol offers. `createSmokeDriver` builds the SmokeDriver on top of
 * it once, so the waiting, the queries and the messages are the same in every engine.
 */
export interface EnginePort {
  readonly engine: EngineName;
  /** The browser's name and version, for the log. */
  readonly version: string;
  /** A full navigation; resolves once the page has loaded. */
  load(url: string): Promise<void>;
  /** Runs a page function (its source text) with JSON arguments and returns its JSON result. */
  call<T>(source: string, args: readonly unknown[]): Promise<T>;
  /** Runs a page function that returns an element or null, and clicks that element natively. */
  clickElement(source: string, args: readonly unknown[]): Promise<boolean>;
  /** The same, but clears the element and types `text` into it. */
  fillElement(source: string, args: readonly unknown[], text: string): Promise<boolean>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

const describeTarget = (target: Target): string => JSON.stringify(target);
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `attempt` until it returns true; an error counts as "not yet" until time runs out. */
const until = async (what: string, attempt: () => Promise<boolean>): Promise<void> => {
  const deadline = Date.now() + WAIT_MS;
  let lastError: unknown;
  for (;;) {
    try {
      if (await attempt()) return;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const why = lastError === undefined ? '' : ` (last error: ${errorText(lastError)})`;
      throw new Error(`timed out after ${WAIT_MS} ms waiting for ${what}${why}`);
    }
    await sleep(POLL_MS);
  }
};

export const createSmokeDriver = (port: EnginePort, baseUrl: string): SmokeDriver => {
  const loader = libraryLoaderSource();
  /** Every new document lacks Testing Library: the first query on it loads it, then asks again. */
  const withLibrary = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!errorText(error).includes(NO_LIBRARY)) throw error;
      await port.call<boolean>(loader, []);
      return action();
    }
  };
  const count = (target: Target) => withLibrary(() => port.call<number>(PAGE_SOURCES.count, [target]));

  return {
    engine: port.engine,
    goto: (path) => port.load(`${baseUrl}${path}`),
    open: async (path) => {
      await port.call<boolean>(PAGE_SOURCES.navigate, [path]);
      await until(`the path ${path}`, async () => (await port.call<string>(PAGE_SOURCES.path, [])) === path);
    },
    click: (target) =>
      until(`a click on ${describeTarget(target)}`, () =>
        withLibrary(() => port.clickElement(PAGE_SOURCES.element, [target])),
      ),
    fill: (target, value) =>
      until(`${describeTarget(target)} to fill in`, () =>
        withLibrary(() => port.fillElement(PAGE_SOURCES.element, [target], value)),
      ),
    waitFor: (target) => until(describeTarget(target), async () => (await count(target)) > 0),
    waitForText: (text, within) =>
      until(
        `the text ${JSON.stringify(text)}`,
        async () => (await count({ text, ...(within ? { within } : {}) })) > 0,
      ),
    waitForPath: (path) =>
      until(`the path ${path}`, async () => (await port.call<string>(PAGE_SOURCES.path, [])) === path),
    count,
    waitForCount: (target, expected) =>
      until(`${expected} of ${describeTarget(target)}`, async () => (await count(target)) === expected),
    screenshot: async (name) => {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const file = join(SCREENSHOT_DIR, `${port.engine}-${name}.png`);
      writeFileSync(file, await port.screenshot());
      return file;
    },
    pageErrors: () => port.pageErrors(),
  };
};
