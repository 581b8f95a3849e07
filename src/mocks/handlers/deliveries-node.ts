import { request as httpRequest } from 'node:http';

import type { DeliveryTransport } from './deliveries';

/**
 * The HTTP demo server's transport (src/mocks/node-server.ts): node's http.request, to loopback
 * only (the engine refuses any other URL before calling it; `http:` only: a loopback receiver
 * needs no TLS), with a 10 s timeout.
 */
export const nodeHttpTransport: DeliveryTransport = ({ url, headers, body }) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    if (target.protocol !== 'http:') {
      reject(new Error(`the demo server sends only http: to loopback, not ${target.protocol}`));
      return;
    }
    const outgoing = httpRequest(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out after 10 s')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
