import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { OPERATIONS } from '@/lib/http/operations';
import { createDemoDb } from '@/mocks/db';
import { startDemoServer } from '@/mocks/node-server';

import { describeProposals, proposalOutcomes } from './checks/pending';

const run = promisify(execFile);

/** Every proposed call (x-proposed) is in the proposals pact (contracts/contracts.test.ts checks it). */
const PROPOSED = OPERATIONS.filter((operation) => operation.proposed).length;

const interaction = (description: string, method: string, path: string, status = 200) => ({
  description,
  request: { method, path },
  response: { status },
});

describe('contracts:verify: the proposals in pending mode', () => {
  it('reads the verifier’s failures per proposed call: provided, partly, missing', () => {
    const pact = {
      interactions: [
        interaction('a request for country 1', 'GET', '/v3/country/1'),
        interaction('a request for country 999999, which does not exist', 'GET', '/v3/country/999999', 404),
        interaction('a request to create the country Pact Land', 'POST', '/v3/country/'),
        interaction('a request to rename country 1', 'PUT', '/v3/country/1'),
      ],
    };
    const failures = [
      { interaction: 'a request to create the country Pact Land', mismatches: ['$.data: Expected a body'] },
      { interaction: 'Verifying a pact between x and y - a request to rename country 1', mismatches: [] },
    ];
    const outcomes = proposalOutcomes(pact, failures);
    expect(outcomes).toEqual([
      { call: 'GET /v3/country/{id}', interactions: 2, held: 2, failed: [] },
      {
        call: 'POST /v3/country/',
        interactions: 1,
        held: 0,
        failed: ['a request to create the country Pact Land: $.data: Expected a body'],
      },
      { call: 'PUT /v3/country/{id}', interactions: 1, held: 0, failed: ['a request to rename country 1'] },
    ]);
    expect(describeProposals(outcomes).split('\n')).toEqual([
      'Proposed calls (pending: a proposal the server does not satisfy yet never fails the verification):',
      '  provided GET /v3/country/{id} (2 of 2 interactions hold)',
      '  missing  POST /v3/country/ (0 of 1 interactions hold)',
      '  missing  PUT /v3/country/{id} (0 of 1 interactions hold)',
      '1 of 3 proposed calls are provided by this server.',
    ]);
  });

  it.each([
    ['without the proposed calls (DEMO_PROPOSED=off)', false, `0 of ${PROPOSED} proposed calls are provided`],
    ['with every proposed call', true, `${PROPOSED} of ${PROPOSED} proposed calls are provided`],
  ])(
    'against the demo API %s: the known pact holds, the report says what is provided, and it exits 0',
    async (_case, proposed, summary) => {
      const server = await startDemoServer({ port: 0, db: createDemoDb({ proposed }) });
      try {
        const { stdout } = await run(
          'npx',
          ['tsx', 'contracts/verify.ts', '--provider-base-url', server.apiBase],
          {
            env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
          },
        );
        expect(stdout).toMatch(/The pacts \(1 file\(s\)\) hold against/);
        expect(stdout.split('\n')).toContainEqual(expect.stringMatching(new RegExp(`^${summary}`)));
      } finally {
        await server.close();
      }
    },
  );
});
