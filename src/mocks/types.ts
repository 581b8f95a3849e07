/** The demo API's records. Ids are positive integers; `status` false means inactive. */

export type DemoUserType = 'Administrator' | 'Customer' | 'Doctor';

export interface DemoUser {
  id: number;
  user_type: DemoUserType;
  is_expose_api: boolean;
  first_name: string;
  last_name: string;
  email: string;
  /** The seeded demo accounts' published passwords (the sign-in page lists them). */
  password?: string;
  /** Any other password: only its salted hash (src/mocks/password-hash.ts; docs/customers.md). */
  password_hash?: string;
  /** Signed in with a temporary password: a new one first (docs/shell.md, "First sign-in"). */
  must_change_password?: boolean;
  role: { id: number; name: string };
  /** Staff accounts (docs/users.md; optional on the type, the seed fills them): false = disabled. */
  status?: boolean;
  /** ISO date-time after which sign-in is refused; null never. */
  expires_at?: string | null;
  /** ISO date-time of the last successful sign-in; null never. */
  last_sign_in_at?: string | null;
  created_at?: string;
  updated_at?: string;
  version?: number;
  /** The administrator who created the account; null for the seeded ones. */
  created_by?: number | null;
  /** When an administrator last enabled the account: the inactivity clock restarts (docs/users.md). */
  enabled_at?: string | null;
  /** Why the demo API disabled the account on its own ("Disabled: not signed in for 180 days."); null otherwise. */
  disabled_reason?: string | null;
}

/** A customer (clinic operator). Its id is the customer's user id: camps and clinics point at it. */
export interface DemoCustomer extends DemoCustomerProfile {
  id: number;
  first_name: string;
  last_name: string;
  status: boolean;
}

/** What the proposed customer calls add to a customer (docs/proposed-api.md, "Customers"). */
export interface DemoCustomerProfile extends Versioned {
  organisation_name: string;
  email: string;
  phone: string;
  address: string;
  location_id: number;
  is_expose_api: boolean;
}

/** A record the proposed calls edit: every change raises `version` (stale edits get 409). */
export interface Versioned {
  version: number;
  /** ISO 8601 date-times (UTC). */
  created_at: string;
  updated_at: string;
}

export interface DemoCountry extends Versioned {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  status: boolean;
}

export interface DemoState extends Versioned {
  id: number;
  name: string;
  country_id: number;
  status: boolean;
}

export interface DemoDistrict extends Versioned {
  id: number;
  name: string;
  state_id: number;
  status: boolean;
}

export interface DemoLocation extends Versioned {
  id: number;
  name: string;
  district_id: number;
  status: boolean;
}

export interface DemoClinic extends DemoClinicProfile {
  id: number;
  name: string;
  location_id: number;
  /** The owning customer's id. */
  user_id: number;
  status: boolean;
  // Out of sync and pending an app update come from the clinic's kiosks (handlers/kiosk-health.ts).
}

/** A day's hours, HH:MM; both null: closed that day (docs/lists.md, "Clinics"). */
export interface DemoOpeningHours {
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  open: string | null;
  close: string | null;
}

/** What the proposed clinic calls add to a clinic (docs/proposed-api.md, "Clinics"). */
export interface DemoClinicProfile extends Versioned {
  clinic_type_id: number;
  address: string;
  phone: string;
  email: string;
  opening_hours: DemoOpeningHours[];
  /** YYYY-MM-DD. */
  amc_start: string;
  amc_expiry: string;
}

export interface DemoGroup {
  id: number;
  name: string;
  code: string;
  status: boolean;
}

export interface DemoCamp {
  id: number;
  name: string;
  /** ISO 8601 date-time at midnight UTC. */
  start_date: string;
  end_date: string;
  location_id: number;
  /** The customer's id. */
  user_id: number;
  status: boolean;
  camp_status: boolean;
  is_enabled: boolean;
  created_at: string;
}

/** A clinic assigned to a camp; unassigning sets `status` false (the row stays, as on the server). */
export interface DemoAssignment {
  assign_id: number;
  camp_id: number;
  clinic_id: number;
  group_id: number;
  status: boolean;
}

/** Everything the handlers read and write, by table: derived from the registry (src/mocks/tables.ts). */
export type { DemoData } from './tables';

/** docs/home-and-monitor.md, "Kiosk Inventory": a kiosk's place in its lifecycle. */
export type DemoKioskStatus = 'in_stock' | 'deployed' | 'in_repair' | 'retired';

