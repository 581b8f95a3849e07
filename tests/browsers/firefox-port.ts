import { existsSync } from 'node:fs';

import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';

import type { EnginePort } from './smoke-driver';

import { clockOffset, pinClock } from '@/mocks/clock';

/** Debian's Firefox ESR (`apt-get install firefox-esr`); never a downloaded browser. */
export const firefoxPath = (): string => {
  const path = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  if (!existsSync(path)) {
    throw new Error(
      `Firefox ESR not found at ${path}. Install Debian's package (sudo apt-get install -y firefox-esr) or set FIREFOX_PATH. ` +
        'The cross-browser smoke never downloads a browser and is never skipped.',
    );
  }
  return path;
};

/** A page function's source, called with JSON arguments, as one expression puppeteer can evaluate. */
const expression = (source: string, args: readonly unknown[]): string =>
  `(${source})(...${JSON.stringify(args)})`;

const withElement = async (
  page: Page,
  source: string,
  args: readonly unknown[],
  act: (element: ElementHandle) => Promise<void>,
): Promise<boolean> => {
  const handle = await page.evaluateHandle(expression(source, args));
  try {
    const element = handle.asElement();
    if (element === null) return false;
    await act(element as ElementHandle);
    return true;
  } finally {
    await handle.dispose();
  }
};

/**
 * Firefox through puppeteer-core over WebDriver BiDi: the standard protocol Firefox speaks natively
 * (no CDP emulation). puppeteer-core never downloads a browser; it is given Debian's binary.
 */
export const launchFirefox = async (): Promise<EnginePort> => {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath(),
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  });
  const page = await browser.newPage();
  // The test's clock (tests/setup/clock.ts), before the page's own scripts.
  await page.evaluateOnNewDocument(pinClock, clockOffset());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  return {
    engine: 'firefox',
    version: await browser.version(),
    load: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    call: <T>(source: string, args: readonly unknown[]) =>
      page.evaluate(expression(source, args)) as Promise<T>,
    clickElement: (source, args) => withElement(page, source, args, (element) => element.click()),
    fillElement: (source, args, text) =>
      withElement(page, source, args, async (element) => {
        await element.focus();
        // Select what is there so the typed text replaces it, as a user's Ctrl+A would.
        await element.evaluate((field) => {
          if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.select();
        });
        await element.type(text);
      }),
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    pageErrors: () => Promise.resolve([...errors]),
    close: () => browser.close(),
  };
};
