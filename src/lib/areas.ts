import { OPERATIONS, type Operation, type OperationId } from '@/lib/http/operations';

/**
 * The areas a role opens (the Roles catalogue's `permissions`; docs/shell.md, "Roles and areas";
 * docs/requirements.md 6). Only users of type Administrator are limited by them: customers and
 * doctors keep their type's rules. A pure module: the app (menu, routes, header) and the demo API
 * (src/mocks/handlers/session-gate.ts) read the same table.
 */
export const AREAS = [
  'dashboard',
  'manage',
  'master',
  'orders',
  'support',
  'inventory',
  'configuration',
  'monitor',
  'export',
  'telemedicine',
  'patients',
  'doctors',
  'users',
  'integrations',
  'audit',
] as const;

export type Area = (typeof AREAS)[number];

export const AREA_LABELS: Readonly<Record<Area, string>> = {
  dashboard: 'Dashboard',
  manage: 'Manage',
  master: 'Master data',
  orders: 'Orders',
  support: 'Support',
  inventory: 'Inventory',
  configuration: 'Configuration',
  monitor: 'Monitor',
  export: 'Export',
  telemedicine: 'Telemedicine',
  patients: 'Patients',
  doctors: 'Doctors',
  users: 'Users',
  integrations: 'Integrations',
  audit: 'Audit trail',
};

export const isArea = (value: unknown): value is Area =>
  typeof value === 'string' && (AREAS as readonly string[]).includes(value);

/**
 * What a call needs: an area, any signed-in user ('signed-in': sign-in, password, the unread badge,
 * the lookups every screen's pickers use), or an API key instead of a session ('public').
 */
export type CallArea = Area | 'signed-in' | 'public';

/** The tags of the generated operations (src/generated/operations.ts). */
export type Tag = Operation['tag'];

/** Tags of issue 37 mapped before their calls are generated (harmless once they are). */
type ComingTag = 'users' | 'api-keys' | 'integrations' | 'settings' | 'audit' | 'public';

/** Every tag's area; a new tag in openapi/v3.yaml fails the typecheck until it is given one here. */
export const TAG_AREAS: Readonly<Record<Tag | ComingTag, CallArea>> = {
  apk: 'master',
  auth: 'signed-in',
  camps: 'manage',
  'clinic-records': 'manage',
  'clinic-types': 'master',
  clinics: 'manage',
  consultations: 'telemedicine',
  consumables: 'orders',
  'customer-assignments': 'manage',
  'customer-records': 'manage',
  customers: 'manage',
  devices: 'master',
  discussions: 'manage',
  diseases: 'master',
  doctors: 'doctors',
  geography: 'master',
  // Master's Kiosk Configurations, Configuration's rollouts of them (config/kioskConfig).
  'kiosk-configs': 'master',
  'kiosk-rollouts': 'configuration',
  kiosks: 'inventory',
  languages: 'master',
  // The filter panel's and the address pickers' lists (countries, states, districts, locations).
  locations: 'signed-in',
  medicines: 'master',
  notifications: 'configuration',
  orders: 'orders',
  patients: 'patients',
  questionnaires: 'master',
  results: 'patients',
  // The Roles catalogue opens with the Users screens (the contract of issue 37).
  roles: 'users',
  // Running Low and the stock ledger sit in the Orders group, with Consumables.
  stock: 'orders',
  summary: 'dashboard',
  support: 'support',
  tests: 'master',
  videos: 'master',
  // Issue 37.
  users: 'users',
  // The handler decides: a customer with is_expose_api, or an administrator with `integrations`.
  'api-keys': 'signed-in',
  integrations: 'integrations',
  settings: 'configuration',
  audit: 'audit',
  public: 'public',
};

/**
 * Calls whose area is not their tag's: the lookups any screen's pickers and the header use, and
 * the calls of one tag that belong to another area.
 */
export const OPERATION_AREAS: Readonly<Partial<Record<OperationId | 'getSettings', CallArea>>> = {
  // The sidebar's unread badges (Support Queries, Discussions): every administrator's sidebar.
  getUnreadCounts: 'signed-in',
  // Pickers shared across areas: the customer, clinic and kiosk of a new query, the filter panel's
  // clinics, a consumable's test types, the kiosk models of orders and notifications, the kiosk
  // configurations a rollout picks, the roles of a notification's audience.
  filterCustomers: 'signed-in',
  filterClinics: 'signed-in',
  filterKiosks: 'signed-in',
  filterTestTypes: 'signed-in',
  listKioskModels: 'signed-in',
  filterKioskConfigs: 'signed-in',
  filterUserRoles: 'signed-in',
  // The header bell's counts are Monitor's.
  filterClinicMonitor: 'monitor',
  // The signed-in user's own push inbox (docs/push.md, "The demo inbox").
  listNotificationInbox: 'signed-in',
  recordNotificationReceipt: 'signed-in',
  // The Doctor board is telemedicine's live board.
  getDoctorBoard: 'telemedicine',
  // Every screen that formats money reads the currency.
  getSettings: 'signed-in',
};

const TAG_OF: ReadonlyMap<string, string> = new Map(
  OPERATIONS.map((operation) => [operation.operationId, operation.tag]),
);

/** The area a call needs, by its operation id ('signed-in' for an id the contract does not know). */
export const areaOfOperation = (operationId: string): CallArea =>
  (OPERATION_AREAS as Partial<Record<string, CallArea>>)[operationId] ??
  (TAG_AREAS as Partial<Record<string, CallArea>>)[TAG_OF.get(operationId) ?? ''] ??
  'signed-in';

/**
 * Calls that another area's screen makes too: the call answers a role with its own area (above) or
 * with any of these (docs/shell.md, "Roles and areas", "A call of several areas"). The Export
 * screen (area `export`) streams the patients and the results in the applied filter, so a role with
 * `export` but not `patients` exports them; the Patients screens (routes and menu, area `patients`)
 * stay closed to it, and a call's refusal still names its own area.
 */
export const ALSO_OPENED_BY: Readonly<Partial<Record<OperationId, readonly Area[]>>> = {
  filterPatients: ['export'],
  filterResults: ['export'],
};

/** Every area that opens a call: its own first, then those of ALSO_OPENED_BY. */
export const areasOfOperation = (operationId: string): readonly CallArea[] => [
  areaOfOperation(operationId),
  ...((ALSO_OPENED_BY as Partial<Record<string, readonly Area[]>>)[operationId] ?? []),
];

/**
 * The areas of a user's role: `null` = every area (not an administrator, or a role answer without
 * `permissions`, as today's backend may give).
 */
export type AreaGrant = readonly Area[] | null;

export const grantOf = (
  userType: string | null | undefined,
  permissions: readonly string[] | null | undefined,
): AreaGrant => (userType !== 'Administrator' || !permissions ? null : permissions.filter(isArea));

export const grants = (grant: AreaGrant, area: CallArea): boolean =>
  area === 'signed-in' || area === 'public' || grant === null || grant.includes(area);

/** Whether a role may make the call: one of the areas that open it is granted. */
export const grantsCall = (grant: AreaGrant, operationId: string): boolean =>
  areasOfOperation(operationId).some((area) => grants(grant, area));

/** "Your role does not include Support." */
export const areaRefusal = (area: Area): string => `Your role does not include ${AREA_LABELS[area]}.`;
