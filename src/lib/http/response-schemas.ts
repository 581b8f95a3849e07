import type { ZodType } from 'zod';

import * as v3 from '@/generated/zod/responses';

import { callOf, findOperation, type Operation, OPERATIONS } from './operations';

/** orval's zod output names each operation's 200 response `<OperationId>Response`. */
const schemaNameOf = (operation: Operation): string =>
  `${operation.operationId.charAt(0).toUpperCase()}${operation.operationId.slice(1)}Response`;

const zodExports: Readonly<Record<string, unknown>> = v3;

const isZodType = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && typeof (value as ZodType).safeParse === 'function';

/**
 * The generated zod schema of each operation's 200 response, keyed by call ('GET /v3/camp-system/{id}'),
 * derived from the operations table: a unit test checks that every operation has one.
 */
export const responseSchemas: Readonly<Record<string, ZodType>> = Object.fromEntries(
  OPERATIONS.flatMap((operation) => {
    const schema = zodExports[schemaNameOf(operation)];
    return isZodType(schema) ? [[callOf(operation), schema]] : [];
  }),
);

export interface ResponseSchemaMatch {
  key: string;
  schema: ZodType;
  operation: Operation;
}

/** The operation of a request and its response schema; null for a call outside the contract. */
export const findResponseSchema = (method: string, url: string): ResponseSchemaMatch | null => {
  const operation = findOperation(method, url);
  if (!operation) return null;
  const key = callOf(operation);
  const schema = responseSchemas[key];
  return schema ? { key, schema, operation } : null;
};
