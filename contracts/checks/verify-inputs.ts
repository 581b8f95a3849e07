import { existsSync } from 'node:fs';
import { relative } from 'node:path';

import { pactFilesIn } from './openapi-check';

/** A problem with what `contracts:verify` was given or can reach: reported as one line, exit 2. */
export class VerifyInputError extends Error {
  override readonly name = 'VerifyInputError';
}

/** The files named with --pact, or every pact in `dir`; a clear error when there is nothing to verify. */
export const pactFilesToVerify = (dir: string, named: readonly string[] | undefined): string[] => {
  if (named !== undefined) {
    const missing = named.filter((file) => !existsSync(file));
    if (missing.length > 0) throw new VerifyInputError(`No such pact file: ${missing.join(', ')}`);
    return [...named];
  }
  const files = existsSync(dir) ? pactFilesIn(dir) : [];
  if (files.length === 0) {
    throw new VerifyInputError(
      `No pact files in ${relative(process.cwd(), dir) || dir}: run \`npm run test:contracts\` to write ` +
        'them (they are committed, so a fresh clone has them), or pass --pact FILE.',
    );
  }
  return files;
};

const reason = (error: unknown): string => {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface WaitOptions {
  /** How long to keep trying, in ms. */
  waitMs: number;
  intervalMs?: number;
  /** Told once, when the first try fails and waiting starts. */
  onWait?: (message: string) => void;
}

/**
 * Resolves once the provider answers any HTTP response at `url`, trying again until `waitMs` has
 * passed: `npm run demo-api & npm run contracts:verify ...` starts both at once. The verifier's
 * proxy crashes on a refused connection, so an unreachable provider is reported here, plainly.
 */
export const waitForProvider = async (url: string, { waitMs, intervalMs = 250, onWait }: WaitOptions) => {
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(Math.max(1_000, waitMs)) });
      return;
    } catch (error) {
      if (Date.now() >= deadline) {
        const seconds = Math.round(waitMs / 100) / 10;
        throw new VerifyInputError(
          `Cannot reach ${url} (${reason(error)}) after trying for ${seconds} s. Is the provider running?`,
        );
      }
      if (attempt === 1) onWait?.(`Waiting for ${url} to answer (up to ${Math.round(waitMs / 1000)} s) ...`);
    }
    await sleep(Math.min(intervalMs, Math.max(0, deadline - Date.now())));
  }
};
