import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The one axe-core run of the browser tests. It injects the project's own axe-core (the current
 * release, devDependency `axe-core`), not the copy @axe-core/playwright bundles, and runs its
 * default rule set plus `label-content-name-mismatch` (WCAG 2.5.3 Label in Name), which releases
 * before 4.14 tag experimental and leave out of the default set.
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

/** Runs axe on the page as it is now; returns the serious and critical violations, described. */
export const seriousA11yIssues = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])) })
    .analyze();
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
