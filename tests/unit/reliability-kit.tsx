/**
 * The reliability suite's per-call fault matrix as component tests (docs/reliability.md): every
 * case of a group whose `component` file is the calling test file runs on the harness
 * (./harness.tsx) with the demo API's faults (./demo-api.ts) and fake timers, so the three retries
 * (1 s, 2 s, 4 s) and the 11 s latency take no real time. The browser suite's twin is
 * tests/e2e/reliability-checks.ts; both take the fault of a case from
 * tests/e2e/reliability-faults.ts and name a test after its row (`caseTitle`).
 */
import {
  act,
  type Config,
  configure,
  getConfig,
  render as renderOnce,
  screen,
  waitFor,
} from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';

import { preloadSignedIn } from '@/app/routes';
import { preloadToastHost, ToastHostLoader } from '@/app/toast-host-loader';
import { subscribeToasts, type ToastMessage } from '@/lib/toast';

import { type CaseGroupKey, type CaseKey, caseTitle, reliabilityCases } from '../e2e/reliability-cases';
import type { Runner } from '../e2e/reliability-faults';
import { type DemoApi, type DemoFaults, serveDemoApi, servedDemoApi } from './demo-api';
import { type Harness, type HarnessOptions, renderApp, renderRoute, renderScreen } from './harness';

export { callsFor, faultFor, perFault, type Runner, toastDetailFor } from '../e2e/reliability-faults';
export { type FaultKey, GENERIC_SCHEMA_TEXT, SLOW_MS } from '../e2e/reliability-cases';

export const FALLBACK_TEXT = 'Oops, something went wrong :(';

/**
 * The app's toast host is a lazy component that the signed-in shell (itself a lazy chunk) mounts;
 * mounting, it takes the toasts over from whoever listened. Both loaded here, the host mounts
 * within the render of every case, before loadFaultCase starts listening; else a file's first case
 * would lose its toasts to it.
 */
beforeAll(async () => {
  preloadSignedIn();
  await import('@/app/shell/signed-in-shell');
  await import('@/app/toast-host');
  const { unmount } = renderOnce(<ToastHostLoader />);
  act(preloadToastHost);
  await waitFor(() => expect(document.querySelector('.p-toast')).not.toBeNull(), { timeout: 10_000 });
  unmount();
}, 30_000);

/** The toasts of the case under way go to its list (see loadFaultCase), until it ends. */
let stopCollecting: (() => void) | null = null;
afterEach(() => {
  stopCollecting?.();
  stopCollecting = null;
});

/** Timers the cases fake; Date is left alone (the suite's own clock, pinned or not). */
const FAKED = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const;

/**
 * A case's budget in real time: a file's first case imports the app's lazy screens cold, which on a
 * busy machine takes seconds; the others take well under one.
 */
const CASE_TIMEOUT_MS = 30_000;

/** A real pause between two skips, so a lazy import or a microtask chain can land. */
const realSetTimeout = globalThis.setTimeout;
const realPause = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/**
 * One test per case of the group, named as in docs/reliability.md (and as the browser suite would
 * name it); every case needs a runner. Each runs on fake timers (advancing with real time too, so
 * Testing Library's waits work), real ones again after. The group must say it runs here: its
 * `component` in the case list (tests/e2e/reliability-cases-*.ts) is this file.
 */
export const runComponentCases = <G extends CaseGroupKey>(
  group: G,
  runners: Record<CaseKey<G>, Runner>,
): void => {
  const { cases, component } = reliabilityCases[group] as { cases: object; component?: string };
  if (!component) {
    throw new Error(
      `The reliability group '${group}' runs as component tests: give it component: '<this file>' in the case list`,
    );
  }
  for (const key of Object.keys(cases) as CaseKey<G>[]) {
    it(
      caseTitle(group, key),
      async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true, toFake: [...FAKED] });
        try {
          await runners[key]();
        } finally {
          vi.useRealTimers();
        }
      },
      CASE_TIMEOUT_MS,
    );
  }
};

/** Runs the fake clock on by `ms` (timers due meanwhile fire, their promises settle), inside act. */
export const advance = async (ms: number): Promise<void> => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

/** Testing Library's switch for the role listing of a failed query (what its own waitFor sets). */
interface Diagnostics {
  _disableExpensiveErrorDiagnostics?: boolean;
}