/** A kiosk of the fleet (docs/proposed-api.md, "Kiosks"). */
export interface DemoKiosk extends Versioned {
  id: number;
  serial_number: string;
  /** The device manufacturer (catalogue `deviceManufacturers`) and its model name. */
  manufacturer_id: number;
  model_name: string;
  /** null in stock and once retired; kept while in repair (where it comes back to). */
  clinic_id: number | null;
  status: DemoKioskStatus;
  /** The installed app's `version_code` (catalogue `apkVersions`). */
  app_version_code: number;
  /** Kiosk configuration catalogue ids (`kioskConfigs`); null: none. */
  config_applied_id: number | null;
  config_target_id: number | null;
  /**
   * The last heartbeat while it is not reporting (in stock, in repair, retired); a deployed kiosk
   * reports every minute, so its last heartbeat follows the clock, unless it is `quiet`: then it
   * stops reporting at this instant (which may still be ahead on the demo day).
   */
  last_heartbeat_at: string | null;
  quiet: boolean;
  /** YYYY-MM-DD of its first deployment; null while never deployed. */
  installed_at: string | null;
}

/** One line of a kiosk's history: who moved it, when, from where to where, and why. */
export interface DemoKioskEvent {
  id: number;
  kiosk_id: number;
  at: string;
  by_user_id: number;
  action: 'received' | 'moved' | 'retired';
  from_status: DemoKioskStatus | null;
  from_clinic_id: number | null;
  to_status: DemoKioskStatus;
  to_clinic_id: number | null;
  reason: string;
}

/** docs/kiosk-rollouts.md: what a rollout sends its configuration to. */
export type DemoRolloutTargetKind = 'customer' | 'clinic' | 'kiosks';

/**
 * A rollout of a kiosk configuration (docs/kiosk-rollouts.md). The kiosks it reaches are fixed when
 * it starts; each kiosk's progress is computed on the demo clock (handlers/kiosk-rollout-sim.ts).
 */
export interface DemoKioskRollout extends Versioned {
  id: number;
  /** The configuration sent (catalogue `kioskConfigs`), and the one its target had before. */
  config_id: number;
  previous_config_id: number | null;
  target_kind: DemoRolloutTargetKind;
  /** The customer or the clinic; null for kiosks named. */
  target_id: number | null;
  /** The target's identity ('clinic:9', 'kiosks:3,14'): rollouts to one target count 1, 2, 3... */
  target_key: string;
  rollout_version: number;
  /** The kiosks reached, by id. */
  kiosk_ids: number[];
  /** The share sent first (1-99); null: all at once. */
  staged_percent: number | null;
  started_at: string;
  /** When Continue to all sent the rest of a staged rollout. */
  continued_at: string | null;
  started_by: number;
  rollback_of_id: number | null;
  rolled_back_by_id: number | null;
}

/** docs/orders.md, "Consumables": how many units of a consumable one result of a test uses. */
export interface DemoConsumableUse {
  /** Catalogue `testTypes`. */
  test_type_id: number;
  /** Whole units per result, 1-100. */
  quantity: number;
}

/**
 * A consumable of the catalogue (docs/orders.md, "Consumables"; docs/requirements.md 2.12): what a
 * kiosk uses up, the consumable device it serves, how it is packed and priced, and the tests that
 * use it. `price` is per unit (one `unit`, not one pack), in the currency of the settings
 * (src/mocks/settings.ts, `currency`); an order line copies it as its `unit_price`.
 */
export interface DemoConsumable extends Versioned {
  id: number;
  name: string;
  /** Catalogue `consumableDevices` (master/consumable-device). */
  consumable_device_id: number;
  /** What one unit is called: strip, lancet, cartridge... */
  unit: string;
  /** Units in a pack (orders are suggested in whole packs), at least 1. */
  pack_size: number;
  /** Per unit, at least 0, in the settings' currency. */
  price: number;
  status: boolean;
  uses: DemoConsumableUse[];
}

/**
 * docs/orders.md, "Stock, days of cover and Running low": one stored line of a clinic's stock
 * ledger. `used` movements are not stored: they are derived from the screening results at the clinic
 * (src/mocks/handlers/stock-usage.ts).
 */
