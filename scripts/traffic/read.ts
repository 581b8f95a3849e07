import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import type { RecordedExchange, TrafficLine } from './exchange';

export interface TrafficRecord {
  /** Every exchange recorded with an answer, faulted ones included. */
  total: number;
  /** The exchanges to check: answered and not faulted on purpose. */
  checked: RecordedExchange[];
  /** Faulted on purpose (`x-demo-fault`), by kind: left out of the check. */
  faulted: Record<string, number>;
  /** Calls with no answer (network-error faults, calls cut short by a closing page). */
  failed: number;
  /** Calls whose answer could not be read. */
  lost: number;
}

/** The `.jsonl` files of a folder, or the one file given. */
const trafficFiles = (source: string): string[] =>
  statSync(source).isDirectory()
    ? readdirSync(source)
        .filter((name) => name.endsWith('.jsonl'))
        .sort()
        .map((name) => join(source, name))
    : [source];

/** Reads what the browser tests recorded (a folder of `.jsonl` files, or one file). */
export const readTraffic = (source: string): TrafficRecord => {
  const record: TrafficRecord = { total: 0, checked: [], faulted: {}, failed: 0, lost: 0 };
  for (const file of trafficFiles(source)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, index) => {
      if (text.trim() === '') return;
      let line: TrafficLine;
      try {
        line = JSON.parse(text) as TrafficLine;
      } catch {
        throw new Error(`${file}:${index + 1} is not a JSON line`);
      }
      if ('lost' in line) record.lost += 1;
      else if ('failed' in line) record.failed += 1;
      else {
        record.total += 1;
        if (line.fault === undefined) record.checked.push(line);
        else record.faulted[line.fault] = (record.faulted[line.fault] ?? 0) + 1;
      }
    });
  }
  return record;
};

/** Identical exchanges (same request, same answer) are checked once. */
export const distinctExchanges = (exchanges: readonly RecordedExchange[]): RecordedExchange[] => {
  const seen = new Map<string, RecordedExchange>();
  for (const exchange of exchanges) {
    const key = JSON.stringify([
      exchange.method,
      exchange.path,
      exchange.query,
      exchange.requestHeaders,
      exchange.requestBody,
      exchange.status,
      exchange.responseHeaders,
      exchange.responseBody,
    ]);
    if (!seen.has(key)) seen.set(key, exchange);
  }
  return [...seen.values()];
};
