import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { ValidationOutcome } from '@pactflow/swagger-mock-validator';
import { beforeAll, describe, expect, it } from 'vitest';

import { callOf as callOfOperation, OPERATIONS } from '@/lib/http/operations';

import { writeSpecWithRetypedField } from './checks/broken-copies';
import { callOf, callsWhere, type PactFile, pactCoverage } from './checks/coverage';
import { retypeDemoResponseField, verifyAgainstDemoApi } from './checks/demo-provider';
import {
  describeOutcome,
  pactFilesIn,
  validatePactAgainstSpec,
  validatePactInProcesses,
} from './checks/openapi-check';
import { mockServerAccepts } from './checks/path-probe';
import { verificationFailures } from './checks/provider-verify';
import { defineCampCallPacts } from './consumer/camp-calls';
import { defineFilterCallPacts } from './consumer/filter-calls';
import { defineProposedApiKeyPacts } from './consumer/proposed-api-keys';
import { defineProposedAreaPacts } from './consumer/proposed-areas';
import { defineProposedAuditPacts } from './consumer/proposed-audit';
import { defineProposedCataloguePacts } from './consumer/proposed-catalogues';
import { defineProposedClinicPacts } from './consumer/proposed-clinics';
import { defineProposedConsumablePacts } from './consumer/proposed-consumables';
import { defineProposedCustomerPacts } from './consumer/proposed-customers';
import { defineProposedCustomerAssignmentPacts } from './consumer/proposed-customer-assignments';
import { defineProposedDiscussionPacts } from './consumer/proposed-discussions';
import { defineProposedIntegrationPacts } from './consumer/proposed-integrations';
import { defineProposedKioskRolloutPacts } from './consumer/proposed-kiosk-rollouts';
import { defineProposedKioskPacts } from './consumer/proposed-kiosks';
import { defineProposedOrderPacts } from './consumer/proposed-orders';
import { defineProposedUserPacts } from './consumer/proposed-users';
import { defineProposedNotificationPacts } from './consumer/proposed-notifications';
import { defineProposedPatientPacts } from './consumer/proposed-patients';
import { defineProposedPlacePacts } from './consumer/proposed-places';
import { defineProposedSettingsPacts } from './consumer/proposed-settings';
import { defineProposedStockPacts } from './consumer/proposed-stock';
import { defineProposedSupportPacts } from './consumer/proposed-support';
import { defineProposedTelemedicinePacts } from './consumer/proposed-telemedicine';
import { defineSignOutPacts } from './consumer/sign-out';
import { defineUnauthorizedPacts } from './consumer/unauthorized';
import { getCampCall, unassignClinicCall } from './support/calls';
import { createPact, pactDir, pactFile, proposalsDir, proposalsFile } from './support/pact';

/*
 * One file, run top to bottom: the consumer tests write the pacts, then the checks read them.
 * Vitest runs separate files in parallel, which would let a check read a half-written pact.
 */
const specPath = fileURLToPath(new URL('../openapi/v3.yaml', import.meta.url));

beforeAll(() => {
  // Fresh each run: interactions merge into an existing file, so a removed one would linger.
  rmSync(pactDir, { recursive: true, force: true });
  mkdirSync(proposalsDir, { recursive: true });
});

const pact = createPact();
describe('pact: the filter calls', () => defineFilterCallPacts(pact));
describe('pact: the camp calls', () => defineCampCallPacts(pact));
describe('pact: sign-out', () => defineSignOutPacts(pact));
describe('pact: every call without a token', () => defineUnauthorizedPacts(pact));

const proposals = createPact(proposalsDir);
describe('proposals pact: the geography calls', () => defineProposedPlacePacts(proposals));
describe('proposals pact: the catalogue calls', () => defineProposedCataloguePacts(proposals));
describe('proposals pact: the clinic calls', () => defineProposedClinicPacts(proposals));
describe('proposals pact: the customer calls', () => defineProposedCustomerPacts(proposals));
describe('proposals pact: the kiosk calls', () => defineProposedKioskPacts(proposals));
describe('proposals pact: the kiosk rollout calls', () => defineProposedKioskRolloutPacts(proposals));
describe('proposals pact: the consumable calls', () => defineProposedConsumablePacts(proposals));
describe('proposals pact: the order calls', () => defineProposedOrderPacts(proposals));
describe('proposals pact: the API key calls', () => defineProposedApiKeyPacts(proposals));
describe('proposals pact: the user calls', () => defineProposedUserPacts(proposals));
describe('proposals pact: roles and areas', () => defineProposedAreaPacts(proposals));
describe('proposals pact: the audit call', () => defineProposedAuditPacts(proposals));
describe('proposals pact: the notification calls', () => defineProposedNotificationPacts(proposals));
describe('proposals pact: the discussion and doctor board calls', () =>
  defineProposedDiscussionPacts(proposals));
