import { defineConfig } from 'orval';

// `npm run generate` rewrites src/generated from openapi/v3.yaml. Never edit the output by hand.
const input = { target: './openapi/v3.yaml' };

const readOnlyPosts = [
  'filterClinicMonitor',
  'filterClinics',
  'filterCustomers',
  'filterCountries',
  'filterStates',
  'filterDistricts',
  'filterLocations',
  'filterCamps',
  'listAssignedClinics',
  'listLocationClinics',
  'listGroups',
];

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
        // These POSTs only read: they get query hooks (and query keys), not mutation hooks.
        operations: Object.fromEntries(
          readOnlyPosts.map((id) => [id, { query: { useQuery: true, useMutation: false } }]),
        ),
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'single',
      client: 'zod',
      target: './src/generated/zod/v3.zod.ts',
      clean: true,
      formatter: 'prettier',
      override: {
        zod: { generate: { param: false, query: false, header: false, body: true, response: true } },
      },
    },
  },
});
