import type { RecordedExchange } from './exchange';
import { startPrismProxy } from './prism';
import { distinctExchanges, type TrafficRecord } from './read';
import { REPLAY_HEADER, startReplayServer } from './replay';
import { parseViolationHeader, type TrafficViolation, toTrafficViolation } from './violations';

/** Calls sent through Prism at once. */
const CONCURRENCY = 8;

export interface TrafficCheck {
  record: TrafficRecord;
  distinct: number;
  violations: TrafficViolation[];
  /** From the replay server's start until Prism has checked the last exchange. */
  prismMs: number;
}

const sendThrough = async (
  prismUrl: string,
  exchange: RecordedExchange,
  index: number,
): Promise<TrafficViolation[]> => {
  const hasBody = exchange.requestBody !== null && exchange.method !== 'GET' && exchange.method !== 'HEAD';
  const response = await fetch(`${prismUrl}${exchange.path}${exchange.query}`, {
    method: exchange.method,
    headers: { ...exchange.requestHeaders, [REPLAY_HEADER]: String(index) },
    ...(hasBody ? { body: exchange.requestBody } : {}),
  });
  await response.arrayBuffer();
  if (response.status === 599) throw new Error(`the replay server lost exchange ${index}`);
  return parseViolationHeader(response.headers.get('sl-violations')).map((violation) =>
    toTrafficViolation(exchange, violation),
  );
};

/**
 * Replays the recorded exchanges through `prism proxy <spec>`: Prism checks each request the app
 * sent and each answer the demo API gave against the contract, and names every violation.
 */
export const checkTraffic = async (record: TrafficRecord, specPath: string): Promise<TrafficCheck> => {
  const exchanges = distinctExchanges(record.checked);
  const started = performance.now();
  const replay = await startReplayServer(exchanges);
  try {
    const prism = await startPrismProxy(specPath, replay.url);
    try {
      const violations: TrafficViolation[] = [];
      for (let at = 0; at < exchanges.length; at += CONCURRENCY) {
        const batch = exchanges.slice(at, at + CONCURRENCY);
        const found = await Promise.all(
          batch.map((exchange, offset) => sendThrough(prism.url, exchange, at + offset)),
        );
        violations.push(...found.flat());
      }
      return { record, distinct: exchanges.length, violations, prismMs: performance.now() - started };
    } finally {
      await prism.stop();
    }
  } finally {
    await replay.close();
  }
};
