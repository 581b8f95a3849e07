import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ZodType } from 'zod';

import * as v3 from '@/generated/zod/v3.zod';
import { responseSchemas } from '@/lib/http/response-schemas';

/**
 * Every operation of openapi/v3.yaml shows a realistic example of its request body and its 200
 * answer (issue 2), and each example fits the schema the client is generated from: an example a
 * reader copies must be one the dashboard would accept.
 */
interface Media {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { $ref?: string; content?: Record<string, Media> }>;
}
interface Contract {
  paths: Record<string, Record<string, unknown>>;
  components: { responses: Record<string, { content?: Record<string, Media> }> };
}

const contract = parse(readFileSync('openapi/v3.yaml', 'utf8')) as Contract;
const methods = ['get', 'post', 'put', 'delete', 'patch'];

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => methods.includes(method))
    .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, ...(operation as Operation) })),
);

const examplesOf = (media: Media | undefined): unknown[] => [
  ...(media?.example === undefined ? [] : [media.example]),
  ...Object.values(media?.examples ?? {}).map((entry) => entry.value),
];

const okMedia = (operation: Operation): Media | undefined => {
  const ok = operation.responses['200'];
  const resolved = ok?.$ref ? contract.components.responses[ok.$ref.split('/').pop() ?? ''] : ok;
  return resolved?.content?.['application/json'];
};

const bodySchema = (operationId: string): ZodType => {
  const name = `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Body`;
  const schema = (v3 as Record<string, unknown>)[name];
  if (!schema) throw new Error(`src/generated/zod has no ${name}`);
  return schema as ZodType;
};

describe('the examples of openapi/v3.yaml', () => {
  it('covers every operation: the 18 known calls and the proposed ones', () => {
    expect(operations.length).toBeGreaterThan(18);
    expect(operations.map(({ key }) => key).sort()).toEqual(Object.keys(responseSchemas).sort());
  });

  it.each(operations)('$key: the 200 answer has an example that fits its schema', (operation) => {
    const examples = examplesOf(okMedia(operation));
    expect(examples.length).toBeGreaterThan(0);
    const schema = responseSchemas[operation.key];
    for (const example of examples) expect(schema?.safeParse(example).error).toBeUndefined();
  });

  it.each(operations.filter((operation) => operation.requestBody))(
    '$key: the request body has an example that fits its schema',
    (operation) => {
      const examples = examplesOf(operation.requestBody?.content['application/json']);
      expect(examples.length).toBeGreaterThan(0);
      const schema = bodySchema(operation.operationId);
      for (const example of examples) expect(schema.safeParse(example).error).toBeUndefined();
    },
  );
});