export interface DemoStockMovement {
  id: number;
  clinic_id: number;
  consumable_id: number;
  /** received (+, from an order's dispatch) or adjusted (±, with a reason). */
  kind: 'received' | 'adjusted';
  /** Signed whole units. */
  quantity: number;
  /** ISO 8601 (UTC). */
  at: string;
  by_user_id: number;
  reason: string | null;
  order_id: number | null;
  dispatch_id: number | null;
  batch: string | null;
  /** YYYY-MM-DD; null: does not expire. */
  expires_on: string | null;
}

/** docs/orders.md: what an order is for, and where it is in its workflow. */
export type DemoOrderKind = 'kiosk' | 'consumable';
export type DemoOrderStatus = 'placed' | 'approved' | 'dispatched' | 'delivered' | 'rejected' | 'cancelled';

/** One line of an order: a kiosk model (kiosk orders) or a consumable (consumable orders). */
export interface DemoOrderLine {
  id: number;
  manufacturer_id: number | null;
  model_name: string | null;
  consumable_id: number | null;
  quantity: number;
  /** The consumable's price per unit when the order was placed; null for kiosks. */
  unit_price: number | null;
}

/** What one dispatch carried of one line: kiosks by serial, consumables with a batch and expiry. */
export interface DemoOrderDispatchLine {
  line_id: number;
  quantity: number;
  serials: string[];
  batch: string | null;
  /** YYYY-MM-DD; null: does not expire. */
  expires_on: string | null;
}

/** One shipment of an order (partial dispatch: an order may have several). */
export interface DemoOrderDispatch {
  id: number;
  at: string;
  by_user_id: number;
  lines: DemoOrderDispatchLine[];
  received_at: string | null;
  received_by: number | null;
}

/** One line of an order's history: who, what, when and why. */
export interface DemoOrderEvent {
  id: number;
  at: string;
  by_user_id: number;
  action: 'placed' | 'approved' | 'rejected' | 'dispatched' | 'received' | 'cancelled';
  from_status: DemoOrderStatus | null;
  to_status: DemoOrderStatus;
  reason: string | null;
  detail: string | null;
}

/** A kiosk or consumable order (docs/orders.md), with its dispatches and history. */
export interface DemoOrder extends Versioned {
  id: number;
  kind: DemoOrderKind;
  /** The clinic's customer when it was placed. */
  customer_id: number;
  clinic_id: number;
  status: DemoOrderStatus;
  notes: string | null;
  placed_by: number;
  placed_at: string;
  /** The support query that started it (issue 36); null when none. */
  query_id: number | null;
  lines: DemoOrderLine[];
  dispatches: DemoOrderDispatch[];
}

/** What a discussion topic may link to (docs/discussions.md); never a patient. */
export type DemoDiscussionLinkKind = 'clinic' | 'kiosk' | 'order' | 'query';

/** One message of a discussion topic; the first of a topic is its opening post. */
export interface DemoDiscussionMessage {
  id: number;
  at: string;
  author_id: number;
  text: string;
}

/** A topic of the administrators' discussion board (docs/discussions.md). */
export interface DemoDiscussion extends Versioned {
  id: number;
  title: string;
  author_id: number;
  link: { kind: DemoDiscussionLinkKind; id: number } | null;
  messages: DemoDiscussionMessage[];
}

/** A user's read marker in a topic: the last message they have read. */
export interface DemoDiscussionRead {
  user_id: number;
  topic_id: number;
  message_id: number;
}

/** docs/notifications.md: who a push notification goes to (kiosks by scope, or dashboard users). */
export type DemoNotificationAudience =
  | {
      kind: 'kiosks';
      scope: 'all' | 'customer' | 'clinic' | 'model' | 'app_version';
      /** Customer, clinic or app version code ids, by scope. */
      ids: number[];
      /** Model names, for the `model` scope. */
      models: string[];
    }
  | { kind: 'users'; user_types: DemoUserType[]; role_ids: number[] };

/**
 * A push notification (docs/notifications.md). Its status comes from the clock and `cancelled_at`;
 * its delivery from the fleet's heartbeats (kiosks) or the receipts (users).
 */
export interface DemoNotification extends Versioned {
  id: number;
  title: string;
  body: string;
  link: string | null;
  image_url: string | null;
  audience: DemoNotificationAudience;
  /** ISO 8601 (UTC). */
  send_at: string;
  created_by: number;
  cancelled_at: string | null;
  cancelled_by: number | null;
  /** A test: sent to its author alone, left out of the list. */
  test: boolean;
  /** Kiosk ids or user ids, resolved when it was saved. */
  recipients: number[];
}

