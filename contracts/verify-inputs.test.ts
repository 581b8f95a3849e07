import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { freePort } from '../scripts/lib/free-port';
import { pactFilesToVerify, VerifyInputError, waitForProvider } from './checks/verify-inputs';

/* What `npm run contracts:verify` checks before it starts the Pact verifier (contracts/verify.ts). */
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'verify-inputs-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

const listenLater = (port: number, afterMs: number): void => {
  let server: Server | null = null;
  const timer = setTimeout(() => {
    server = createServer((_request, response) => response.end('ok')).listen(port, '127.0.0.1');
  }, afterMs);
  cleanups.push(() => {
    clearTimeout(timer);
    server?.close();
  });
};

describe('contracts:verify: the pact files', () => {
  it('are every .json file of the folder, sorted', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'b.json'), '{}');
    writeFileSync(join(dir, 'a.json'), '{}');
    writeFileSync(join(dir, 'notes.txt'), '');
    expect(pactFilesToVerify(dir, undefined)).toEqual([join(dir, 'a.json'), join(dir, 'b.json')]);
  });

  it.each([
    ['missing', (dir: string) => join(dir, 'pacts')],
    ['empty', (dir: string) => (mkdirSync(join(dir, 'pacts')), join(dir, 'pacts'))],
  ])('a %s folder is a clear error that says how to get them', (_case, folder) => {
    const dir = folder(tempDir());
    expect(() => pactFilesToVerify(dir, undefined)).toThrow(VerifyInputError);
    expect(() => pactFilesToVerify(dir, undefined)).toThrow(
      /^No pact files in .*pacts: run `npm run test:contracts`/,
    );
  });

  it('a --pact file that does not exist is named', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.json'), '{}');
    expect(() => pactFilesToVerify(dir, [join(dir, 'a.json'), join(dir, 'gone.json')])).toThrow(
      `No such pact file: ${join(dir, 'gone.json')}`,
    );
    expect(pactFilesToVerify(tempDir(), [join(dir, 'a.json')])).toEqual([join(dir, 'a.json')]);
  });
});

describe('contracts:verify: waiting for the provider', () => {
  it('waits for a provider that starts a little later, and says so once', async () => {
    const port = await freePort();
    listenLater(port, 600);
    const said: string[] = [];
    await waitForProvider(`http://127.0.0.1:${port}/api/`, {
      waitMs: 5_000,
      intervalMs: 100,
      onWait: (message) => said.push(message),
    });
    expect(said).toEqual([`Waiting for http://127.0.0.1:${port}/api/ to answer (up to 5 s) ...`]);
  });

  it('does not wait for a provider that already answers', async () => {
    const port = await freePort();
    listenLater(port, 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const said: string[] = [];
    await waitForProvider(`http://127.0.0.1:${port}/`, { waitMs: 5_000, onWait: (m) => said.push(m) });
    expect(said).toEqual([]);
  });

  it('gives up with a clear message when nothing answers in time', async () => {
    const port = await freePort();
    const started = Date.now();
    const error = await waitForProvider(`http://127.0.0.1:${port}/api/`, {
      waitMs: 700,
      intervalMs: 100,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VerifyInputError);
    expect((error as Error).message).toBe(
      `Cannot reach http://127.0.0.1:${port}/api/ (ECONNREFUSED) after trying for 0.7 s. Is the provider running?`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(650);
  });
});
