import { callOf as callOfOperation, findOperation } from '@/lib/http/operations';

/** The parts of a Pact V4 interaction the coverage check reads. */
export interface PactInteraction {
  description: string;
  request: {
    method: string;
    path: string;
    headers?: Record<string, string[]>;
    generators?: { path?: { type: string; expression: string } };
  };
  response: {
    status: number;
    body?: { content?: unknown };
    matchingRules?: { body?: Record<string, { matchers: { match: string }[] }> };
  };
}

export interface PactFile {
  interactions: PactInteraction[];
}

/** What the pact asks of one call (method + path template). */
export interface CallCoverage {
  /** Authenticated interactions answered 2xx. */
  answered: number;
  /** Of those, the ones answering the error flag `data.error: true`, pinned by equality. */
  refused: number;
  /** Interactions without a token answered 401 with `{ error: true, ... }`. */
  unauthorized: number;
}

/**
 * `GET /v3/camp-system/1` and `GET /v3/camp-system/7` are one call of the contract:
 * `GET /v3/camp-system/{id}`. A path outside the contract is named as sent.
 */
export const callOf = ({ method, path }: PactInteraction['request']): string => {
  const operation = findOperation(method, path);
  return operation ? callOfOperation(operation) : `${method} ${path}`;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const hasToken = (request: PactInteraction['request']): boolean =>
  Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === 'authorization');

const errorFlag = (response: PactInteraction['response'], at: 'error' | 'data.error'): boolean => {
  const content = response.body?.content;
  const holder = at === 'error' ? content : isRecord(content) ? content.data : undefined;
  return isRecord(holder) && holder.error === true;
};

const pinsRefusal = (response: PactInteraction['response']): boolean =>
  errorFlag(response, 'data.error') &&
  (response.matchingRules?.body?.['$.data.error']?.matchers.some(({ match }) => match === 'equality') ??
    false);

/** Per call, the interactions the pact holds: read from the pact file, not from the tests' own lists. */
export const pactCoverage = (pact: PactFile): Record<string, CallCoverage> => {
  const coverage: Record<string, CallCoverage> = {};
  for (const { request, response } of pact.interactions) {
    const entry = (coverage[callOf(request)] ??= { answered: 0, refused: 0, unauthorized: 0 });
    const ok = response.status >= 200 && response.status < 300;
    if (hasToken(request) && ok) {
      entry.answered += 1;
      if (pinsRefusal(response)) entry.refused += 1;
    }
    if (!hasToken(request) && response.status === 401 && errorFlag(response, 'error'))
      entry.unauthorized += 1;
  }
  return coverage;
};

/** The calls whose coverage fails `test`, sorted: empty when every call passes. */
export const callsWhere = (
  coverage: Record<string, CallCoverage>,
  test: (entry: CallCoverage) => boolean,
): string[] =>
  Object.entries(coverage)
    .filter(([, entry]) => test(entry))
    .map(([call]) => call)
    .sort();
