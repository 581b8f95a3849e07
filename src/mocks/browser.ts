import { setupWorker } from 'msw/browser';

import { createDemoDb, type DemoDb, parseArrivalSeconds, parseProposedSetting } from './db';
import type { DemoFaults } from './faults';
import { createDemoDispatcher } from './handlers';
import { configureDeliveries, fetchTransport } from './handlers/deliveries';
import { type RecordAnswer, recordScreeningSession } from './handlers/screening-record';
import { clearSnapshots, loadSnapshot, saveSnapshot } from './idb-store';
import { normaliseScale, parseDemoScale } from './seed';

/** What browser tests (and curious developers) can reach in demo mode: `window.__demoApi`. */
export interface DemoApiControl {
  setFaults: (faults: DemoFaults) => DemoFaults;
  clearFaults: () => void;
  reset: () => Promise<void>;
  /** false answers every proposed call with 404, as today's backend would (docs/proposed-api.md). */
  setProposed: (served: boolean) => void;
  /** Seconds between new consultation requests (docs/demo-api.md); 0 stops them. */
  setArrivalSeconds: (seconds: number) => void;
  /**
   * The kiosk's side of a screening, as `POST /__demo/screening-session` (docs/demo-api.md): one
   * session with its results, audited, and `result.recorded` sent to the integrations.
   */
  recordScreeningSession: (input: unknown) => RecordAnswer;
  scale: number;
}

declare global {
  interface Window {
    __demoApi?: DemoApiControl;
  }
}

let runtime: { db: DemoDb; key: string } | null = null;

/** `?demo_scale=` on the page address wins over the build's `VITE_DEMO_SCALE`. */
const readScale = (): number => {
  const env: Record<string, unknown> = import.meta.env;
  const fromQuery = new URLSearchParams(window.location.search).get('demo_scale');
  const fromBuild = typeof env.VITE_DEMO_SCALE === 'string' ? env.VITE_DEMO_SCALE : undefined;
  return parseDemoScale(fromQuery ?? fromBuild);
};

/** `?demo_proposed=off` on the page address wins over the build's `DEMO_PROPOSED` / `VITE_DEMO_PROPOSED`. */
const readProposed = (): boolean =>
  parseProposedSetting(new URLSearchParams(window.location.search).get('demo_proposed') ?? __DEMO_PROPOSED__);

/** `?demo_arrival_seconds=` on the page address wins over the build's `VITE_DEMO_ARRIVAL_SECONDS`. */
const readArrivalSeconds = (): number | undefined => {
  const env: Record<string, unknown> = import.meta.env;
  const fromQuery = new URLSearchParams(window.location.search).get('demo_arrival_seconds');
  const fromBuild =
    typeof env.VITE_DEMO_ARRIVAL_SECONDS === 'string' ? env.VITE_DEMO_ARRIVAL_SECONDS : undefined;
  return parseArrivalSeconds(fromQuery ?? fromBuild);
};

const warnOnce = (() => {
  let warned = false;
  return (error: unknown): void => {
    if (warned) return;
    warned = true;
    console.warn('[demo-api] demo data cannot be kept in IndexedDB; changes last until reload', error);
  };
})();

const persist = async (db: DemoDb, key: string): Promise<void> => {
  try {
    await saveSnapshot(key, db.snapshot());
  } catch (error) {
    warnOnce(error);
  }
};

/** Restores the seed and forgets every change kept in this browser. You stay signed in. */
export const resetDemoData = async (): Promise<void> => {
  try {
    await clearSnapshots();
  } catch (error) {
    warnOnce(error);
  }
  if (!runtime) return;
  runtime.db.reset({ keepTokens: true });
  await persist(runtime.db, runtime.key);
};

/**
 * MSW calls `registration.update()` on an already installed worker without handling the promise.
 * When the browser refuses that update check (Chromium now and then answers 'Not found' while pages
 * reload in quick succession), the page gets an unhandled rejection, although the installed worker
 * keeps answering. While MSW starts, a refused check is only logged.
 */
