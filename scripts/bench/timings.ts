import type { Browser } from 'playwright-core';

/** Placeholder until the shell and camp screens land: filled in by the performance work. */
export const inAppTimings = async (
  _browser: Browser,
  _url: string,
  _apiPort: number,
  _runs: number,
): Promise<Record<string, Record<string, number | null>>> => Promise.resolve({});
