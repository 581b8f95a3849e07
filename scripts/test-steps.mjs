#!/usr/bin/env node
/**
 * `npm test`: every check, stage by stage, stopping after the first stage with a failure, then a
 * table of each step's time (docs/testing.md, "What the suite costs"). Time is a figure here, never
 * a test. `TEST_STEPS=unit,e2e npm test` runs only the named steps.
 *
 * A stage's lanes run side by side, each lane's steps one after the other: the machine has two
 * cores, and a step that keeps only one of them busy (eslint; the Pact verifier and its demo server)
 * leaves the other to a lane beside it. The first lane prints as it goes; the others' output is
 * held and printed, under a heading, when they end, so no two steps' lines interleave. Steps that
 * read what another wrote share its lane (check:pacts after test:contracts, check:traffic after
 * test:e2e).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';

const STAGES = [
  // Alone: it rewrites src/generated, which every other check reads.
  [[['check:generated', 'orval output is current']]],
  [
    [['lint', 'eslint and redocly']],
    [
      ['typecheck', 'tsc'],
      ['format:check', 'prettier'],
      ['check:dead', 'knip: no dead files or exports'],
      ['check:cycles', 'dpdm: no runtime import cycle'],
    ],
  ],
  [[['test:unit', 'unit and component (jsdom)']]],
  [
    [
      ['test:e2e', 'browser end-to-end (Chromium)'],
      ['check:traffic', 'recorded traffic through Prism'],
    ],
    [
      ['test:contracts', 'pacts and contract checks'],
      ['check:pacts', 'committed pacts are current'],
    ],
  ],
  [[['test:browsers', 'Firefox and WebKit smoke']]],
];

const only = (process.env.TEST_STEPS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const wanted = ([name]) => only.length === 0 || only.some((want) => name.endsWith(want));
const stages = STAGES.map((lanes) =>
  lanes.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0),
).filter((lanes) => lanes.length > 0);
const chosen = stages.flat(2);

// Names this run for its steps: a demo build made by one step is served by a later one
// (tests/e2e/support/demo-build.ts), never one left by an earlier run.
process.env.TEST_RUN_ID = randomUUID();

const seconds = (ms) => (ms / 1000).toFixed(1);
const results = [];

/** One step: `npm run --silent <name>`, its output shown (`held` null) or held in `held`. */
const runStep = (name, held) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], {
      stdio: held === null ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (held !== null) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('close', (code) => resolve(code === 0));
  });

/** A lane's steps in order, stopping at its first failure. */
const runLane = async (lane, shown) => {
  const held = shown ? null : [];
  let ok = true;
  for (const [name, what] of lane) {
    const before = Date.now();
    ok = await runStep(name, held);
    results.push({ name, what, ms: Date.now() - before, ok });
    if (!ok) break;
  }
  if (held !== null) {
    process.stdout.write(
      `\n---- ${lane.map(([name]) => name).join(', ')} (ran beside the steps above) ----\n`,
    );
    process.stdout.write(Buffer.concat(held));
  }
  return ok;
};

const started = Date.now();
let failed = false;
for (const lanes of stages) {
  const outcomes = await Promise.all(lanes.map((lane, index) => runLane(lane, index === 0)));
  if (outcomes.includes(false)) {
    failed = true;
    break;
  }
}

const width = Math.max(...chosen.map(([name, what]) => `${name} (${what})`.length));
const row = (label, time, result) => `| ${label.padEnd(width)} | ${time.padStart(7)} | ${result.padEnd(7)} |`;
console.log("\nnpm test, step by step (a stage's lanes side by side, so the total is less than the sum):");
console.log(row('step', 'seconds', 'result'));
console.log(`| ${'-'.repeat(width)} | ------- | ------- |`);
for (const [name, what] of chosen) {
  const result = results.find((candidate) => candidate.name === name);
  if (result) console.log(row(`${name} (${what})`, seconds(result.ms), result.ok ? 'passed' : 'FAILED'));
  else console.log(row(`${name} (${what})`, '-', 'not run'));
}
console.log(row('total', seconds(Date.now() - started), ''));
// The steps, counted in the plain form CI reads; each step above printed its own tests' counts.
console.log(
  `steps: ${results.filter((r) => r.ok).length} passed, ${results.filter((r) => !r.ok).length} failed`,
);
process.exit(failed ? 1 : 0);
