import type { IncomingMessage, ServerResponse } from 'node:http';

import { Verifier } from '@pact-foundation/pact';
import pactCore from '@pact-foundation/pact-core';

import { disablePactTracking, PROVIDER } from '../support/pact';

export interface ProviderVerification {
  /** Where the provider's API lives, e.g. http://127.0.0.1:4010/api/ (the pacts' paths start at /v3). */
  providerBaseUrl: string;
  pactFiles: string[];
  /** The state-change endpoint; null sends no state changes (the provider's data must already fit). */
  stateChangeUrl: string | null;
  /** Replaces the pacts' example bearer token, for providers whose states cannot mint one. */
  token?: string;
  /** Replace the example `x-user-id` / `x-user-type` (the user the token belongs to). */
  userId?: string;
  userType?: string;
  logLevel?: 'error' | 'warn' | 'info' | 'debug';
}

/** The documented default: the demo API's endpoint, at the root of the provider's origin. */
export const defaultStateChangeUrl = (providerBaseUrl: string): string =>
  new URL('/__demo/provider-states', providerBaseUrl).toString();

/**
 * Rewrites credentials on requests that carry them. Interactions without a token (the 401 ones)
 * stay without one, which adding a header to every request would break.
 */
const credentialFilter =
  ({ token, userId, userType }: Pick<ProviderVerification, 'token' | 'userId' | 'userType'>) =>
  (request: IncomingMessage, _response: ServerResponse, next: () => void): void => {
    if (request.headers.authorization !== undefined) {
      if (token !== undefined) request.headers.authorization = `Bearer ${token}`;
      if (userId !== undefined) request.headers['x-user-id'] = userId;
      if (userType !== undefined) request.headers['x-user-type'] = userType;
    }
    next();
  };

/** Replays every interaction of the pact files against the provider; rejects when one fails. */
export const verifyProvider = async (options: ProviderVerification): Promise<string> => {
  disablePactTracking();
  const rewrites = [options.token, options.userId, options.userType].some((value) => value !== undefined);
  if (!rewrites && options.stateChangeUrl !== null) {
    // Straight to the provider: pact-js's Verifier sends every request through an express proxy
    // (for requestFilter) whose body parser refuses bodies over 100 kB with its own 413, so the
    // support pact's reply with a 2 MB attachment (docs/contracts.md) could never reach the server.
    if (options.logLevel) pactCore.logLevel(options.logLevel);
    return pactCore.verifyPacts({
      provider: PROVIDER,
      providerBaseUrl: options.providerBaseUrl,
      pactUrls: options.pactFiles,
      providerStatesSetupUrl: options.stateChangeUrl,
      providerStatesSetupBody: true,
      logLevel: options.logLevel ?? 'warn',
    });
  }
  const verifier = new Verifier({
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls: options.pactFiles,
    ...(options.stateChangeUrl === null
      ? {}
      : { providerStatesSetupUrl: options.stateChangeUrl, providerStatesSetupBody: true }),
    requestFilter: credentialFilter(options),
    logLevel: options.logLevel ?? 'warn',
  });
  return verifier.verifyProvider();
};

export interface VerificationFailure {
  interaction: string;
  /** `<path>: <what differs>` per mismatch, e.g. `$.data.total_count: Expected ...`. */
  mismatches: string[];
}

interface VerifierReport {
  errors?: {
    interaction?: string;
    mismatch?: { mismatches?: { path?: string; mismatch?: string; type?: string }[] };
  }[];
}

/** The verifier rejects with its whole report as JSON; this keeps what a reader needs from it. */
export const verificationFailures = (error: unknown): VerificationFailure[] => {
  const message = error instanceof Error ? error.message : String(error);
  let report: VerifierReport;
  try {
    report = JSON.parse(message) as VerifierReport;
  } catch {
    return [{ interaction: '(the verification did not run)', mismatches: [message] }];
  }
  return (report.errors ?? []).map((entry) => ({
    interaction: entry.interaction ?? '(unnamed interaction)',
    mismatches: (entry.mismatch?.mismatches ?? []).map(
      (item) => `${item.path ?? item.type ?? '?'}: ${item.mismatch ?? ''}`,
    ),
  }));
};