const withLoggedUpdateChecks = async (start: () => Promise<unknown>): Promise<void> => {
  // Insecure contexts have no service workers at all: MSW then reports that itself.
  if (typeof ServiceWorkerRegistration === 'undefined') {
    await start();
    return;
  }
  const prototype = ServiceWorkerRegistration.prototype;
  const update = Object.getOwnPropertyDescriptor(prototype, 'update');
  const original = update?.value as ((this: ServiceWorkerRegistration) => Promise<unknown>) | undefined;
  if (!update || !original) {
    await start();
    return;
  }
  prototype.update = function (this: ServiceWorkerRegistration) {
    return original.call(this).then(
      () => this,
      (error: unknown) => {
        console.warn('[demo-api] the service worker update check failed; the installed worker stays', error);
        return this;
      },
    );
  };
  try {
    await start();
  } finally {
    Object.defineProperty(prototype, 'update', update);
  }
};

/**
 * The screening sessions and results are seeded on first use (DemoDb's `screening`), which every
 * patient, Summary and consultation call needs: a few hundred milliseconds of work that would sit
 * between a reloaded screen's first call and its data. Done when the page is idle instead: after a
 * reload that is while the auth guard's 500 ms check runs (src/app/session-check.ts). Pure: the data
 * is the same whenever it is built.
 */
const warmScreeningWhenIdle = (db: DemoDb): void => {
  const warm = (): void => {
    performance.mark('demo:screening-start');
    const { results } = db.screening;
    performance.measure('demo:screening', {
      start: 'demo:screening-start',
      detail: { results: results.length },
    });
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 1_000 });
  else setTimeout(warm, 50);
};

/**
 * Starts the in-browser demo API: the seeded data plus this browser's changes, served by the MSW
 * worker. A reload is on the app's critical path (docs/performance.md, "Full reload of the demo"),
 * so the IndexedDB read starts before the seed is built, and the worker starts while that read is
 * under way: no request reaches the handlers before this resolves (the app renders afterwards).
 */
export const startDemoApi = async (): Promise<void> => {
  if (runtime) return;
  // The page-load breakdown of `npm run bench -- --only=reload` (docs/performance.md, "Full reload
  // of the demo") reads these marks and measures: demo mode only, this module is never in a configured build.
  performance.mark('demo:start');
  const scale = normaliseScale(readScale());
  const key = `scale-${scale}`;
  const stored = loadSnapshot(key).then(
    (snapshot) => snapshot,
    (error: unknown) => {
      warnOnce(error);
      return undefined;
    },
  );
  const db = createDemoDb({ scale, proposed: readProposed(), arrivalSeconds: readArrivalSeconds() });
  // External Integrations deliver from the page with fetch, to loopback only (docs/integrations.md).
  configureDeliveries(db, { transport: fetchTransport });
  performance.measure('demo:seed', 'demo:start');
  runtime = { db, key };
  // One handler that finds the route first (the very same handlers answer): MSW would otherwise try
  // the hundred-odd handlers one by one on every call.
  const worker = setupWorker(createDemoDispatcher(db, { onChange: (changed) => persist(changed, key) }));
  const started = withLoggedUpdateChecks(() =>
    worker.start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  ).then(() => performance.mark('demo:worker'));
  const restored = stored.then((snapshot) => {
    performance.mark('demo:restore-start');
    // IndexedDB hands over a copy of its own: taken as it is, not cloned again.
    db.restore(snapshot, { copy: false });
    performance.measure('demo:restore', 'demo:restore-start');
  });
  await Promise.all([restored, started]);
  warmScreeningWhenIdle(db);
  window.__demoApi = {
    setFaults: (faults) => db.setFaults(faults),
    clearFaults: () => db.clearFaults(),
    reset: resetDemoData,
    setProposed: (served) => {
      db.proposed = served;
    },
    setArrivalSeconds: (seconds) => {
      db.arrivalMs = Math.max(0, seconds) * 1000;
    },
    recordScreeningSession: (input) => {
      const answer = recordScreeningSession(db, input);
      // The session (`recordedSessions`), its audit event and the deliveries are kept.
      if (answer.status === 200) void persist(db, key);
      return answer;
    },
    scale: db.scale,
  };
};
