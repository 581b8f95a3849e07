import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { findResponseSchema, responseSchemas } from './response-schemas';

const contract = parse(readFileSync('openapi/v3.yaml', 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((key) => ['get', 'post', 'put', 'delete', 'patch'].includes(key))
    .map((method) => `${method.toUpperCase()} ${path}`),
);

describe('response schemas', () => {
  it('covers every operation of openapi/v3.yaml, and nothing else', () => {
    expect(operations.length).toBeGreaterThanOrEqual(18);
    expect(Object.keys(responseSchemas).sort()).toEqual([...operations].sort());
  });

  it('names the operation a request is for', () => {
    expect(findResponseSchema('get', '/v3/camp-system/7')?.operation.operationId).toBe('getCamp');
    expect(findResponseSchema('post', 'http://x/api/v3/clinic/filter?x=1')?.key).toBe(
      'POST /v3/clinic/filter',
    );
  });

  it('tells /v3/clinic/filter from /v3/Clinic/filter', () => {
    expect(findResponseSchema('post', '/v3/clinic/filter')?.key).toBe('POST /v3/clinic/filter');
    expect(findResponseSchema('post', '/v3/Clinic/filter')?.key).toBe('POST /v3/Clinic/filter');
    expect(findResponseSchema('post', '/v3/CLINIC/filter')).toBeNull();
  });

  it('matches templated paths', () => {
    expect(findResponseSchema('get', '/v3/camp-system/42')?.key).toBe('GET /v3/camp-system/{id}');
    expect(findResponseSchema('put', '/v3/camp-system/unassign-clinic-to-camp/9')?.key).toBe(
      'PUT /v3/camp-system/unassign-clinic-to-camp/{id}',
    );
    expect(findResponseSchema('post', '/v3/camp-system/')?.key).toBe('POST /v3/camp-system/');
  });
});
