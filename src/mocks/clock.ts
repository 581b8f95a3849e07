/**
 * The demo's "now" (docs/demo-api.md, "One clock"). Every test, and any developer who sets
 * `DEMO_NOW`, runs the app and the demo API as if the clock had read that instant when the run
 * started. Time still flows from there, so timers, retries and arrivals behave as usual, and every
 * process and page of one run shares one offset from the machine's clock, so they agree.
 */

/** `DEMO_NOW` text: an ISO 8601 instant with a zone (`2026-06-01T10:00:00Z`); '' for none. */
export const parseDemoNow = (text: string | null | undefined): number | undefined => {
  const value = (text ?? '').trim();
  if (value === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value))
    throw new Error(
      `DEMO_NOW must be an ISO 8601 instant with a zone, e.g. 2026-06-01T10:00:00Z; got '${value}'`,
    );
  const ms = Date.parse(value);
  // Date.parse rolls 2026-02-30 over to March: a UTC instant must read back as written.
  const rolledOver = value.endsWith('Z') && new Date(ms).toISOString().slice(0, 10) !== value.slice(0, 10);
  if (!Number.isFinite(ms) || rolledOver) throw new Error(`DEMO_NOW is not a real instant: '${value}'`);
  return ms;
};

interface ClockScope {
  Date: DateConstructor;
  __realDate?: DateConstructor;
}

/**
 * Replaces the global `Date` so that `new Date()`, `Date()` and `Date.now()` read the machine's
 * clock plus `offsetMs`; dates built from values, `Date.parse`, `Date.UTC` and `instanceof Date`
 * are unchanged. Self-contained (no imports, no closures over this module), so a browser page can
 * run it before its own scripts: Playwright's `context.addInitScript(pinClock, clockOffset())`.
 */
export function pinClock(offsetMs: number): void {
  const scope = globalThis as unknown as { Date: DateConstructor; __realDate?: DateConstructor };
  const Real = scope.__realDate ?? scope.Date;
  scope.__realDate = Real;
  const now = (): number => Real.now() + offsetMs;
  scope.Date = new Proxy(Real, {
    construct: (target, args: unknown[], newTarget: () => unknown) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new Real(now()).toString(),
    get: (target, property, receiver): unknown =>
      property === 'now' ? now : (Reflect.get(target, property, receiver) as unknown),
  });
}

const realNow = (): number => ((globalThis as unknown as ClockScope).__realDate ?? Date).now();

/** Pins this process's clock so that it reads `startMs` now. */
export const pinClockAt = (startMs: number): void => pinClock(startMs - realNow());

/** The offset this process's clock runs at (0 when not pinned), to hand to a page or a child process. */
export const clockOffset = (): number => Date.now() - realNow();
