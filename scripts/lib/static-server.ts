import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip, constants as zlib } from 'node:zlib';

/**
 * Serves a production build on 127.0.0.1 the way deploy/nginx.conf does (gzip level 6, immutable
 * hashed assets, SPA fallback to index.html), for the benchmark and tests that need no nginx.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

const resolveFile = (root: string, pathname: string): string => {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return join(root, 'index.html');
};

export const serveStatic = async (dir: string, port = 0): Promise<StaticServer> => {
  const root = resolve(dir);
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = resolveFile(root, pathname);
    const extension = extname(file);
    response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
    response.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) {
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Vary', 'Accept-Encoding');
      createReadStream(file)
        .pipe(createGzip({ level: 6, flush: zlib.Z_NO_FLUSH }))
        .pipe(response);
    } else {
      createReadStream(file).pipe(response);
    }
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
};
