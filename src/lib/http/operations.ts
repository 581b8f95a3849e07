import * as generated from '@/generated/operations';

/**
 * Every operation of openapi/v3.yaml, as orval writes them (src/generated/operations.ts): the one
 * table the HTTP layer, the demo API and the contract checks read, so a new call in the contract
 * needs no list of its own anywhere (docs/adding-a-screen.md).
 */
export type Operation = (typeof generated)[keyof typeof generated];
export type OperationId = Operation['operationId'];
export type HttpMethod = Operation['method'];

export const OPERATIONS: readonly Operation[] = Object.values(generated);

/** 'GET /v3/camp-system/{id}': how the contract, the pacts and the messages name a call. */
export const callOf = (operation: Pick<Operation, 'method' | 'path'>): string =>
  `${operation.method} ${operation.path}`;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/** A path template as a case-sensitive pattern: `{id}` is one segment. */
const patternOf = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map(escapeRegExp)
      .join('[^/]+')}$`,
  );

const paramsIn = (template: string): number => template.split('{').length - 1;

/**
 * Literal segments win over parameters: `GET /v3/doctor/board` is not `GET /v3/doctor/{id}`, as
 * on a server that routes literal paths first (the demo API's order in src/mocks/handlers.ts).
 */
const matchers = OPERATIONS.map((operation) => ({ operation, regex: patternOf(operation.path) })).sort(
  (a, b) => paramsIn(a.operation.path) - paramsIn(b.operation.path),
);

/**
 * The operation a request is for. Paths are case-sensitive (`/v3/clinic/filter` and
 * `/v3/Clinic/filter` are two calls); anything before `/v3/` (the API base) and the query string are
 * ignored.
 */
export const findOperation = (method: string, url: string): Operation | null => {
  const path = (url.split('?')[0] ?? '').replace(/^.*?(?=\/v3\/)/, '');
  const upper = method.toUpperCase();
  return (
    matchers.find((entry) => entry.operation.method === upper && entry.regex.test(path))?.operation ?? null
  );
};
