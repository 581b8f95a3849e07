import { showToast } from '@/lib/toast';

import { toApiError } from './api-error';

/**
 * How a failed call reaches the user, decided in one place. Per docs/requirements.md section 8 a failed call
 * shows an 'Error' toast with the server's message (or the generic text); screens whose failures
 * are only logged (filter lists, camp screen lists) mark their queries `meta: { errorMode: 'log' }`;
 * screens that show their own message (sign-in) use 'silent'. A 401 shows nothing: the session is
 * cleared and the user returned to sign-in. Cancellations are not failures. The toast shows the
 * error's user-facing `message`; its technical `detail` (a schema mismatch's operation and fields)
 * goes to the console only.
 */
export type ErrorMode = 'toast' | 'log' | 'silent';

export interface ErrorMeta extends Record<string, unknown> {
  errorMode?: ErrorMode;
}

/** Calls already reported missing: the reason is logged once per call, however often it is asked. */
const reportedMissing = new Set<string>();

export const reportApiError = (error: unknown, meta?: Record<string, unknown>): void => {
  const apiError = toApiError(error);
  if (apiError.kind === 'canceled' || apiError.kind === 'aborted') return;
  // requirements 10: the screen says what is missing; no toast, one line in the console.
  if (apiError.kind === 'missing-call') {
    const call = apiError.call ?? apiError.url ?? '';
    if (!reportedMissing.has(call)) {
      reportedMissing.add(call);
      console.warn(`[api] ${apiError.message} (${apiError.detail ?? call})`);
    }
    return;
  }
  const mode = (meta?.errorMode as ErrorMode | undefined) ?? 'toast';
  if (mode !== 'silent') {
    const detail = apiError.detail ? ` (${apiError.detail})` : '';
    console.error(`[api] ${apiError.url ?? ''} ${apiError.kind}: ${apiError.message}${detail}`);
  }
  if (mode !== 'toast' || apiError.kind === 'unauthorized') return;
  showToast({ severity: 'error', summary: 'Error', detail: apiError.message });
};
