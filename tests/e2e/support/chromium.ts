import { existsSync } from 'node:fs';

import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

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

/** A fresh context whose page errors and unhandled rejections are collected for assertions. */
export const newContext = async (
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> => browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
