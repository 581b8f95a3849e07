import { fileURLToPath } from 'node:url';

import { PactV4, SpecificationVersion } from '@pact-foundation/pact';

export const CONSUMER = 'staff-dashboard';
export const PROVIDER = 'platform-api-v3';

export const pactDir = fileURLToPath(new URL('../pacts', import.meta.url));
export const pactFile = `${pactDir}/${CONSUMER}-${PROVIDER}.json`;

/**
 * The proposed calls' pact (docs/proposed-api.md): the same consumer and provider, a file of its
 * own, so a provider verifies the known calls strictly and these in pending mode.
 */
export const proposalsDir = `${pactDir}/proposed`;
export const proposalsFile = `${proposalsDir}/${CONSUMER}-${PROVIDER}.json`;

/** Pact's native core reports anonymous usage over the network unless told not to; we stay offline. */
export const disablePactTracking = (): void => {
  process.env.PACT_DO_NOT_TRACK = 'true';
};

/** One pact for every camp and filter call (or, in `proposalsDir`, every proposed call). */
export const createPact = (dir: string = pactDir): PactV4 => {
  disablePactTracking();
  return new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });
};
