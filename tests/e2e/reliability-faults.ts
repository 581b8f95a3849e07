import type { DemoFaults } from '@/mocks/faults';

import { FAULT_INPUTS, type FaultKey, GENERIC_SCHEMA_TEXT, SLOW_MS } from './reliability-case-kit';

/**
 * The fault of each standard case and what it makes the app say: pure, so the browser suite
 * (reliability-checks.ts) and the component kit (tests/unit/reliability-kit.tsx) share it without
 * pulling playwright into jsdom.
 */
export const SERVER_MESSAGE = 'Service temporarily unavailable (e2e)';

/** The demo API fault for one call, by case key. `slow` slows every call. */
export const faultFor = (key: FaultKey, path: string, method?: string): DemoFaults => {
  const rule = { path, ...(method ? { method } : {}) };
  switch (key) {
    case '500-message':
      return { failures: [{ ...rule, status: 500, message: SERVER_MESSAGE }] };
    case '500-bare':
      return { failures: [{ ...rule, status: 500, message: '' }] };
    case 'network':
      return { networkErrors: [rule] };
    case 'slow':
      return { latencyMs: SLOW_MS };
    case 'malformed':
      return { malformed: [rule] };
  }
};

/** What the failed-call toast should say for each fault (docs/requirements.md section 8). */
export const toastDetailFor = (key: Exclude<FaultKey, 'slow'>): string => {
  switch (key) {
    case '500-message':
      return SERVER_MESSAGE;
    case '500-bare':
      return 'The server failed to process the request.';
    case 'network':
      return 'Network error: the server could not be reached.';
    case 'malformed':
      // The user reads a plain sentence; the operation and field paths go to the console only.
      return GENERIC_SCHEMA_TEXT;
  }
};

/**
 * How many times a query asks under this fault: a 5xx or a dropped connection is retried three
 * times (1 s, 2 s, 4 s), a malformed answer is not.
 */
export const callsFor = (key: FaultKey): number => (key === 'malformed' ? 1 : 4);

export type Runner = () => Promise<void>;

/** Runners for the five standard faults from one function of the fault. */
export const perFault = (run: (key: FaultKey) => Promise<void>): Record<FaultKey, Runner> =>
  Object.fromEntries((Object.keys(FAULT_INPUTS) as FaultKey[]).map((key) => [key, () => run(key)])) as Record<
    FaultKey,
    Runner
  >;