/**
 * Skips the fake clock on in steps until `assertion` passes (retries, latency, debounces go by in
 * a moment of real time), as the browser suite's `skipUntil`; throws its last failure after
 * `maxMs` of page time.
 */
export const skipUntil = async (
  assertion: () => unknown,
  { stepMs = 500, maxMs = 30_000 }: { stepMs?: number; maxMs?: number } = {},
): Promise<void> => {
  const saved: Partial<Config> & Diagnostics = { ...(getConfig() as Config & Diagnostics) };
  const quiet: Partial<Config> & Diagnostics = {
    getElementError: (message) => new Error(message ?? ''),
    _disableExpensiveErrorDiagnostics: true,
  };
  for (let skipped = 0; skipped < maxMs; skipped += stepMs) {
    // A failed query prints the whole page and lists every role in it (a role query costs 100 ms
    // and more so); not while skipping, only for the last try below.
    configure(quiet);
    try {
      await assertion();
      return;
    } catch {
      // not yet: skip on
    } finally {
      configure(saved);
    }
    await realPause(2);
    await advance(stepMs);
  }
  await assertion();
};

export interface FaultCaseOptions extends HarnessOptions {
  /** The demo API's faults, set before the first call (`faultFor(key, path)`). */
  faults?: DemoFaults | null;
  /**
   * What to render: 'app' (default) the whole app, as a page load of `url` shows it (header,
   * sidebar, error fallback, offline modal), for the checks on the header; 'route' the screen
   * alone, as renderRoute; or a React element, as renderScreen (a part of a screen, such as the
   * filter panel: loadFaultCase then waits for no heading).
   */
  render?: 'app' | 'route' | ReactElement;
}

export interface FaultCase extends Harness {
  demo: DemoApi;
  /** Every toast sent since the render, as sent (severity, summary, detail, life, position). */
  toasts: ToastMessage[];
  /** userEvent on the fake clock (its pauses advance it). */
  user: UserEvent;
}

/**
 * Renders a fault case, as a page load with these faults: the demo API (the served one, else a
 * fresh one) faulted before the first call, the toasts collected; then waits, in real time (the
 * fake clock following it), for the screen's heading (not for a React element), as the browser
 * suite's `load` does: a lazy screen's first import is not skipped through.
 */
export const loadFaultCase = async ({
  faults,
  render = 'app',
  ...options
}: FaultCaseOptions): Promise<FaultCase> => {
  const demo = options.demo ?? servedDemoApi() ?? serveDemoApi();
  if (faults) demo.db.setFaults(faults);
  const harness =
    render === 'app'
      ? renderApp({ ...options, demo })
      : render === 'route'
        ? renderRoute({ ...options, demo })
        : renderScreen(render, { ...options, demo });
  const toasts: ToastMessage[] = [];
  const collect = () => {
    stopCollecting?.();
    stopCollecting = subscribeToasts((message) => toasts.push(message));
  };
  collect();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  if (typeof render === 'string') await screen.findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
  return { ...harness, demo, toasts, user };
};

/** Waits (on the fake clock) for a toast with this summary and detail. */
export const expectToast = async (
  toasts: ToastMessage[],
  summary: string,
  detail: string | RegExp,
  severity: ToastMessage['severity'] = 'error',
): Promise<void> => {
  await skipUntil(() =>
    expect(toasts).toContainEqual(
      expect.objectContaining({
        severity,
        summary,
        detail: typeof detail === 'string' ? detail : (expect.stringMatching(detail) as unknown),
      }),
    ),
  );
};

export const expectNoToast = (toasts: ToastMessage[]): void => {
  expect(toasts).toEqual([]);
};

/** Never a blank page, never the error fallback. (An unhandled rejection fails the run.) */
export const expectHealthy = (): void => {
  expect(screen.queryByText(FALLBACK_TEXT)).not.toBeInTheDocument();
  expect(document.body.textContent.trim()).not.toBe('');
};

/** The header still answers (renderFaultCase's whole app): the profile dropdown opens and closes. */
export const expectHeaderUsable = async (user: UserEvent): Promise<void> => {
  await user.click(screen.getByRole('button', { name: /, account of / }));
  await skipUntil(() => expect(screen.getByText(/^Hello, /)).toBeVisible());
  await user.keyboard('{Escape}');
  await skipUntil(() => expect(screen.getByText(/^Hello, /)).not.toBeVisible());
};

/** The visible Try again button (a failed load's retry). */
export const tryAgain = () => screen.getByRole('button', { name: 'Try again' });
