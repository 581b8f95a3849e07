import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { callOf, findOperation, OPERATIONS } from './operations';

interface ContractOperation {
  operationId: string;
  description?: string;
  'x-proposed'?: boolean;
}
const contract = parse(readFileSync('openapi/v3.yaml', 'utf8')) as {
  paths: Record<string, Record<string, ContractOperation>>;
};
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const contractOperations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, ...operation })),
);

/** The calls the backend is known to answer: the table of docs/requirements.md section 7 (7.3 to 7.21). */
const knownCalls = readFileSync('docs/requirements.md', 'utf8')
  .split('\n')
  .flatMap((line) => {
    const match = /^\| \*\*7\.\d+\*\* \| (GET|POST|PUT|DELETE|PATCH) (v3\/\S*) \|/.exec(line);
    return match ? [`${match[1]} /${match[2]}`] : [];
  });

describe('x-proposed (docs/proposed-api.md)', () => {
  it('reads the 18 known calls from the requirements', () => {
    expect(knownCalls).toHaveLength(18);
    expect(knownCalls).toContain('POST /v3/camp-system/');
  });

  it('every known call is in the contract, without the flag', () => {
    for (const call of knownCalls) {
      const operation = contractOperations.find((candidate) => candidate.call === call);
      expect(operation, `${call} is in openapi/v3.yaml`).toBeDefined();
      expect(operation?.['x-proposed'], `${call} is a known call`).toBeUndefined();
    }
  });

  it('every other operation carries x-proposed: true and names the screen that needs it', () => {
    const others = contractOperations.filter(({ call }) => !knownCalls.includes(call));
    expect(others.length).toBeGreaterThan(0);
    for (const operation of others) {
      expect(operation['x-proposed'], `${operation.call} is proposed`).toBe(true);
      expect(operation.description ?? '', `${operation.call} says why`).toMatch(
        /^Proposed \(docs\/proposed-api\.md\)\. \S/,
      );
    }
  });

  it('docs/proposed-api.md lists every proposed call', () => {
    const doc = readFileSync('docs/proposed-api.md', 'utf8');
    const missing = OPERATIONS.filter((operation) => operation.proposed)
      .map(callOf)
      .filter((call) => !doc.includes(`\`${call}\``));
    expect(missing).toEqual([]);
  });

  it('the generated table carries the same flag as the contract', () => {
    expect(OPERATIONS.map(callOf).sort()).toEqual(contractOperations.map(({ call }) => call).sort());
    for (const operation of OPERATIONS) {
      const declared = contractOperations.find(({ call }) => call === callOf(operation));
      expect(operation.proposed, callOf(operation)).toBe(declared?.['x-proposed'] === true);
    }
  });
});

describe('findOperation', () => {
  it('tells /v3/clinic/filter from /v3/Clinic/filter and ignores the API base', () => {
    expect(findOperation('post', '/api/v3/clinic/filter')?.operationId).toBe('filterClinicMonitor');
    expect(findOperation('POST', 'https://x.test/api/v3/Clinic/filter')?.operationId).toBe('filterClinics');
    expect(findOperation('POST', '/v3/CLINIC/filter')).toBeNull();
  });

  it('matches one segment per path parameter', () => {
    expect(findOperation('PUT', '/v3/country/12/status')?.operationId).toBe('setCountryStatus');
    expect(findOperation('PUT', '/v3/country/12')?.operationId).toBe('updateCountry');
    expect(findOperation('GET', '/v3/country/12/x')).toBeNull();
  });
});
