import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request's whole body as text (a test receiver on 127.0.0.1). */
export const readRequestText = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/**
 * The receiver's check of docs/integrations.md, "Verifying a delivery", written as an integrator
 * would, apart from the demo API's own signing: `t` and `v1` from the header, HMAC-SHA256 over
 * "<t>.<raw body>" with the endpoint's secret, compared in constant time.
 */
export const signatureHolds = (secret: string, header: string, body: string): boolean => {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};
