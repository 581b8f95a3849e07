import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PactV4, SpecificationVersion } from '@pact-foundation/pact';

import type { PinnedCall } from '../support/calls';
import { CONSUMER, disablePactTracking, PROVIDER } from '../support/pact';

const PROBE_STATUS = 204;

/**
 * Whether a Pact mock server that expects `call`'s method and path answers a request to `sentPath`
 * as matched. The probe's pact goes to a temporary folder, never to contracts/pacts. The verdict is
 * the status the mock server answered (unmatched requests get a 500), not executeTest's report,
 * which pact-foundation/pact-reference#535 can spoil on a busy machine.
 */
export const mockServerAccepts = async (call: PinnedCall<unknown>, sentPath: string): Promise<boolean> => {
  disablePactTracking();
  const dir = mkdtempSync(join(tmpdir(), 'contracts-path-probe-'));
  const pact = new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'error',
  });
  let status = 0;
  try {
    await pact
      .addInteraction()
      .uponReceiving(`a probe of ${sentPath}`)
      .withRequest(call.method, call.path)
      .willRespondWith(PROBE_STATUS)
      .executeTest(async (server) => {
        status = (await fetch(`${server.url}${sentPath}`, { method: call.method })).status;
      });
  } catch {
    // An unmatched request fails the probe's test; the status above already tells.
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return status === PROBE_STATUS;
};
