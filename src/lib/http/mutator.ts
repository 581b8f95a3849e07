import type { AxiosRequestConfig } from 'axios';

import { once } from '@/lib/once';

import { ApiError, GENERIC_ERROR_TEXT, isErrorEnvelope, missingCallText, toApiError } from './api-error';

/** The envelope `{ data: ... }` is unwrapped: generated functions resolve to its `data` part. */
export type Unwrap<T> = T extends { data: infer D } ? D : T;

export type ApiRequestOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'data'>;

/**
 * A response outside the contract: the user reads the generic text; the operation and the fields
 * that broke go to the console and stay on the error (`detail`) for whoever debugs it.
 */
const mismatch = (url: string, detail: string): ApiError => {
  console.error(`[api] ${detail}`);
  return new ApiError('schema-mismatch', GENERIC_ERROR_TEXT['schema-mismatch'], 200, null, url, detail);
};

const describeIssue = (issue: { path: PropertyKey[]; message: string }): string =>
  `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`;

/**
 * The HTTP client (axios) and the generated zod schemas are loaded with the first call, not with
 * the page: the sign-in page paints without them (performance budget). `preloadHttpLayer()` fetches
 * both ahead of that call (sign-in intent, a stored session). A chunk that cannot be downloaded
 * (offline) fails the call as a network error, and the next call tries again.
 */
const loadSchemas = once(() => import('./response-schemas'));
const loadClient = once(() => import('./client'));
export const preloadHttpLayer = (): Promise<unknown> => Promise.all([loadSchemas(), loadClient()]);

/** Checks the body against the operation's generated zod schema, then unwraps the envelope. */
export const parseResponse = async <T>(method: string, url: string, body: unknown): Promise<Unwrap<T>> => {
  const { findResponseSchema } = await loadSchemas();
  const match = findResponseSchema(method, url);
  if (!match) throw mismatch(url, `${method} ${url} is not in the contract`);
  const result = match.schema.safeParse(body);
  if (!result.success) {
    const details = result.error.issues.slice(0, 3).map(describeIssue).join('; ');
    throw mismatch(url, `${match.key} response does not match the contract: ${details}`);
  }
  return (result.data as { data: unknown }).data as Unwrap<T>;
};

/** The answers of a server that has no such route (Express's 'Cannot POST ...', a gateway's 501). */
const MISSING_CALL_STATUSES: ReadonlySet<number | null> = new Set([404, 405, 501]);

/**
 * A proposed call (docs/proposed-api.md) answered 404, 405 or 501 without the API's error envelope:
 * the server does not have it yet. A 404 that carries `{ error: true, message }` is the server's own
 * answer (an unknown id) and stays as it is.
 */
const classifyMissingCall = async (method: string, url: string, error: ApiError): Promise<ApiError> => {
  if (!MISSING_CALL_STATUSES.has(error.status) || isErrorEnvelope(error.body)) return error;
  const operation = await loadSchemas().then(
    ({ findResponseSchema }) => findResponseSchema(method, url)?.operation,
    () => undefined,
  );
  if (!operation?.proposed) return error;
  const call = `${operation.method} ${operation.path}`;
  return new ApiError(
    'missing-call',
    missingCallText(call),
    error.status,
    null,
    url,
    `${call} answered ${error.status} without the API's error envelope`,
    error.body,
    call,
  );
};

/** The orval mutator: every generated function calls this. Failures reject with an ApiError. */
export const apiRequest = async <T>(
  config: AxiosRequestConfig,
  options?: ApiRequestOptions,
): Promise<Unwrap<T>> => {
  const method = (config.method ?? 'GET').toUpperCase();
  const url = config.url ?? '';
  try {
    const { httpClient } = await loadClient();
    const response = await httpClient.request<unknown>({ ...config, ...options });
    return await parseResponse<T>(method, url, response.data);
  } catch (error) {
    throw await classifyMissingCall(method, url, toApiError(error));
  }
};

export type ErrorType<E> = ApiError & { readonly body?: E };
export type BodyType<B> = B;
