import type { DemoDb } from './db';

/**
 * The demo API's settings (docs/home-and-monitor.md, "Where the counts come from"): one place, read
 * through `heartbeatMinutes`, so the future Settings screen has one value to edit.
 */
export const DEMO_SETTINGS = {
  /** N: a deployed kiosk whose last heartbeat is older than this many minutes is out of sync. */
  heartbeat_minutes: 30,
  /** ISO 4217: the currency of consumable prices and order totals (docs/orders.md, "Consumables"). */
  currency: 'INR',
  /** Days from ordering consumables to their arrival (docs/orders.md, "Stock, days of cover and Running low"). */
  reorder_lead_days: 7,
  /** Days of use kept in hand beyond the lead time before a reorder is suggested. */
  reorder_safety_days: 3,
  /**
   * Support SLA targets in minutes per priority: first response and resolution (docs/support.md,
   * "SLA"; issue 37 makes them editable).
   */
  sla: {
    urgent: { first_response: 60, resolution: 480 },
    high: { first_response: 240, resolution: 1440 },
    normal: { first_response: 480, resolution: 2880 },
    low: { first_response: 1440, resolution: 7200 },
  },
} as const;

/** N of "no heartbeat for more than N minutes" (docs/requirements.md 2.4: the header's monitors). */
export const heartbeatMinutes = (_db: DemoDb): number => DEMO_SETTINGS.heartbeat_minutes;

/** The currency prices and totals are in (docs/orders.md, "Consumables"; issue 37 makes it editable). */
export const currency = (_db: DemoDb): string => DEMO_SETTINGS.currency;

/** The lead time of a consumable order, in days (docs/orders.md, "Stock, days of cover and Running low"). */
export const reorderLeadDays = (_db: DemoDb): number => DEMO_SETTINGS.reorder_lead_days;

/** The safety days added to the lead time in the reorder point (docs/orders.md). */
export const reorderSafetyDays = (_db: DemoDb): number => DEMO_SETTINGS.reorder_safety_days;

export type SlaPriority = keyof typeof DEMO_SETTINGS.sla;
export interface SlaTarget {
  first_response: number;
  resolution: number;
}

/** The support SLA targets in minutes, per priority (docs/support.md, "SLA"). */
export const slaTargets = (_db: DemoDb): Readonly<Record<SlaPriority, SlaTarget>> => DEMO_SETTINGS.sla;
