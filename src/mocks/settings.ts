import { SETTINGS_DEFAULTS } from '@/lib/settings-defaults';

import type { DemoDb } from './db';
import { DAY } from './seed-day';
import type { DemoQueryPriority, DemoSettings, DemoSlaTarget } from './types';

/**
 * The demo API's settings (docs/settings.md): one versioned record, the `settings` table, which
 * Settings (`config/settings`) edits. The handlers read it only through the getters below, so a
 * saved change applies at the next call (Monitor's out of sync, SLA time left, Running low, the
 * currency of prices and totals, the users' inactivity filter).
 */

/** The seeded values: each setting's default (docs/settings.md, "The settings"). */
export const DEFAULT_SETTINGS: Omit<DemoSettings, 'version' | 'updated_at' | 'updated_by'> =
  SETTINGS_DEFAULTS;

/**
 * The table's seed: the defaults, version 1, saved by nobody yet, at the start of the seed's day (the
 * same on every start that day, as every seed is: docs/demo-api.md, "One clock").
 */
export const seedSettings = (now: number): DemoSettings => ({
  ...DEFAULT_SETTINGS,
  sla: {
    urgent: { ...DEFAULT_SETTINGS.sla.urgent },
    high: { ...DEFAULT_SETTINGS.sla.high },
    normal: { ...DEFAULT_SETTINGS.sla.normal },
    low: { ...DEFAULT_SETTINGS.sla.low },
  },
  version: 1,
  updated_at: new Date(Math.floor(now / DAY) * DAY).toISOString(),
  updated_by: null,
});

/** N of "no heartbeat for more than N minutes" (docs/requirements.md 2.4: the header's monitors). */
export const heartbeatMinutes = (db: DemoDb): number => db.settings.heartbeat_minutes;

/** The currency prices and totals are in (docs/orders.md, "Consumables"). */
export const currency = (db: DemoDb): string => db.settings.currency;

/** The lead time of a consumable order, in days (docs/orders.md, "Stock, days of cover and Running low"). */
export const reorderLeadDays = (db: DemoDb): number => db.settings.reorder_lead_days;

/** The safety days added to the lead time in the reorder point (docs/orders.md). */
export const reorderSafetyDays = (db: DemoDb): number => db.settings.reorder_safety_days;

/** Days without a sign-in after which a user counts as inactive (the users filter, docs/settings.md). */
export const inactiveDays = (db: DemoDb): number => db.settings.inactive_days;

export type SlaPriority = DemoQueryPriority;
export type SlaTarget = DemoSlaTarget;

/** The support SLA targets in minutes, per priority (docs/support.md, "SLA"). */
export const slaTargets = (db: DemoDb): Readonly<Record<SlaPriority, SlaTarget>> => db.settings.sla;
