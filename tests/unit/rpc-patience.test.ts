import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

/**
 * tests/setup/rpc-patience.mjs, preloaded into every Vitest worker: a 60 s timer set from Vitest's
 * own code waits ten minutes; any other timer, a 60 s one included, keeps its delay.
 */
const PRELOAD = resolve('tests/setup/rpc-patience.mjs');
const root = mkdtempSync(join(tmpdir(), 'rpc-patience-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The delay Node holds for a timer that a module at `path` (under `root`) sets with `ms`. */
const delaySetFrom = (path: string, ms: number): number => {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(
    file,
    `export const delay = () => { const t = setTimeout(() => {}, ${ms}); const held = t._idleTimeout; clearTimeout(t); return held; };\n`,
  );
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      PRELOAD,
      '--input-type=module',
      '-e',
      `import { delay } from ${JSON.stringify(file)}; console.log(delay());`,
    ],
    { encoding: 'utf8' },
  );
  return Number(out.trim());
};

describe('the worker RPC patience (tests/setup/rpc-patience.mjs)', () => {
  it("stretches a 60 s timer set from Vitest's own code to ten minutes", () => {
    expect(delaySetFrom('node_modules/vitest/dist/chunks/rpc.mjs', 60_000)).toBe(600_000);
  });

  it("leaves other delays from Vitest's code, and every timer of other code, as they are", () => {
    expect(delaySetFrom('node_modules/vitest/dist/chunks/other.mjs', 30_000)).toBe(30_000);
    expect(delaySetFrom('node_modules/@vitest/runner/dist/limits.mjs', 60_000)).toBe(60_000);
    expect(delaySetFrom('src/app-timer.mjs', 60_000)).toBe(60_000);
  });
});
