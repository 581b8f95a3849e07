import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { getResponse, type RequestHandler } from 'msw';

import { createDemoDb, type DemoDb } from './db';
import { createDemoHandlers } from './handlers';
import { runProviderState } from './provider-states';

export interface DemoServerOptions {
  /** 4010 by default; 0 picks a free port. */
  port?: number;
  host?: string;
  /** An existing database (tests), or a fresh one at `scale`. */
  db?: DemoDb;
  scale?: number;
}

export interface DemoServer {
  /** The server root, e.g. http://127.0.0.1:4010 (the /__demo control routes live here). */
  url: string;
  /** The API base the app uses, e.g. http://127.0.0.1:4010/api/. */
  apiBase: string;
  db: DemoDb;
  close: () => Promise<void>;
}

const MAX_BODY = 1024 * 1024;

const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, x-user-id, x-user-type, X-XSRF-TOKEN';

/** Any origin may call: the demo API holds no real data, and the app sends a bearer token, not cookies. */
const corsHeaders = (request: IncomingMessage): Record<string, string> => ({
  'Access-Control-Allow-Origin': request.headers.origin ?? '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': ALLOWED_HEADERS,
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
});

const readBody = (request: IncomingMessage): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolve(null);
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });

const sendJson = (
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
): void => {
  response.writeHead(status, { ...corsHeaders(request), 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

const parseJson = (body: Buffer): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: body.length === 0 ? {} : (JSON.parse(body.toString('utf8')) as unknown) };
  } catch {
    return { ok: false };
  }
};

/** The control routes under /__demo: reset, faults and Pact provider states. */
const control = (
  db: DemoDb,
  method: string,
  path: string,
  body: Buffer,
): { status: number; body: unknown } => {
  const json = parseJson(body);
  if (!json.ok)
    return { status: 400, body: { error: true, message: 'Invalid request body: it is not valid JSON' } };
  const route = `${method} ${path}`;
  switch (route) {
    case 'GET /__demo/health':
      return {
        status: 200,
        body: { ok: true, scale: db.scale, camps: db.camps.length, clinics: db.clinics.length },
      };
    case 'POST /__demo/reset':
      db.reset();
      return { status: 200, body: { ok: true } };
    case 'GET /__demo/faults':
      return { status: 200, body: { faults: db.faults } };
    case 'POST /__demo/faults':
      return { status: 200, body: { faults: db.setFaults(json.value as Record<string, unknown>) } };
    case 'DELETE /__demo/faults':
      db.clearFaults();
      return { status: 200, body: { faults: db.faults } };
    case 'POST /__demo/provider-states':
      return runProviderState(db, json.value);
    default:
      return { status: 404, body: { error: true, message: `Unknown demo control route: ${route}` } };
  }
};

/** Oversized bodies, the /__demo control routes and paths outside /api/ never reach the handlers. */
const routeOutsideMsw = (
  db: DemoDb,
  method: string,
  path: string,
  body: Buffer | null,
): { status: number; body: unknown } | null => {
  if (body === null) return { status: 413, body: { error: true, message: 'Request body too large' } };
  if (path.startsWith('/__demo/')) return control(db, method, path, body);
  if (!path.startsWith('/api/')) {
    return { status: 404, body: { error: true, message: 'Not found: the demo API lives under /api/' } };
  }
  return null;
};

const toFetchRequest = (request: IncomingMessage, url: URL, body: Buffer): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, { method, headers, ...(hasBody ? { body: new Uint8Array(body) } : {}) });
};

const handle = async (
  db: DemoDb,
  handlers: RequestHandler[],
  request: IncomingMessage,
  response: ServerResponse,
) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') {
    response.writeHead(204, corsHeaders(request));
    response.end();
    return;
  }
  const body = await readBody(request);
  const early = routeOutsideMsw(db, method, url.pathname, body);
  if (early) {
    sendJson(request, response, early.status, early.body);
    return;
  }
  const answer = await getResponse(handlers, toFetchRequest(request, url, body ?? Buffer.alloc(0)));
  if (!answer) {
    sendJson(request, response, 404, { error: true, message: `Not found: ${method} ${url.pathname}` });
    return;
  }
  // A network-error fault: drop the connection, as a dead server would.
  if (answer.type === 'error') {
    request.socket.destroy();
    return;
  }
  response.writeHead(answer.status, { ...Object.fromEntries(answer.headers), ...corsHeaders(request) });
  response.end(Buffer.from(await answer.arrayBuffer()));
};

/** The demo API over real HTTP (`npm run demo-api`, Pact verification, tests). */
export const startDemoServer = async (options: DemoServerOptions = {}): Promise<DemoServer> => {
  const db = options.db ?? createDemoDb({ scale: options.scale });
  const handlers = createDemoHandlers(db);
  const server = createServer((request, response) => {
    handle(db, handlers, request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!response.headersSent)
        sendJson(request, response, 500, { error: true, message: `Demo API error: ${message}` });
      else response.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  return {
    url,
    apiBase: `${url}/api/`,
    db,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
