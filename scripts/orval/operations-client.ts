import type { ClientGeneratorsBuilder, GeneratorVerbOptions } from '@orval/core';

/**
 * An orval client that writes one line per operation of openapi/v3.yaml into
 * src/generated/operations.ts: its id, method, path template, first tag and whether it is a proposed call
 * (`x-proposed: true`, docs/proposed-api.md). The HTTP layer (response schemas, the missing-call
 * rule), the demo API's route table and the contract checks read this table instead of keeping
 * lists of their own (docs/adding-a-screen.md).
 */
const entry = (verb: GeneratorVerbOptions): string => {
  const operation = verb.originalOperation as Record<string, unknown>;
  const fields = {
    operationId: verb.operationId,
    method: verb.verb.toUpperCase(),
    path: verb.pathRoute,
    tag: verb.tags[0] ?? 'default',
    proposed: operation['x-proposed'] === true,
  };
  return `export const ${verb.operationId}Operation = ${JSON.stringify(fields)} as const;\n`;
};

export const operationsClient = (): ClientGeneratorsBuilder => ({
  client: (verb) => ({ implementation: entry(verb), imports: [], docComment: '' }),
  dependencies: () => [],
});
