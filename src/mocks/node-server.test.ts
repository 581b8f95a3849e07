import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DemoServer, startDemoServer } from './node-server';

/**
 * The demo API over real HTTP. The requests go out on a raw socket (HTTP/1.0, so no chunked answer):
 * the unit project's MSW server intercepts fetch and node:http, not node:net.
 */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const send = (
  server: { port: number; address?: string },
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const host = server.address ?? '127.0.0.1';
    const socket = connect(server.port, host);
    const chunks: Buffer[] = [];
    socket.on('connect', () => {
      const lines = [
        `${method} ${path} HTTP/1.0`,
        ...Object.entries({ Host: `${host}:${server.port}`, ...headers }).map(([k, v]) => `${k}: ${v}`),
        `Content-Length: ${Buffer.byteLength(body)}`,
      ];
      socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(
          headerLines.map((line) => {
            const at = line.indexOf(':');
            return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
          }),
        ),
        body: rest.join('\r\n\r\n'),
      });
    });
  });

const corsHeadersOf = (answer: RawAnswer) =>
  Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'));

let server: DemoServer;
let port: number;
beforeAll(async () => {
  // Every interface, so that a request from another address of this machine can be tried too.
  server = await startDemoServer({ port: 0, host: '0.0.0.0', scale: 1 });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server.close();
});

const control = (method: string, path: string, headers: Record<string, string> = {}, body = '') =>
  send({ port }, method, `/__demo/${path}`, headers, body);

// Issue 32: any website could reset the data, set faults or mint an administrator token.
describe('the control routes (/__demo/*)', () => {
  it('answer a client without an Origin (curl, the Pact verifier) from the loopback interface', async () => {
    const health = await control('GET', 'health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ ok: true, scale: 1 });
  });

  it('send no CORS headers, to a preflight either', async () => {
    const own = `http://127.0.0.1:${port}`;
    expect(corsHeadersOf(await control('GET', 'health', { Origin: own }))).toEqual([]);
    const preflight = await control('OPTIONS', 'reset', {
      Origin: 'http://evil.example',
      'Access-Control-Request-Method': 'POST',
    });
    expect(corsHeadersOf(preflight)).toEqual([]);
    expect(preflight.status).toBe(403);
    // The API itself still answers the app's origin.
    const api = await send({ port }, 'OPTIONS', '/api/v3/camp-system/filter', {
      Origin: 'http://127.0.0.1:4173',
      'Access-Control-Request-Method': 'POST',
    });
    expect(api.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4173');
  });

  it.each([
    ['another website', { Origin: 'http://evil.example' }],
    ['the app on another port', { Origin: 'http://127.0.0.1:4173' }],
    ['an opaque origin', { Origin: 'null' }],
    ['a page rebound to 127.0.0.1 (DNS rebinding)', { Host: `evil.example:${port}` }],
    ['a cross-site fetch without an Origin', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuse %s (403) and change nothing', async (_who, headers) => {
    server.db.setFaults({ latencyMs: 5 });
    for (const [method, path, body] of [
      ['POST', 'reset', '{}'],
      ['DELETE', 'faults', ''],
      ['POST', 'faults', '{"latencyMs":9}'],
      ['POST', 'provider-states', '{"state":"a valid token","params":{"token":"mine"}}'],
      ['GET', 'faults', ''],
    ] as const) {
      const answer = await control(method, path, headers, body);
      expect([method, path, answer.status]).toEqual([method, path, 403]);
      expect(JSON.parse(answer.body)).toMatchObject({ error: true });
      expect(corsHeadersOf(answer)).toEqual([]);
    }
    expect(server.db.faults).toEqual({ latencyMs: 5 });
    expect(server.db.userForToken('mine')).toBeUndefined();
    server.db.clearFaults();
  });

  it.each(['127.0.0.1', 'localhost', '[::1]'])('answer the server’s own origin on %s', async (name) => {
    const answer = await control('GET', 'health', {
      Origin: `http://${name}:${port}`,
      Host: `${name}:${port}`,
    });
    expect(answer.status).toBe(200);
  });

  const otherAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

  it.skipIf(otherAddress === undefined)('answer only requests from the loopback interface', async () => {
    const from = { port, address: otherAddress };
    const answer = await send(from, 'POST', '/__demo/reset', {}, '{}');
    expect(answer.status).toBe(403);
    // The API itself is reachable where the server listens.
    expect((await send(from, 'POST', '/api/v3/customer/filter', {}, '{}')).status).toBe(401);
  });

  it.each(['constructor', '__proto__', 'valueOf', 'toString'])(
    "answer the provider state '%s' as unknown (400), not with the database",
    async (state) => {
      const answer = await control('POST', 'provider-states', {}, JSON.stringify({ state }));
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: true, message: `Unknown provider state: ${state}` });
    },
  );
});

// Issue 32: '%', '%ZZ', '%E0%A4%A' and '%FF' answered 500 "URI malformed", which the app retries.
describe('a malformed percent-escape in a path', () => {
  it.each(['%', '%ZZ', '%E0%A4%A', '%FF'])('%s is a 400 with the error envelope', async (escape) => {
    const token = server.db.issueToken(1);
    for (const [method, path] of [
      ['GET', `/api/v3/consultation/${escape}`],
      ['PUT', `/api/v3/camp-system/${escape}`],
      ['POST', `/api/v3/${escape}/filter`],
    ] as const) {
      const answer = await send({ port }, method, path, { Authorization: `Bearer ${token}` }, '{}');
      expect([method, path, answer.status]).toEqual([method, path, 400]);
      expect(JSON.parse(answer.body)).toEqual({
        error: true,
        message: 'Invalid path: it holds a malformed percent-escape',
      });
    }
  });
});
