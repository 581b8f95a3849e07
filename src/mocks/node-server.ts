import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { getResponse, type RequestHandler } from 'msw';

import { createDemoDb, type DemoDb } from './db';
import { createDemoDispatcher } from './handlers';
import { REMOTE_ADDRESS_HEADER } from './handlers/public-results';
import { configureDeliveries, DEFAULT_BACKOFF_MS } from './handlers/deliveries';
import { nodeHttpTransport } from './handlers/deliveries-node';
import { recordScreeningSession } from './handlers/screening-record';
import { runProviderState } from './provider-states';

export interface DemoServerOptions {
  /** 4010 by default; 0 picks a free port. */
  port?: number;
  host?: string;
  /** An existing database (tests), or a fresh one at `scale`. */
  db?: DemoDb;
  scale?: number;
  /**
   * The waits before a failed delivery's retries (docs/integrations.md; default 1 s, 4 s, 16 s,
   * 64 s). Tests pass short ones.
   */
  deliveryBackoffMs?: readonly number[];
}

export interface DemoServer {
  /** The server root, e.g. http://127.0.0.1:4010 (the /__demo control routes live here). */
  url: string;
  /** The API base the app uses, e.g. http://127.0.0.1:4010/api/. */
  apiBase: string;
  db: DemoDb;
  close: () => Promise<void>;
}

/** Fits a support message's five attachments of 2 MB each, sent as base64 JSON (docs/support.md). */
const MAX_BODY = 16 * 1024 * 1024;

const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, x-user-id, x-user-type, X-XSRF-TOKEN, x-api-key';

/**
 * Any origin may call the API under /api/: the demo API holds no real data, and the app sends a
 * bearer token, not cookies. Never the control routes under /__demo/ (controlRefusal).
 */
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

const isControlPath = (path: string): boolean => path === '/__demo' || path.startsWith('/__demo/');

const sendJson = (
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
  { cors = true }: { cors?: boolean } = {},
): void => {
  response.writeHead(status, { ...(cors ? corsHeaders(request) : {}), 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address));

/** The header's single value ('' when missing; a repeated header is refused as foreign). */
const headerOf = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  if (Array.isArray(value)) return null;
  return value ?? '';
};

/**
 * Why a request may not use the control routes (reset, faults, provider states), or null. They
 * change the data for whoever asks and mint any user's token, so (issue 32):
 * - only a client on this machine: the connection comes from the loopback interface, whatever
 *   address the server listens on;
 * - only under a loopback name (`Host`), so a web page whose name was rebound to 127.0.0.1 (DNS
 *   rebinding) is not taken for the server itself;
 * - no other website: a browser's `Origin` must be the server's own (`http://127.0.0.1:<port>`,
 *   `localhost` or `[::1]`), and a cross-site `Sec-Fetch-Site` is refused; curl and the Pact
 *   verifier send neither;
 * - and no CORS headers, so no page of another origin reads an answer either.
 */
export const controlRefusal = (
  request: Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string } },
  port: number,
): string | null => {
  if (!isLoopbackAddress(request.socket.remoteAddress))
    return 'The demo control routes answer only this machine (the loopback interface)';
  const host = headerOf(request.headers, 'host');
  const hostName = host?.replace(/:\d+$/, '').toLowerCase();
  if (host === null || (host !== '' && !LOOPBACK_NAMES.has(hostName ?? '')))
    return 'The demo control routes answer only under 127.0.0.1, localhost or [::1]';
  const origin = headerOf(request.headers, 'origin');
  const own = [...LOOPBACK_NAMES].map((name) => `http://${name}:${port}`);
  if (origin === null || (origin !== '' && !own.includes(origin.toLowerCase())))
    return 'The demo control routes refuse a request from another website';
  const site = headerOf(request.headers, 'sec-fetch-site');
  if (site === null || (site !== '' && site !== 'same-origin' && site !== 'none'))
    return 'The demo control routes refuse a request from another website';
  return null;
};

const parseJson = (body: Buffer): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: body.length === 0 ? {} : (JSON.parse(body.toString('utf8')) as unknown) };
  } catch {
    return { ok: false };
  }
};

