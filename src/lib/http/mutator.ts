import type { AxiosRequestConfig } from 'axios';

import { ApiError, GENERIC_ERROR_TEXT, toApiError } from './api-error';
import { httpClient } from './client';
import type * as ResponseSchemas from './response-schemas';

/** The envelope `{ data: ... }` is unwrapped: generated functions resolve to its `data` part. */
export type Unwrap<T> = T extends { data: infer D } ? D : T;

export type ApiRequestOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'data'>;

const mismatch = (detail: string): string =>
  `${GENERIC_ERROR_TEXT['schema-mismatch'].replace(/\.$/, '')} (${detail})`;

const describeIssue = (issue: { path: PropertyKey[]; message: string }): string =>
  `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`;

/**
 * The generated zod schemas are loaded with the first call, not with the page: they are not needed
 * to paint the sign-in page (performance budget). `preloadResponseSchemas()` warms them when idle.
 */
let schemas: Promise<typeof ResponseSchemas> | null = null;
export const preloadResponseSchemas = (): Promise<typeof ResponseSchemas> =>
  (schemas ??= import('./response-schemas'));

/** Checks the body against the operation's generated zod schema, then unwraps the envelope. */
export const parseResponse = async <T>(method: string, url: string, body: unknown): Promise<Unwrap<T>> => {
  const { findResponseSchema } = await preloadResponseSchemas();
  const match = findResponseSchema(method, url);
  if (!match) {
    throw new ApiError('schema-mismatch', mismatch(`${method} ${url} is not in the contract`));
  }
  const result = match.schema.safeParse(body);
  if (!result.success) {
    const details = result.error.issues.slice(0, 3).map(describeIssue).join('; ');
    console.error(`[api] ${match.key} response does not match the contract: ${details}`);
    throw new ApiError('schema-mismatch', mismatch(`${match.key}: ${details}`), 200, null, url);
  }
  return (result.data as { data: unknown }).data as Unwrap<T>;
};

/** The orval mutator: every generated function calls this. Failures reject with an ApiError. */
export const apiRequest = async <T>(
  config: AxiosRequestConfig,
  options?: ApiRequestOptions,
): Promise<Unwrap<T>> => {
  const method = (config.method ?? 'GET').toUpperCase();
  const url = config.url ?? '';
  try {
    const response = await httpClient.request<unknown>({ ...config, ...options });
    return await parseResponse<T>(method, url, response.data);
  } catch (error) {
    throw toApiError(error);
  }
};

export type ErrorType<E> = ApiError & { readonly body?: E };
export type BodyType<B> = B;
