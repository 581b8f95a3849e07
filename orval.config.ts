import { readFileSync } from 'node:fs';

import { defineConfig } from 'orval';
import { parse } from 'yaml';

import { operationsClient } from './scripts/orval/operations-client';
import { shapeZodOutput, stripSchemaDescriptions } from './scripts/orval/zod-output';

// `npm run generate` rewrites src/generated from openapi/v3.yaml. Never edit the output by hand.
const input = { target: './openapi/v3.yaml' };
const zodTarget = './src/generated/zod/v3.zod.ts';

interface Contract {
  paths: Record<string, Record<string, { operationId?: string }>>;
}

/**
 * POSTs that only read (`filter...`, `list...`: docs/adding-a-screen.md) get query hooks and query
 * keys, not mutation hooks. Read from the contract, so a new list call needs no entry here.
 */
const READ_ONLY_POST = /^(?:filter|list)[A-Z]/;
const contract = parse(readFileSync(input.target, 'utf8')) as Contract;
const readOnlyPosts = Object.values(contract.paths)
  .map((item) => item.post?.operationId)
  .filter((id): id is string => id !== undefined && READ_ONLY_POST.test(id));

export default defineConfig({
  api: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/generated/api',
      schemas: './src/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      formatter: 'prettier',
      mock: { generators: [{ type: 'msw', delay: false, useExamples: false }] },
      override: {
        mutator: { path: './src/lib/http/mutator.ts', name: 'apiRequest' },
        query: { version: 5, signal: true },
        operations: Object.fromEntries(
          readOnlyPosts.map((id) => [id, { query: { useQuery: true, useMutation: false } }]),
        ),
      },
    },
  },
  // One constant per operation (id, method, path, proposed): scripts/orval/operations-client.ts.
  operations: {
    input,
    output: {
      mode: 'single',
      target: './src/generated/operations.ts',
      schemas: './src/generated/model',
      client: operationsClient,
      formatter: 'prettier',
    },
  },
  // Schema descriptions left out and every call marked pure: scripts/orval/zod-output.ts.
  zod: {
    input: { ...input, override: { transformer: stripSchemaDescriptions } },
    hooks: { afterAllFilesWrite: () => shapeZodOutput(zodTarget) },
    output: {
      mode: 'single',
      client: 'zod',
      target: zodTarget,
      clean: true,
      formatter: 'prettier',
      override: {
        zod: {
          generate: { param: false, query: false, header: false, body: true, response: true },
          generateReusableSchemas: true,
        },
      },
    },
  },
});
