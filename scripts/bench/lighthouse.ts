import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/support/chromium';

export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  runs: { score: number; fcp: number; lcp: number; tbt: number }[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Lighthouse's performance category, median of `runs`, Debian's Chromium, external hosts unreachable. */
export const runLighthouse = async (
  url: string,
  preset: 'mobile' | 'desktop',
  runs = 3,
): Promise<LighthouseFigures> => {
  const results: LighthouseFigures['runs'] = [];
  for (let index = 0; index < runs; index += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [
        '--headless=new',
        ...CHROMIUM_ARGS,
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: Math.round(audit('first-contentful-paint')),
        lcp: Math.round(audit('largest-contentful-paint')),
        tbt: Math.round(audit('total-blocking-time')),
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    score: median(results.map((run) => run.score)),
    fcp: median(results.map((run) => run.fcp)),
    lcp: median(results.map((run) => run.lcp)),
    tbt: median(results.map((run) => run.tbt)),
    runs: results,
  };
};
