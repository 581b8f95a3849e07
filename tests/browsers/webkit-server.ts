import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

/** WebKitGTK's own test browser, shipped with the library webkit2gtk-driver depends on. */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const onPath = (name: string): boolean =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, name)));

/** Every program the WebKit run needs, with the Debian package that brings it; fails naming the missing ones. */
export const checkWebKitInstalled = (): void => {
  const missing = [
    { found: onPath('WebKitWebDriver'), what: 'WebKitWebDriver', pkg: 'webkit2gtk-driver' },
    { found: existsSync(MINIBROWSER_PATH), what: MINIBROWSER_PATH, pkg: 'webkit2gtk-driver' },
    { found: onPath('xvfb-run') && onPath('Xvfb'), what: 'xvfb-run', pkg: 'xvfb' },
    { found: onPath('xauth'), what: 'xauth', pkg: 'xauth' },
  ].filter((need) => !need.found);
  if (missing.length > 0) {
    const packages = [...new Set(missing.map((need) => need.pkg))].join(' ');
    throw new Error(
      `WebKit smoke: ${missing.map((need) => need.what).join(', ')} not found. Install Debian's packages ` +
        `(sudo apt-get install -y ${packages}). The cross-browser smoke never downloads a browser and is never skipped.`,
    );
  }
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

const exited = (child: ChildProcess, ms: number): Promise<boolean> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(true)
    : new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });

/** xvfb-run's children (Xvfb and the program it runs), from Linux's /proc. */
const childPids = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};
const commandName = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

export interface WebKitServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * WebKitWebDriver on 127.0.0.1 and a free port, inside a fresh Xvfb display (`xvfb-run -a`: a free
 * display number and its own X cookie, so no other local user can watch or drive the browser).
 */
export const startWebKitDriver = async (): Promise<WebKitServer> => {
  checkWebKitInstalled();
  const port = await freePort();
  // Its own process group, so a last-resort kill reaches Xvfb, the driver and the browser together.
  const child = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`, '--host=127.0.0.1'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killGroup = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  // A test process that dies without running afterAll must not leave a browser behind.
  process.once('exit', killGroup);

  const stop = async () => {
    process.off('exit', killGroup);
    // SIGTERM to WebKitWebDriver alone: xvfb-run then stops Xvfb and removes its cookie folder,
    // which it cannot do when the whole group is signalled (the shell dies first).
    const driverPid = childPids(child.pid ?? -1).find((pid) => commandName(pid) === 'WebKitWebDriver');
    if (driverPid !== undefined) process.kill(driverPid, 'SIGTERM');
    if (!(await exited(child, 5_000))) {
      killGroup();
      await exited(child, 5_000);
    }
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`xvfb-run WebKitWebDriver exited early: ${stderr.trim()}`);
    const ready = await fetch(`${url}/status`, { signal: AbortSignal.timeout(1_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`WebKitWebDriver did not answer on ${url} within 20 s: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
