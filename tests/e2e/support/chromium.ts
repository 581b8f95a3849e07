import { existsSync } from 'node:fs';

import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

import { clockOffset, pinClock } from '@/mocks/clock';

import { recordApiTraffic } from './traffic';

/** Debian's Chromium (`apt-get install chromium`); never a downloaded browser. */
export const chromiumPath = (): string => {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH. ` +
        'Browser tests never download a browser and are never skipped.',
    );
  }
  return path;
};

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });

/**
 * A fresh context on the test's clock. Its API traffic is recorded for Prism (`npm run check:traffic`); closing it
 * first waits for the answers still being read. `recordTraffic: false` leaves out a context whose
 * answers are not all the API's (a proxy's own 502 page when the API drops the connection).
 */
export const newContext = async (
  browser: Browser,
  options: BrowserContextOptions = {},
  { recordTraffic = true }: { recordTraffic?: boolean } = {},
): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  // The page's clock is the test's (tests/setup/clock.ts): the app and the in-page demo API agree
  // with the test on "now", whatever the hour.
  await context.addInitScript(pinClock, clockOffset());
  if (!recordTraffic) return context;
  const settle = recordApiTraffic(context);
  const close = context.close.bind(context);
  context.close = async (...args: Parameters<BrowserContext['close']>) => {
    await settle();
    await close(...args);
  };
  return context;
};
