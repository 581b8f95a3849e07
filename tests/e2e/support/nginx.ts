import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { freePort } from '../../../scripts/lib/free-port';

/** Debian's nginx (`apt-get install nginx`); a missing one is a clear failure, never a skip. */
export const nginxPath = (): string => {
  const path = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(path)) {
    throw new Error(
      `nginx not found at ${path}. Install Debian's package (sudo apt-get install -y nginx) or set NGINX_PATH.`,
    );
  }
  return path;
};

/** deploy/nginx.conf with its three `# deploy:` lines pointed at this test's root, port and API. */
export const renderDeployConfig = (options: { root: string; port: number; apiPort: number }): string =>
  readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^(\s*)server [^;]+;\s*# deploy: api upstream$/m, `$1server 127.0.0.1:${options.apiPort};`)
    .replace(/^(\s*)listen [^;]+;\s*# deploy: listen$/m, `$1listen 127.0.0.1:${options.port};`)
    .replace(/^(\s*)root [^;]+;\s*# deploy: root$/m, `$1root ${resolve(options.root)};`);

const waitForPort = async (url: string, deadline: number): Promise<void> => {
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
};

/** Starts nginx in the foreground on 127.0.0.1 with the deploy config; `stop()` ends it. */
export const startNginx = async (options: { root: string; apiPort: number }) => {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'hcd-nginx-'));
  mkdirSync(join(dir, 'temp'));
  writeFileSync(join(dir, 'dashboard.conf'), renderDeployConfig({ ...options, port }));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `  ${name}_temp_path ${dir}/temp/${name};`,
      ),
      `  include ${dir}/dashboard.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(nginxPath(), ['-c', join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForPort(url, Date.now() + 10_000);
  } catch {
    child.kill('SIGTERM');
    throw new Error(`nginx did not start: ${stderr}`);
  }
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGQUIT');
      }),
  };
};