/**
 * The control routes under /__demo: reset, faults, Pact provider states, and the kiosk's side of a
 * screening (`POST /__demo/screening-session`, docs/demo-api.md, "Control routes").
 */
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
    case 'POST /__demo/screening-session':
      return recordScreeningSession(db, json.value);
    default:
      return { status: 404, body: { error: true, message: `Unknown demo control route: ${route}` } };
  }
};

/** Oversized bodies and paths outside /api/ never reach the handlers. */
const routeOutsideMsw = (path: string, body: Buffer | null): { status: number; body: unknown } | null => {
  if (body === null) return { status: 413, body: { error: true, message: 'Request body too large' } };
  if (!path.startsWith('/api/')) {
    return { status: 404, body: { error: true, message: 'Not found: the demo API lives under /api/' } };
  }
  return null;
};

/**
 * The caller's address for the public calls' allowed-address check (docs/api-keys.md), passed to
 * the handlers in REMOTE_ADDRESS_HEADER: taken from the socket, never from the request (the header
 * is stripped first), so a client cannot claim another address. `::ffff:127.0.0.1` (an IPv4 client
 * of a dual-stack socket) is `127.0.0.1`.
 */
const remoteAddressOf = (request: IncomingMessage): string =>
  (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const toFetchRequest = (request: IncomingMessage, url: URL, body: Buffer): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() === REMOTE_ADDRESS_HEADER) continue;
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(REMOTE_ADDRESS_HEADER, remoteAddressOf(request));
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, { method, headers, ...(hasBody ? { body: new Uint8Array(body) } : {}) });
};

/** The control routes: only for this machine and no other website, and never with CORS headers. */
const handleControl = async (
  db: DemoDb,
  port: number,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) => {
  const method = request.method ?? 'GET';
  const refusal = controlRefusal(request, port);
  if (refusal !== null) {
    request.resume();
    sendJson(request, response, 403, { error: true, message: refusal }, { cors: false });
    return;
  }
  const body = await readBody(request);
  const answer =
    body === null
      ? { status: 413, body: { error: true, message: 'Request body too large' } }
      : control(db, method, path, body);
  sendJson(request, response, answer.status, answer.body, { cors: false });
};

const handle = async (
  db: DemoDb,
  handlers: RequestHandler[],
  port: number,
  request: IncomingMessage,
  response: ServerResponse,
) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const method = request.method ?? 'GET';
  if (isControlPath(url.pathname)) {
    await handleControl(db, port, request, response, url.pathname);
    return;
  }
  if (method === 'OPTIONS') {
    response.writeHead(204, corsHeaders(request));
    response.end();
    return;
  }
  const body = await readBody(request);
  const early = routeOutsideMsw(url.pathname, body);
  if (early) {
    sendJson(request, response, early.status, early.body);
    return;
  }
  const started = performance.now();
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
  const payload = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, {
    ...Object.fromEntries(answer.headers),
    ...corsHeaders(request),
    // The time the demo API took (the bench's waterfall reads it; docs/performance.md).
    'Server-Timing': `app;dur=${(performance.now() - started).toFixed(1)}`,
    'Timing-Allow-Origin': '*',
  });
  response.end(payload);
};

/** The demo API over real HTTP (`npm run demo-api`, Pact verification, tests). */
export const startDemoServer = async (options: DemoServerOptions = {}): Promise<DemoServer> => {
  const db = options.db ?? createDemoDb({ scale: options.scale });
  // One handler that finds the route first, as the browser's worker has: MSW tries a list's handlers
  // one by one, 0.8-1.5 ms a call in Node before the answering one runs (docs/performance.md).
  const handlers = [createDemoDispatcher(db)];
  // External Integrations deliver for real, with node's http, to loopback only (docs/integrations.md).
  configureDeliveries(db, {
    transport: nodeHttpTransport,
    backoffMs: options.deliveryBackoffMs ?? DEFAULT_BACKOFF_MS,
  });
  let port = 0;
  const server = createServer((request, response) => {
    handle(db, handlers, port, request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const cors = !isControlPath(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
      if (!response.headersSent)
        sendJson(request, response, 500, { error: true, message: `Demo API error: ${message}` }, { cors });
      else response.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => resolve());
  });
  ({ port } = server.address() as AddressInfo);
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
