import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { RecordedExchange } from './exchange';

/** The header that tells the replay server which recorded answer to give. */
export const REPLAY_HEADER = 'x-replay-exchange';

export interface ReplayServer {
  url: string;
  close: () => Promise<void>;
}

const drain = (request: IncomingMessage): Promise<void> =>
  new Promise((resolve, reject) => {
    request.on('data', () => undefined);
    request.on('end', resolve);
    request.on('error', reject);
  });

/**
 * The upstream Prism proxies to: it answers each request with the recorded status, content type
 * and body of the exchange named in `x-replay-exchange`, so Prism sees the demo API's own answers.
 */
export const startReplayServer = async (exchanges: readonly RecordedExchange[]): Promise<ReplayServer> => {
  const server = createServer((request, response) => {
    const index = Number(request.headers[REPLAY_HEADER]);
    const exchange = Number.isInteger(index) ? exchanges[index] : undefined;
    drain(request).then(
      () => {
        if (!exchange) {
          response.writeHead(599, { 'content-type': 'text/plain' });
          response.end(`replay: no recorded exchange ${String(request.headers[REPLAY_HEADER])}`);
          return;
        }
        response.writeHead(exchange.status, exchange.responseHeaders);
        response.end(exchange.responseBody);
      },
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
