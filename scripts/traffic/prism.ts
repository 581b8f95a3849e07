import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

import { freePort } from '../lib/free-port';

const PRISM_BIN = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));
const START_TIMEOUT_MS = 90_000;

export interface PrismProxy {
  url: string;
  stop: () => Promise<void>;
}

const canConnect = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `prism proxy <spec> <upstream>` on a free 127.0.0.1 port, without `--errors`: every answer goes
 * through, and Prism names the request and response violations in its `sl-violations` header.
 */
export const startPrismProxy = async (specPath: string, upstream: string): Promise<PrismProxy> => {
  const port = await freePort();
  const args = ['proxy', specPath, upstream, '--host', '127.0.0.1', '--port', String(port), '-v', 'fatal'];
  const child = spawn(process.execPath, [PRISM_BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await canConnect(port))) {
    if (exited) throw new Error(`Prism exited before it listened:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prism did not listen on port ${port} within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await sleep(200);
  }
  return { url: `http://127.0.0.1:${port}`, stop };
};