/** A dashboard user's receipt of a notification (the foreground path, docs/notifications.md). */
export interface DemoNotificationReceipt {
  notification_id: number;
  user_id: number;
  displayed_at: string | null;
  clicked_at: string | null;
}

/** Support queries (docs/support.md). */
export type DemoQueryCategory = 'kiosk_hardware' | 'app' | 'consumables' | 'billing' | 'other';
export type DemoQueryPriority = 'low' | 'normal' | 'high' | 'urgent';
export type DemoQueryStatus = 'open' | 'in_progress' | 'resolved' | 'closed';
export type DemoAttachmentType = 'image/png' | 'image/jpeg' | 'application/pdf';

/** An attachment's metadata on its message; the bytes are in `queryAttachments`. */
export interface DemoQueryAttachmentMeta {
  id: number;
  name: string;
  content_type: DemoAttachmentType;
  size: number;
}

/** One message of a query's thread; `internal` notes never reach a customer. */
export interface DemoQueryMessage {
  id: number;
  at: string;
  author_id: number;
  text: string;
  internal: boolean;
  attachments: DemoQueryAttachmentMeta[];
}

/** A status or triage line of a query's history (`by_user_id` null: the system). */
export interface DemoQueryEvent {
  id: number;
  at: string;
  by_user_id: number | null;
  action: 'created' | 'triaged' | 'started' | 'resolved' | 'closed' | 'reopened';
  from_status: DemoQueryStatus | null;
  to_status: DemoQueryStatus;
  detail: string | null;
}

/** The kiosk as it was when the query was raised; never updated. */
export interface DemoKioskSnapshot {
  serial_number: string;
  model: { manufacturer: { id: number; name: string }; name: string };
  status: DemoKioskStatus;
  clinic: { id: number; name: string } | null;
  app_version: { code: number; name: string };
  forced_version: { code: number; name: string } | null;
  behind_forced: boolean;
  configuration: { id: number; name: string } | null;
  last_heartbeat_at: string | null;
  taken_at: string;
}

export interface DemoQuery extends Versioned {
  id: number;
  subject: string;
  category: DemoQueryCategory;
  priority: DemoQueryPriority;
  status: DemoQueryStatus;
  customer_id: number;
  clinic_id: number;
  kiosk_id: number | null;
  kiosk_snapshot: DemoKioskSnapshot | null;
  assignee_id: number | null;
  created_by: number;
  related_query_id: number | null;
  waiting_on_customer: boolean;
  /** Minutes the SLA was paused (waiting on the customer) before `paused_since`. */
  paused_minutes: number;
  paused_since: string | null;
  first_response_at: string | null;
  resolved_at: string | null;
  closed_at: string | null;
  messages: DemoQueryMessage[];
}

/** An attachment's bytes (base64), kept apart so lists and threads stay small. */
export interface DemoQueryAttachment {
  id: number;
  query_id: number;
  message_id: number;
  data: string;
}

/** A user's read marker on a query: the last message they have read. */
export interface DemoQueryRead {
  user_id: number;
  query_id: number;
  message_id: number;
}

/** A reply template of the administrators (docs/support.md, "Canned replies"). */
export interface DemoCannedReply extends Versioned {
  id: number;
  title: string;
  body: string;
  status: boolean;
}

/** A priority's support SLA targets, in minutes (docs/settings.md). */
export interface DemoSlaTarget {
  first_response: number;
  resolution: number;
}

/** The currencies Settings offers (ISO 4217). */
export type DemoCurrency = 'INR' | 'USD' | 'EUR' | 'GBP' | 'NPR' | 'KES' | 'AED';

/**
 * The one settings record (docs/settings.md): the thresholds and the currency the demo API reads
 * through src/mocks/settings.ts, with its version and who saved it last (null: the seed).
 */
export interface DemoSettings {
  heartbeat_minutes: number;
  sla: Record<DemoQueryPriority, DemoSlaTarget>;
  reorder_lead_days: number;
  reorder_safety_days: number;
  currency: DemoCurrency;
  inactive_days: number;
  /** Scheduled disabling of inactive staff accounts (docs/users.md, "Disabling inactive accounts"). */
  disable_inactive_users: boolean;
  disable_inactive_after_days: number;
  version: number;
  updated_at: string;
  updated_by: number | null;
}

