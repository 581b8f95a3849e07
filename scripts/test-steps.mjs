#!/usr/bin/env node
/**
 * `npm test`: every check, one after the other, stopping at the first that fails, then a table of
 * each step's time (docs/testing.md, "What the suite costs"). Time is a figure here, never a test.
 * `TEST_STEPS=unit,e2e npm test` runs only the named steps.
 */
import { spawnSync } from 'node:child_process';

const STEPS = [
  ['typecheck', 'tsc'],
  ['lint', 'eslint and redocly'],
  ['format:check', 'prettier'],
  ['check:dead', 'knip: no dead files or exports'],
  ['check:generated', 'orval output is current'],
  ['test:unit', 'unit and component (jsdom)'],
  ['test:contracts', 'pacts and contract checks'],
  ['check:pacts', 'committed pacts are current'],
  ['test:e2e', 'browser end-to-end (Chromium)'],
  ['check:traffic', 'recorded traffic through Prism'],
  ['test:browsers', 'Firefox and WebKit smoke'],
];

const only = (process.env.TEST_STEPS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const chosen = only.length ? STEPS.filter(([name]) => only.some((want) => name.endsWith(want))) : STEPS;

const seconds = (ms) => (ms / 1000).toFixed(1);
const results = [];
const started = Date.now();
let failed = null;
for (const [name, what] of chosen) {
  const before = Date.now();
  const run = spawnSync('npm', ['run', '--silent', name], { stdio: 'inherit' });
  const ok = run.status === 0;
  results.push({ name, what, ms: Date.now() - before, ok });
  if (!ok) {
    failed = name;
    break;
  }
}

const width = Math.max(...chosen.map(([name, what]) => `${name} (${what})`.length));
const row = (label, time, result) => `| ${label.padEnd(width)} | ${time.padStart(7)} | ${result.padEnd(7)} |`;
console.log('\nnpm test, step by step:');
console.log(row('step', 'seconds', 'result'));
console.log(`| ${'-'.repeat(width)} | ------- | ------- |`);
for (const { name, what, ms, ok } of results)
  console.log(row(`${name} (${what})`, seconds(ms), ok ? 'passed' : 'FAILED'));
for (const [name, what] of chosen.slice(results.length))
  console.log(row(`${name} (${what})`, '-', 'not run'));
console.log(row('total', seconds(Date.now() - started), ''));
// The steps, counted in the plain form CI reads; each step above printed its own tests' counts.
console.log(`steps: ${results.filter((r) => r.ok).length} passed, ${failed ? 1 : 0} failed`);
process.exit(failed ? 1 : 0);