describe('proposals pact: the stock calls', () => defineProposedStockPacts(proposals));
describe('proposals pact: the integration calls', () => defineProposedIntegrationPacts(proposals));
describe('proposals pact: the settings calls', () => defineProposedSettingsPacts(proposals));
describe('proposals pact: the support query and canned reply calls', () =>
  defineProposedSupportPacts(proposals));
describe('proposals pact: the customer-assignment calls', () =>
  defineProposedCustomerAssignmentPacts(proposals));
describe('proposals pact: the patient, result and summary calls', () =>
  defineProposedPatientPacts(proposals));
describe('proposals pact: the doctor, consultation and booking calls', () =>
  defineProposedTelemedicinePacts(proposals));

/** Every known call of the contract but sign-in: read from the operations table. */
const KNOWN_CALLS = OPERATIONS.filter(
  (operation) => !operation.proposed && (operation.tag !== 'auth' || operation.operationId === 'logout'),
)
  .map(callOfOperation)
  .sort();
/** docs/requirements.md section 8: the two writes whose refusal answers the error flag with a message. */
const REFUSING_CALLS = ['POST /v3/camp-system/', 'PUT /v3/camp-system/{id}'];

const readPact = (file = pactFile): PactFile => JSON.parse(readFileSync(file, 'utf8')) as PactFile;

/** Every proposed call of the contract (x-proposed), from the operations table. */
const PROPOSED_CALLS = OPERATIONS.filter((operation) => operation.proposed)
  .map(callOfOperation)
  .sort();

/**
 * swagger-mock-validator's verdict on both pacts, started as soon as they are written and awaited by
 * the last test, so that its processes run beside the Pact verifier (docs/testing.md).
 */
let validation: Promise<ValidationOutcome[]> | undefined;

describe('the pacts', () => {
  beforeAll(() => {
    validation = Promise.all([
      validatePactInProcesses(specPath, pactFile, 1),
      validatePactInProcesses(specPath, proposalsFile, 2),
    ]);
    // Awaited (and reported) by the last test; a rejection before then is not an unhandled one.
    validation.catch(() => undefined);
  });

  it('pin every known camp and filter call (16) and sign-out, each with its 401, and the refusals of create and update', () => {
    const coverage = pactCoverage(readPact());
    expect(KNOWN_CALLS).toHaveLength(17);
    expect(Object.keys(coverage).sort()).toEqual(KNOWN_CALLS);
    expect(callsWhere(coverage, (call) => call.answered === 0)).toEqual([]);
    expect(callsWhere(coverage, (call) => call.unauthorized !== 1)).toEqual([]);
    expect(callsWhere(coverage, (call) => call.refused > 0)).toEqual(REFUSING_CALLS);
  });

  it.each([
    [
      'getCamp',
      getCampCall,
      '/v3/camp-system/7',
      ['/v3/camp-system/abc', '/v3/camp-system/7/x', '/v3/other/7'],
    ],
    [
      'unassignClinicFromCamp',
      unassignClinicCall,
      '/v3/camp-system/unassign-clinic-to-camp/9',
      ['/v3/camp-system/unassign-clinic-to-camp/abc', '/v3/camp-system/9'],
    ],
  ] as const)('pin the path of %s, whose id the provider state supplies', async (_call, call, good, bad) => {
    const injected = readPact().interactions.filter(
      ({ request }) =>
        request.generators?.path?.type === 'ProviderState' &&
        callOf(request) === callOf({ ...request, path: good }),
    );
    expect(injected.length).toBeGreaterThan(0);
    expect(await mockServerAccepts(call, good)).toBe(true);
    for (const path of bad) expect(await mockServerAccepts(call, path), path).toBe(false);
  });

  it('hold against the demo API served over HTTP (Pact verifier, provider states)', async () => {
    const failures = await verifyAgainstDemoApi([pactFile]).then(() => [], verificationFailures);
    expect(failures).toEqual([]);
    // A ceiling, not a wait: the verifier replays every interaction over HTTP, beside the end-to-end
    // step (scripts/test-steps.mjs); on a busy 2-core machine that passed 120 s (issue 37).
  }, 300_000);
});

