import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { RecordedExchange, TrafficLine } from '../scripts/traffic/exchange';

/*
 * `npm run check:traffic` on small recorded traffic: Stoplight Prism must name a request and a
 * response that break openapi/v3.yaml (call and field), pass good traffic, and refuse an empty record.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const trafficDir = (lines: TrafficLine[]): string => {
  const dir = mkdtempSync(join(tmpdir(), 'traffic-check-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'worker.jsonl'), lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  return dir;
};

const runCheck = (dir: string): Promise<{ code: number; output: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-traffic.ts', dir],
      { timeout: 110_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });

const CREDENTIALS = { authorization: 'Bearer demo-token', 'x-user-id': '1', 'x-user-type': 'Administrator' };
const JSON_TYPE = { 'content-type': 'application/json' };

const signIn = (responseData: unknown): RecordedExchange => ({
  method: 'POST',
  path: '/v3/login/dashboard',
  query: '',
  requestHeaders: JSON_TYPE,
  requestBody: JSON.stringify({ username: 'admin@example.com', password: 'nope' }),
  status: 200,
  responseHeaders: JSON_TYPE,
  responseBody: JSON.stringify({ data: responseData }),
});

const campFilter = (request: unknown): RecordedExchange => ({
  method: 'POST',
  path: '/v3/camp-system/filter',
  query: '',
  requestHeaders: { ...JSON_TYPE, ...CREDENTIALS },
  requestBody: JSON.stringify(request),
  status: 200,
  responseHeaders: JSON_TYPE,
  responseBody: JSON.stringify({ data: { records: [], total_count: 0 } }),
});

const refusedSignIn = { valid: false, message: 'Invalid username or password' };
const firstPage = { status: true, page: 1, limit: 10 };
/** What a malformed-fault answer looks like: breaks the contract, but was asked for by a test. */
const faulted: RecordedExchange = { ...signIn({ malformed: 'demo fault' }), fault: 'malformed' };

describe('npm run check:traffic', () => {
  it('names the call and the field of a bad request and of a bad response, and fails', async () => {
    const dir = trafficDir([
      campFilter({ ...firstPage, page: 'one' }),
      signIn({ valid: 'no', message: 'Invalid username or password' }),
      campFilter(firstPage),
      faulted,
      { failed: 'net::ERR_FAILED', method: 'POST', path: '/v3/customer/filter' },
    ]);
    const { code, output } = await runCheck(dir);
    expect(output).toContain('POST /v3/camp-system/filter request: /page must be integer');
    expect(output).toContain('POST /v3/login/dashboard response 200: /data/valid must be boolean');
    expect(output).toMatch(/checked by Prism against the contract: 3 exchanges \(3 distinct\)/);
    expect(output).toContain(
      'Excluded, faulted on purpose by the tests: 1 (1 malformed); calls with no answer: 1',
    );
    expect(output).toContain('Violations: 2 distinct');
    expect(code).toBe(1);
  });

  it('passes traffic that keeps to the contract, a test-faulted answer left out', async () => {
    const dir = trafficDir([signIn(refusedSignIn), campFilter(firstPage), campFilter(firstPage), faulted]);
    const { code, output } = await runCheck(dir);
    expect(output).toMatch(/checked by Prism against the contract: 3 exchanges \(2 distinct\)/);
    expect(output).toContain('Violations: none');
    expect(code).toBe(0);
  });

  it('fails when nothing was recorded, so a broken recorder cannot pass', async () => {
    const { code, output } = await runCheck(trafficDir([faulted]));
    expect(output).toContain('No API exchange to check');
    expect(code).toBe(1);
  });
});