/** What an integration receives (docs/integrations.md). */
export type DemoIntegrationEvent =
  'result.recorded' | 'consultation.completed' | 'order.moved' | 'query.answered';

/** An External Integration (docs/integrations.md): a webhook, or a FHIR R4 endpoint for results. */
export interface DemoIntegration extends Versioned {
  id: number;
  name: string;
  kind: 'webhook' | 'fhir';
  url: string;
  events: DemoIntegrationEvent[];
  status: boolean;
  /** The masked secret shown after save: `whsec_…` and the last 4 characters. */
  secret_prefix: string;
  /** The server signs with it, so it is kept; no answer, log, audit event or export carries it. */
  signing_secret: string;
}

/** One event sent (or being sent) to an integration, with its last attempt (docs/integrations.md). */
export interface DemoDelivery {
  id: number;
  integration_id: number;
  event: DemoIntegrationEvent;
  at: string;
  status_code: number | null;
  latency_ms: number | null;
  attempts: number;
  state: 'pending' | 'delivered' | 'failed';
  next_attempt_at: string | null;
  error: string | null;
  /** The raw JSON body sent; the signature covers it. */
  body: string;
  response_excerpt: string | null;
  test: boolean;
}

/** What an audit event records (docs/audit.md); `read` is a read of a patient's record or results. */
export type DemoAuditAction =
  'create' | 'update' | 'delete' | 'status' | 'read' | 'sign_in' | 'rotate' | 'revoke' | 'deliver';

/** One field a write changed, its values as text; never a secret's field (docs/audit.md). */
export interface DemoAuditChange {
  field: string;
  old: string | null;
  new: string | null;
}

/** One audit event the demo API recorded (docs/audit.md): who did what, when, to which record. */
export interface DemoAuditEvent {
  id: number;
  at: string;
  actor_id: number | null;
  actor_name: string;
  action: DemoAuditAction;
  operation: string;
  entity: string;
  entity_id: number | null;
  patient_id: number | null;
  summary: string;
  changes: DemoAuditChange[];
  /**
   * The record's timeline line when the event is a step of its workflow (an order's move, a kiosk's
   * move, a query's status or triage): what Order, Kiosk and Query Details show as their history
   * (docs/audit.md, "Timelines read the trail"). Kept inside the demo: filterAuditEvents answers
   * without it.
   */
  line?: DemoAuditLine;
}

/** A timeline line of an order, a kiosk or a query, as its audit event carries it. */
export type DemoAuditLine =
  | ({ entity: 'order' } & Omit<DemoOrderEvent, 'id' | 'at' | 'by_user_id'>)
  | ({ entity: 'kiosk' } & Omit<DemoKioskEvent, 'id' | 'at' | 'by_user_id' | 'kiosk_id'>)
  | ({ entity: 'query' } & Omit<DemoQueryEvent, 'id' | 'at' | 'by_user_id'>);

/**
 * The audit trail's history before the demo started (docs/audit.md, "Demo data"): a few numbers from
 * which the handler generates each event by its index (src/mocks/handlers/audit-archive.ts), so
 * 1,000,000 events at DEMO_SCALE=max cost no rows and no snapshot.
 */
export interface DemoAuditArchive {
  /** How many events (ids 1 to count, oldest first). */
  count: number;
  /** The newest archived event's time (ms) and the spacing of events (ms). */
  last_ms: number;
  step_ms: number;
  /** Who reads patients (administrators) and who else signs in (customers): [id, "First Last"]. */
  readers: Array<[number, string]>;
  others: Array<[number, string]>;
  /** Patients 1 to this are read. */
  patients: number;
}

/** What an API key may read (docs/api-keys.md). */
export type DemoApiKeyScope = 'results' | 'patients' | 'kiosks' | 'orders';

/**
 * A customer's API key (docs/api-keys.md): only the secret's SHA-256 hash and its first 12
 * characters are kept; its status is computed (api-key-view.ts).
 */
export interface DemoApiKey extends Versioned {
  id: number;
  customer_id: number;
  name: string;
  scopes: DemoApiKeyScope[];
  /** Empty: all the customer's clinics. */
  clinic_ids: number[];
  /** IPv4, IPv6 or CIDR; empty: any address. */
  allowed_ips: string[];
  expires_at: string;
  created_by: number;
  last_used_at: string | null;
  last_used_ip: string | null;
  prefix: string;
  secret_hash: string;
  retiring_until: string | null;
  revoked_at: string | null;
  replaced_by: number | null;
}