describe('the proposals pact', () => {
  it('pins every proposed call, each with its 401; the writes with a refusal (422) or a stale version (409)', () => {
    const coverage = pactCoverage(readPact(proposalsFile));
    expect(Object.keys(coverage).sort()).toEqual(PROPOSED_CALLS);
    expect(callsWhere(coverage, (call) => call.answered === 0)).toEqual([]);
    expect(callsWhere(coverage, (call) => call.unauthorized !== 1)).toEqual([]);
    const statuses = (call: string) =>
      readPact(proposalsFile)
        .interactions.filter(({ request }) => callOf(request) === call)
        .map(({ response }) => response.status);
    const withStatus = (shape: RegExp, status: number) =>
      PROPOSED_CALLS.filter((call) => shape.test(call) && !statuses(call).includes(status));
    expect(withStatus(/^POST \/v3\/[a-z-]+\/$/, 422)).toEqual([]);
    expect(withStatus(/^PUT \/v3\/[a-z-]+\/\{id\}$/, 409)).toEqual([]);
    expect(withStatus(/^GET \/v3\/[a-z-]+\/\{id\}$/, 404)).toEqual([]);
    expect(PROPOSED_CALLS.filter((call) => call.startsWith('POST') && call.endsWith('/')).length).toBe(36);
  });

  it('holds against the demo API served over HTTP, which serves every proposed call', async () => {
    const failures = await verifyAgainstDemoApi([proposalsFile]).then(() => [], verificationFailures);
    expect(failures).toEqual([]);
    // A ceiling, not a wait: the verifier replays every interaction over HTTP, beside the end-to-end
    // step (scripts/test-steps.mjs); on a busy 2-core machine that passed 120 s (issue 37).
  }, 300_000);
});

describe('drift is caught', () => {
  it('a pact without a 401 or a refusal is reported by the coverage check', () => {
    const written = readPact();
    const dropped = written.interactions.filter(
      ({ description }) =>
        description !== 'a request without a token (getCamp)' &&
        description !== 'a request to create a camp that ends before it starts',
    );
    expect(dropped).toHaveLength(written.interactions.length - 2);
    const coverage = pactCoverage({ interactions: dropped });
    expect(callsWhere(coverage, (call) => call.unauthorized !== 1)).toEqual(['GET /v3/camp-system/{id}']);
    expect(callsWhere(coverage, (call) => call.refused > 0)).toEqual(['PUT /v3/camp-system/{id}']);
  });

  it('a field retyped in a copy of openapi/v3.yaml fails the validation', async () => {
    const broken = writeSpecWithRetypedField(specPath, 'Camp', 'id', 'integer', 'string');
    const outcome = await validatePactAgainstSpec(broken, pactFile).finally(() => {
      rmSync(dirname(broken), { recursive: true, force: true });
    });
    expect(outcome.success).toBe(false);
    const failed = outcome.errors.map((error) => [error.code, error.mockDetails?.interactionDescription]);
    expect(failed).toEqual([
      ['response.body.incompatible', 'a request for camp 1'],
      ['response.body.incompatible', 'a request for the first page of active camps'],
    ]);
  });

  it('a demo handler answering a field with another type fails the verification', async () => {
    const restore = retypeDemoResponseField('filterCamps', 'total_count');
    try {
      const failures = await verifyAgainstDemoApi([pactFile]).then(() => [], verificationFailures);
      // Only the interaction that reads total_count fails, and for that field alone.
      expect(failures.map(({ interaction }) => interaction)).toEqual([
        expect.stringContaining('a request for the first page of active camps') as unknown,
      ]);
      expect(failures[0]?.mismatches).toEqual([expect.stringMatching(/^\$\.data\.total_count: /) as unknown]);
    } finally {
      restore();
    }
  });
});

describe('the pacts, checked by an outside tool', () => {
  it('agree with openapi/v3.yaml (swagger-mock-validator)', async () => {
    expect(pactFilesIn(pactDir)).toEqual([pactFile]);
    expect(pactFilesIn(proposalsDir)).toEqual([proposalsFile]);
    if (validation === undefined) throw new Error('the validation never started');
    for (const outcome of await validation) expect(outcome.success, describeOutcome(outcome)).toBe(true);
    // A ceiling, not a wait: the proposals pact (about 2.2 MB, 530 interactions) took 102 s in one
    // process under a load of 5 to 8 on the 2-core machine (issue 36), past the project's 120 s default.
  }, 300_000);
});
