import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The one axe-core run of the browser tests. It injects the project's own axe-core (the current
 * release, devDependency `axe-core`) into the page, not the older copy @axe-core/playwright
 * bundles, and runs its default rule set plus `label-content-name-mismatch` (WCAG 2.5.3 Label in
 * Name), which releases before 4.14 tag experimental and leave out of the default set.
 */
const require = createRequire(import.meta.url);
const axePackage = require('axe-core/package.json') as { version: string };
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The axe-core version every run uses. */
export const AXE_VERSION = axePackage.version;

/** Rules enabled on top of the default set. */
export const EXTRA_RULES = ['label-content-name-mismatch'] as const;

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** "rule-id (impact): help text, at: target, target". */
const describeViolation = (violation: Result): string =>
  `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}, at: ${violation.nodes
    .map((node) => node.target.join(' '))
    .join(', ')}`;

const RUN_OPTIONS: RunOptions = {
  rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
};

type AxeWindow = Window & {
  axe?: { version: string; run: (context: Document, options: RunOptions) => Promise<AxeResults> };
};

/**
 * Injects the project's axe-core into each frame of the page that lacks it: once per document, not
 * on every run (the source is half a megabyte to parse and execute). A frame that cannot take it
 * (detached, another origin) is left out, as @axe-core/playwright leaves it out.
 */
const injectAxe = async (page: Page): Promise<void> => {
  await Promise.all(
    page.frames().map(async (frame) => {
      try {
        const version = await frame.evaluate(() => (window as AxeWindow).axe?.version);
        if (version !== AXE_VERSION) await frame.evaluate(AXE_SOURCE);
      } catch {
        // A frame that went away or refuses scripts: axe reports what it could not test.
      }
    }),
  );
};

/**
 * Runs axe on the page as it is now; returns the serious and critical violations, described.
 *
 * One `axe.run` in the page, as @axe-core/playwright's legacy mode does, without its default mode's
 * blank page (`runPartial` in each frame, then `finishRun` in a page it opens, injects axe into and
 * closes: the same results, at about a second more per run on a two-core machine) and without
 * injecting axe again on every run.
 */
export const seriousA11yIssues = async (page: Page): Promise<string[]> => {
  await injectAxe(page);
  const results = await page.evaluate(
    (options) => (window as AxeWindow).axe!.run(document, options),
    RUN_OPTIONS,
  );
  expect(results.testEngine.version).toBe(AXE_VERSION);
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(describeViolation);
};

/**
 * axe-core finds no serious or critical violation. `where` names the screen or state in the
 * failure message (the page's path by default).
 */
export const expectNoSeriousA11yIssues = async (page: Page, where?: string): Promise<void> => {
  const issues = await seriousA11yIssues(page);
  expect(issues, `axe on ${where ?? new URL(page.url()).pathname}: ${issues.join(' | ')}`).toEqual([]);
};
