/**
 * Verifies the committed pacts against a running provider:
 *
 *   npm run contracts:verify -- --provider-base-url http://127.0.0.1:4010/api/ [--token TOKEN]
 *
 * The known calls' pact (contracts/pacts) is verified strictly: a failure exits 1. The proposals
 * pact (contracts/pacts/proposed) is verified in pending mode: the report says which proposed calls
 * the server already provides, and never fails the run (docs/proposed-api.md).
 *
 * Options (docs/contracts.md explains each): --state-change-url URL (default: the provider's
 * origin + /__demo/provider-states), --no-state-change, --token, --user-id, --user-type,
 * --pact FILE (repeatable; default every file in contracts/pacts, strictly), --no-proposals,
 * --wait SECONDS, --log-level.
 */
import { parseArgs } from 'node:util';

import { describeProposals, proposalOutcomes, readPactFile } from './checks/pending';
import { defaultStateChangeUrl, verificationFailures, verifyProvider } from './checks/provider-verify';
import { pactFilesToVerify, VerifyInputError, waitForProvider } from './checks/verify-inputs';
import { pactDir, proposalsFile } from './support/pact';

const logLevels = ['error', 'warn', 'info', 'debug'] as const;
type LogLevel = (typeof logLevels)[number];
const isLogLevel = (value: string): value is LogLevel => (logLevels as readonly string[]).includes(value);

const usage = `usage: npm run contracts:verify -- --provider-base-url URL [options]
  --state-change-url URL   provider-state endpoint (default: <origin>/__demo/provider-states)
  --no-state-change        send no provider-state changes
  --token TOKEN            bearer token for the requests that carry one
  --user-id ID             x-user-id for those requests
  --user-type TYPE         x-user-type for those requests
  --pact FILE              a pact file to verify strictly (repeatable; default: contracts/pacts/*.json)
  --no-proposals           skip the proposed calls (verified in pending mode by default)
  --wait SECONDS           how long to wait for the provider to answer (default: 10)
  --log-level LEVEL        error | warn | info | debug (default: warn)
See docs/contracts.md.`;

const { values } = parseArgs({
  options: {
    'provider-base-url': { type: 'string' },
    'state-change-url': { type: 'string' },
    'no-state-change': { type: 'boolean', default: false },
    token: { type: 'string' },
    'user-id': { type: 'string' },
    'user-type': { type: 'string' },
    pact: { type: 'string', multiple: true },
    'no-proposals': { type: 'boolean', default: false },
    wait: { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'warn' },
    help: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const providerBaseUrl = values['provider-base-url'] ?? fail(`--provider-base-url is required\n${usage}`);
const logLevel = values['log-level'];
if (!isLogLevel(logLevel)) fail(`--log-level must be one of ${logLevels.join(', ')}`);
const waitSeconds = Number(values.wait);
if (!Number.isFinite(waitSeconds) || waitSeconds < 0)
  fail(`--wait must be a number of seconds, not ${values.wait}`);

const checkInputs = async (): Promise<string[]> => {
  try {
    const files = pactFilesToVerify(pactDir, values.pact);
    await waitForProvider(providerBaseUrl, { waitMs: waitSeconds * 1000, onWait: console.log });
    return files;
  } catch (error) {
    if (error instanceof VerifyInputError) fail(error.message);
    throw error;
  }
};
const pactFiles = await checkInputs();

const verify = (files: string[]) =>
  verifyProvider({
    providerBaseUrl,
    pactFiles: files,
    stateChangeUrl: values['no-state-change']
      ? null
      : (values['state-change-url'] ?? defaultStateChangeUrl(providerBaseUrl)),
    token: values.token,
    userId: values['user-id'],
    userType: values['user-type'],
    logLevel,
  });

/** Pending mode: the verifier's failures are read per proposed call; the run never fails on them. */
const verifyProposals = async (): Promise<void> => {
  const failures = await verify([proposalsFile]).then(() => [], verificationFailures);
  console.log(`\n${describeProposals(proposalOutcomes(readPactFile(proposalsFile), failures))}`);
};

let known = 0;
try {
  await verify(pactFiles);
  console.log(`\nThe pacts (${pactFiles.length} file(s)) hold against ${providerBaseUrl}.`);
} catch (error) {
  const failures = verificationFailures(error);
  console.error(
    `\nPact verification against ${providerBaseUrl} failed for ${failures.length} interaction(s):`,
  );
  for (const { interaction, mismatches } of failures) {
    console.error(`  - ${interaction}`);
    for (const mismatch of mismatches) console.error(`      ${mismatch}`);
  }
  known = 1;
}
if (!values['no-proposals'] && values.pact === undefined) await verifyProposals();
process.exit(known);
