/**
 * Preloaded into every Vitest worker, of every project (`--import` in vite.config.ts's root
 * `poolOptions`, the only place Vitest reads it), before Vitest's own code.
 *
 * Vitest 3.2's worker gives the main process 60 s to answer each report of a test's progress
 * (birpc's fixed default, which no option reaches: vitest-dev/vitest#11082). On a starved 2-core
 * machine an answer can come later, or arrive while the worker is busy, when Node runs the expired
 * timer before it reads the waiting answer: every test passed and the run still exited 1
 * (`[vitest-worker]: Timeout calling "onTaskUpdate"`, a clean clone on 2026-11-29). Vitest 4 drops
 * that timeout (vitest-dev/vitest#8297). Until we move to it, a 60 s timer set from Vitest's own code
 * waits ten minutes instead; every other timer is untouched, and a hanging test still fails at its
 * own `testTimeout`.
 */
import { promisify } from 'node:util';

const RPC_TIMEOUT_MS = 60_000;
const PATIENCE_MS = Number(process.env.VITEST_RPC_PATIENCE_MS || 600_000);
const setTimeoutOfNode = globalThis.setTimeout;

/** Whether the caller of setTimeout is Vitest's own code (not a test's, nor its runner's time limits). */
const calledFromVitest = () => {
  const caller = (new Error().stack ?? '').split('\n')[3] ?? '';
  return /[\\/]node_modules[\\/]vitest[\\/]dist[\\/]/.test(caller);
};

function patientSetTimeout(handler, delay, ...args) {
  const fromVitest = delay === RPC_TIMEOUT_MS && calledFromVitest();
  return setTimeoutOfNode.call(this, handler, fromVitest ? PATIENCE_MS : delay, ...args);
}
patientSetTimeout[promisify.custom] = setTimeoutOfNode[promisify.custom];
globalThis.setTimeout = patientSetTimeout;
