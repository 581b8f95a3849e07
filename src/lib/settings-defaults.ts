/**
 * The defaults of the platform settings (docs/settings.md, "The settings"): what the demo API seeds
 * and what the app assumes until the settings have loaded. A pure module, read by both.
 */
export const SETTINGS_DEFAULTS = {
  /** A deployed kiosk whose last heartbeat is older than this many minutes is out of sync. */
  heartbeat_minutes: 30,
  /** Support SLA targets in minutes per priority: first response and resolution (docs/support.md, "SLA"). */
  sla: {
    urgent: { first_response: 60, resolution: 480 },
    high: { first_response: 240, resolution: 1440 },
    normal: { first_response: 480, resolution: 2880 },
    low: { first_response: 1440, resolution: 7200 },
  },
  /** Days from ordering consumables to their arrival (docs/orders.md, "Stock, days of cover and Running low"). */
  reorder_lead_days: 7,
  /** Days of use kept in hand beyond the lead time before a reorder is suggested. */
  reorder_safety_days: 3,
  /** ISO 4217: the currency of consumable prices and order totals (docs/orders.md, "Consumables"). */
  currency: 'INR',
  /** A user not signed in for this many days is inactive (the users filter). */
  inactive_days: 90,
  /** Disable staff accounts not signed in for `disable_inactive_after_days` (docs/users.md): off by default. */
  disable_inactive_users: false,
  /** The days of that rule, used once it is turned on. */
  disable_inactive_after_days: 180,
} as const;
