import type { DemoDb } from './db';

/**
 * The demo API's settings (docs/home-and-monitor.md, "Where the counts come from"): one place, read
 * through `heartbeatMinutes`, so the future Settings screen has one value to edit.
 */
export const DEMO_SETTINGS = {
  /** N: a deployed kiosk whose last heartbeat is older than this many minutes is out of sync. */
  heartbeat_minutes: 30,
} as const;

/** N of "no heartbeat for more than N minutes" (docs/requirements.md 2.4: the header's monitors). */
export const heartbeatMinutes = (_db: DemoDb): number => DEMO_SETTINGS.heartbeat_minutes;
