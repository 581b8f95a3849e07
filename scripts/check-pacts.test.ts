import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = resolve('scripts/check-pacts.mjs');
const STALE = 'contracts/pacts is stale: commit the pact written by npm run test:contracts';

let repo = '';
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], {
    cwd: repo,
    stdio: 'ignore',
  });
const writePact = (name: string, content: string) =>
  writeFileSync(join(repo, 'contracts', 'pacts', name), content);
const check = () => {
  const run = spawnSync(process.execPath, [script], { cwd: repo, encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr };
};

/** A throwaway repository with one committed pact, the state `npm run test:contracts` leaves behind. */
beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'check-pacts-'));
  mkdirSync(join(repo, 'contracts', 'pacts'), { recursive: true });
  writePact('consumer-provider.json', '{"interactions":[]}\n');
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'pact');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('npm run check:pacts', () => {
  it('passes when the written pact is the committed one', () => {
    expect(check()).toEqual({ status: 0, stderr: '' });
  });

  it('fails when the consumer tests wrote a different pact', () => {
    writePact('consumer-provider.json', '{"interactions":[{"description":"new"}]}\n');
    const { status, stderr } = check();
    expect(status).toBe(1);
    expect(stderr).toContain(STALE);
    expect(stderr).toContain('consumer-provider.json');
  });

  it('fails on a new pact file that is not committed', () => {
    writePact('consumer-other-provider.json', '{}\n');
    const { status, stderr } = check();
    expect(status).toBe(1);
    expect(stderr).toContain(STALE);
    expect(stderr).toContain('?? contracts/pacts/consumer-other-provider.json');
  });

  it('fails when a committed pact is no longer written', () => {
    unlinkSync(join(repo, 'contracts', 'pacts', 'consumer-provider.json'));
    const { status, stderr } = check();
    expect(status).toBe(1);
    expect(stderr).toContain(STALE);
  });
});
