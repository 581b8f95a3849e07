import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { beforeAll, describe, expect, it } from 'vitest';

import { writeSpecWithRetypedField } from './checks/broken-copies';
import { retypeDemoResponseField, verifyAgainstDemoApi } from './checks/demo-provider';
import { describeOutcome, pactFilesIn, validatePactAgainstSpec } from './checks/openapi-check';
import { verificationFailures } from './checks/provider-verify';
import { defineCampCallPacts } from './consumer/camp-calls';
import { defineFilterCallPacts } from './consumer/filter-calls';
import { defineUnauthorizedPacts } from './consumer/unauthorized';
import { createPact, pactDir, pactFile } from './support/pact';

/*
 * One file, run top to bottom: the consumer tests write the pacts, then the checks read them.
 * Vitest runs separate files in parallel, which would let a check read a half-written pact.
 */
const specPath = fileURLToPath(new URL('../openapi/v3.yaml', import.meta.url));

beforeAll(() => {
  // Fresh each run: interactions merge into an existing file, so a removed one would linger.
  rmSync(pactDir, { recursive: true, force: true });
  mkdirSync(pactDir, { recursive: true });
});

const pact = createPact();
describe('pact: the filter calls', () => defineFilterCallPacts(pact));
describe('pact: the camp calls', () => defineCampCallPacts(pact));
describe('pact: every call without a token', () => defineUnauthorizedPacts(pact));

interface PactFile {
  interactions: { description: string; request: { method: string; path: string } }[];
}

describe('the pacts', () => {
  it('pin all 16 camp and filter calls', () => {
    const written = JSON.parse(readFileSync(pactFile, 'utf8')) as PactFile;
    const calls = new Set(
      written.interactions.map(
        ({ request }) => `${request.method} ${request.path.replace(/\/\d+$/, '/{id}')}`,
      ),
    );
    expect([...calls].sort()).toEqual([
      'GET /v3/camp-system/{id}',
      'POST /v3/Clinic/filter',
      'POST /v3/camp-system/',
      'POST /v3/camp-system/assign-clinic-to-camp',
      'POST /v3/camp-system/assigned-clinic-list',
      'POST /v3/camp-system/clinic-list-camp',
      'POST /v3/camp-system/filter',
      'POST /v3/camp-system/group-master-list',
      'POST /v3/clinic/filter',
      'POST /v3/country/filter',
      'POST /v3/customer/filter',
      'POST /v3/district/filter',
      'POST /v3/location/filter',
      'POST /v3/state/filter',
      'PUT /v3/camp-system/unassign-clinic-to-camp/{id}',
      'PUT /v3/camp-system/{id}',
    ]);
  });

  it('agree with openapi/v3.yaml (swagger-mock-validator)', async () => {
    const files = pactFilesIn(pactDir);
    expect(files).toEqual([pactFile]);
    for (const file of files) {
      const outcome = await validatePactAgainstSpec(specPath, file);
      expect(outcome.success, describeOutcome(outcome)).toBe(true);
    }
  });

  it('hold against the demo API served over HTTP (Pact verifier, provider states)', async () => {
    const failures = await verifyAgainstDemoApi([pactFile]).then(() => [], verificationFailures);
    expect(failures).toEqual([]);
  });
});

describe('drift is caught', () => {
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
