import type { AxiosError } from 'axios';

/*
 * No runtime import of axios here: ApiError is used on the sign-in page, whose script must not carry
 * the HTTP client (it loads with the first request, see mutator.ts). axios's errors are recognised
 * by their documented shape; the codes are checked against axios's own constants by the compiler.
 */
type AxiosCodes = Pick<
  typeof AxiosError,
  | 'ECONNABORTED'
  | 'ETIMEDOUT'
  | 'ERR_CANCELED'
  | 'ERR_NOT_SUPPORT'
  | 'ERR_INVALID_URL'
  | 'ERR_BAD_RESPONSE'
  | 'ERR_BAD_REQUEST'
>;
const CODE: AxiosCodes = {
  ECONNABORTED: 'ECONNABORTED',
  ETIMEDOUT: 'ETIMEDOUT',
  ERR_CANCELED: 'ERR_CANCELED',
  ERR_NOT_SUPPORT: 'ERR_NOT_SUPPORT',
  ERR_INVALID_URL: 'ERR_INVALID_URL',
  ERR_BAD_RESPONSE: 'ERR_BAD_RESPONSE',
  ERR_BAD_REQUEST: 'ERR_BAD_REQUEST',
};

/** axios's `isAxiosError`: an object flagged `isAxiosError: true`. */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** axios's `isCancel`: a CanceledError carries `__CANCEL__: true`. */
const isCancel = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;

/** What went wrong, in the terms of docs/requirements.md section 8's generic HTTP client codes. */
export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'canceled'
  | 'bad-request'
  | 'unauthorized'
  | 'bad-response'
  | 'unsupported-protocol'
  | 'schema-mismatch'
  | 'missing-call';

export const GENERIC_ERROR_TEXT: Record<ApiErrorKind, string> = {
  network: 'Network error: the server could not be reached.',
  timeout: 'The server took too long to answer.',
  aborted: 'The request was aborted.',
  canceled: 'The request was canceled.',
  'bad-request': 'The request was refused by the server.',
  unauthorized: 'Your session has ended. Please sign in again.',
  'bad-response': 'The server failed to process the request.',
  'unsupported-protocol': 'The API address uses an unsupported protocol.',
  'schema-mismatch': 'The server sent an unexpected response. Please try again later.',
  'missing-call': 'This screen needs a call which this server does not provide yet.',
};

/**
 * requirements 10: a proposed call the server does not have yet (404, 405 or 501 without the API's
 * error envelope). The screen says so inside the layout; nothing is toasted or retried.
 */
export const missingCallText = (call: string): string =>
  `This screen needs ${call}, which this server does not provide yet.`;

/**
 * Every failed call rejects with one of these. `message` is fit to show a user (toasts show it);
 * `detail` is for developers (the console): which operation, which field of the answer.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    /** The server's own message, when it sent one. */
    readonly serverMessage: string | null = null,
    readonly url: string | null = null,
    /** Technical detail never shown to a user, e.g. `POST /v3/customer/filter: data.0.id: ...`. */
    readonly detail: string | null = null,
    /** The parsed body of a failed answer: a 409's current record, a refusal's `field`. */
    readonly body?: unknown,
    /** The call of the contract, e.g. 'GET /v3/country/{id}', when the HTTP layer knows it. */
    readonly call: string | null = null,
  ) {
    super(message);
  }

  /** Network failures and 5xx may succeed on a second try; 4xx and schema mismatches will not. */
  get isRetryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'bad-response';
  }
}

/** The API's own error answer: `{ error: true, message }` (a web framework's 404 page is not one). */
export const isErrorEnvelope = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  (body as Record<string, unknown>).error === true &&
  typeof (body as Record<string, unknown>).message === 'string';

const readServerMessage = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const candidate = record.message ?? (record.data as Record<string, unknown> | undefined)?.message;
  return typeof candidate === 'string' && candidate.trim() !== '' ? candidate.trim().slice(0, 500) : null;
};

const kindOf = (error: AxiosError): ApiErrorKind => {
  const status = error.response?.status;
  if (status === 401) return 'unauthorized';
  if (status !== undefined && status >= 500) return 'bad-response';
  if (status !== undefined && status >= 400) return 'bad-request';
  switch (error.code) {
    case CODE.ECONNABORTED:
    case CODE.ETIMEDOUT:
      return 'timeout';
    case CODE.ERR_CANCELED:
      return 'canceled';
    case CODE.ERR_NOT_SUPPORT:
    case CODE.ERR_INVALID_URL:
      return 'unsupported-protocol';
    case CODE.ERR_BAD_RESPONSE:
      return 'bad-response';
    case CODE.ERR_BAD_REQUEST:
      return 'bad-request';
    default:
      return 'network';
  }
};

export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) return new ApiError('canceled', GENERIC_ERROR_TEXT.canceled);
  if (isAxiosError(error)) {
    const kind = kindOf(error);
    const serverMessage = readServerMessage(error.response?.data);
    return new ApiError(
      kind,
      serverMessage ?? GENERIC_ERROR_TEXT[kind],
      error.response?.status ?? null,
      serverMessage,
      error.config?.url ?? null,
      null,
      error.response?.data,
    );
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError('aborted', GENERIC_ERROR_TEXT.aborted);
  }
  return new ApiError('network', error instanceof Error ? error.message : GENERIC_ERROR_TEXT.network);
};
