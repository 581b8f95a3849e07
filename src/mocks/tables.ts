import { seedCatalogues } from './catalogues/seed';
import { seedApiKeys } from './seed-api-keys';
import { seedAuditArchive, seedAuditEvents } from './seed-audit';
import { seedConsumables } from './seed-consumables';
import { seedIntegrations } from './seed-integrations';
import { seedCannedReplies, seedQueries } from './seed-queries';
import { seedBoardAdministrators, seedDiscussions } from './seed-discussions';
import { isRecordedSessions } from './screening/recorded-sessions';
import { seedPatients } from './screening/seed-patients';
import type { DemoRecordedSession } from './screening/types';
import { seedStaffAccounts } from './seed-users';
import { seedSettings } from './settings';
import { seedKioskRollouts } from './seed-kiosk-rollouts';
import { seedKiosks } from './seed-kiosks';
import { seedNotifications } from './seed-notifications';
import { seedOrders, seedOrderTables } from './seed-orders';
import { seedStock, seedStockArchive } from './seed-stock';
import { seedGeography, seedOriginalGeography } from './seed-geography';
import {
  campCountFor,
  clinicCountFor,
  DEMO_CUSTOMER_ID,
  seedAssignments,
  seedCamps,
  seedClinics,
  seedCustomers,
  seedGroups,
  seedUsers,
} from './seed-records';
import { type ChangeableOf, defineTables, type TablesOf } from './table-registry';
import { seedDoctors } from './telemedicine/seed-doctors';
import type { DemoTelemedicine } from './telemedicine/types';

const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null;

/**
 * Every table of the demo API, in seeding order (docs/demo-api.md, "The table registry"). A new
 * table is one entry here: its type, its getter on DemoDb and its seeding follow, and `changeable`
 * says whether the browser keeps it across reloads. The order is the seed's: the original tables
 * draw from one PRNG, so a new table goes last (src/mocks/seed.test.ts keeps their hash).
 */
export const DEMO_TABLES = defineTables()
  // Changeable since the proposed customer calls (docs/customers.md): Create Customer adds a
  // customer and their sign-in, whose passwords are kept only as hashes (src/mocks/password-hash.ts).
  // The discussion board's other administrators (no sign-in) follow the accounts: docs/discussions.md.
  // Issue 37's staff accounts (docs/users.md): their account fields and ~40 more administrators.
  .table({
    name: 'users',
    changeable: true,
    seed: ({ scale, now }) => seedStaffAccounts([...seedUsers(), ...seedBoardAdministrators()], scale, now),
  })
  .table({ name: 'customers', changeable: true, seed: ({ scale }) => seedCustomers(scale) })
  .table({ name: 'countries', changeable: true, seed: () => seedGeography().countries })
  .table({ name: 'states', changeable: true, seed: () => seedGeography().states })
  .table({ name: 'districts', changeable: true, seed: () => seedGeography().districts })
  .table({ name: 'locations', changeable: true, seed: () => seedGeography().locations })
  // Clinics and camps stay on the original places, so adding places moves none of them.
  // Changeable since the proposed clinic calls (docs/proposed-api.md, "Clinics"); their profiles
  // come from a PRNG of their own (seed-clinic-profiles.ts).
  .table({
    name: 'clinics',
    changeable: true,
    seed: ({ scale, prng }, { customers }) =>
      seedClinics(prng, clinicCountFor(scale), seedOriginalGeography().locations, customers),
  })
  .table({ name: 'groups', changeable: false, seed: () => seedGroups() })
  .table({
    name: 'camps',
    changeable: true,
    seed: ({ scale, prng, now }, { customers, clinics }) =>
      seedCamps(
        prng,
        campCountFor(scale),
        { locations: seedOriginalGeography().locations, customers, clinics },
        now,
      ),
  })
  .table({
    name: 'assignments',
    changeable: true,
    seed: ({ prng }, { camps, clinics, groups }) => seedAssignments(prng, camps, clinics, groups),
  })
  // From here on no table draws from the shared PRNG: adding one moves nothing seeded before it.
  // The master catalogues of the proposed calls (src/mocks/catalogues).
  .table({
    name: 'catalogues',
    changeable: true,
    stored: isObject,
    seed: ({ shiftDays }) => seedCatalogues(shiftDays),
  })
  // docs/patients.md: their sessions and results are seeded on first use (DemoDb's `screening`).
  .table({
    name: 'patients',
    changeable: true,
    seed: ({ scale }, { clinics }) => seedPatients(scale, clinics),
  })
  // docs/telemedicine.md: the doctors, whose ids are their user ids.
  .table({
    name: 'doctors',
    changeable: true,
    seed: ({ scale }, { clinics, customers }) => seedDoctors(scale, clinics, customers, DEMO_CUSTOMER_ID),
  })
  // Consultations and bookings: null until DemoDb's `telemedicine` seeds them on first read.
  .table({
    name: 'telemedicine',
    changeable: true,
    stored: (value) => typeof value === 'object',
    seed: (): DemoTelemedicine | null => null,
  })
  // docs/home-and-monitor.md, "Kiosk Inventory": the fleet and its history (a PRNG of its own).
  .table({
    name: 'kiosks',
    changeable: true,
    seed: ({ scale, now }, { clinics, catalogues }) => seedKiosks(scale, now, clinics, catalogues).kiosks,
  })
  // The seeded kiosks' histories: the audit trail's seed and the orders' (docs/audit.md, "Timelines
  // read the trail"). No call writes it and no view reads it: never persisted.
  .table({
    name: 'kioskEvents',
    changeable: false,
    seed: ({ scale, now }, { clinics, catalogues }) =>
      seedKiosks(scale, now, clinics, catalogues).kioskEvents,
  })
  // docs/kiosk-rollouts.md: configuration rollouts (two seeded; their progress is computed on read).
  .table({
    name: 'kioskRollouts',
    changeable: true,
    seed: ({ now }, { clinics, kiosks }) => seedKioskRollouts(now, clinics, kiosks, DEMO_CUSTOMER_ID),
  })
  // docs/orders.md, "Consumables": the catalogue of what kiosks use up, and the tests that use it.
  .table({
    name: 'consumables',
    changeable: true,
    seed: ({ now }, { catalogues }) => seedConsumables(now, catalogues),
  })
  // docs/orders.md, "Demo data": kiosk and consumable orders in every state (a PRNG of their own);
  // delivered kiosk orders are receipts of fleet kiosks, so they come after the fleet.
  .table({
    name: 'orders',
    changeable: true,
    seed: ({ scale, now }, { clinics, kiosks, kioskEvents, consumables }) =>
      seedOrders(scale, now, { clinics, kiosks, kioskEvents, consumables }),
  })
  // docs/orders.md, "Stock, days of cover and Running low": the stored ledger (received, adjusted);
  // `used` is derived from the screening results. After `orders`: its receipts match their dispatches.
  .table({
    name: 'stockMovements',
    changeable: true,
    seed: ({ now }, { clinics, consumables, patients, catalogues, orders }) =>
      seedStock({
        now,
        clinics,
        consumables,
        patients,
        catalogues,
        orders,
        demoCustomerId: DEMO_CUSTOMER_ID,
      }),
  })
  // docs/orders.md, "Performance": the stock ledger's history before the opening count, a few
  // numbers a pair from which its movements are generated on read. No call writes it: never persisted.
  .table({
    name: 'stockArchive',
    changeable: false,
    seed: ({ scale }, { clinics, consumables }) => seedStockArchive({ scale, clinics, consumables }),
  })
  // docs/support.md, "Demo data": support queries in every state with their threads, attachments'
  // bytes, read markers, and the administrators' canned replies (a PRNG of their own).
  .table({
    name: 'queries',
    changeable: true,
    seed: ({ scale, now }, { users, clinics, kiosks, catalogues }) =>
      seedQueries(scale, now, { users, clinics, kiosks, catalogues }).queries,
  })
  .table({
    name: 'queryAttachments',
    changeable: true,
    seed: ({ scale, now }, { users, clinics, kiosks, catalogues }) =>
      seedQueries(scale, now, { users, clinics, kiosks, catalogues }).queryAttachments,
  })
  .table({
    name: 'queryReads',
    changeable: true,
    seed: ({ scale, now }, { users, clinics, kiosks, catalogues }) =>
      seedQueries(scale, now, { users, clinics, kiosks, catalogues }).queryReads,
  })
  .table({ name: 'cannedReplies', changeable: true, seed: ({ now }) => seedCannedReplies(now) })
  // docs/discussions.md: the administrators' discussion board and their read markers (a PRNG of its own).
  .table({
    name: 'discussions',
    changeable: true,
    seed: ({ now }, { clinics, kiosks, orders }) =>
      seedDiscussions(now, { clinics, kiosks, orders }).discussions,
  })
  .table({
    name: 'discussionReads',
    changeable: true,
    seed: ({ now }, { clinics, kiosks, orders }) =>
      seedDiscussions(now, { clinics, kiosks, orders }).discussionReads,
  })
  // docs/notifications.md: push notifications in every status and the users' receipts (a PRNG of
  // their own); recipients are resolved from the fleet and the users seeded before them.
  .table({
    name: 'notifications',
    changeable: true,
    seed: ({ scale, now }, { users, customers, clinics, kiosks, catalogues }) =>
      seedNotifications(scale, now, { users, customers, clinics, kiosks, catalogues }).notifications,
  })
  .table({
    name: 'notificationReceipts',
    changeable: true,
    seed: ({ scale, now }, { users, customers, clinics, kiosks, catalogues }) =>
      seedNotifications(scale, now, { users, customers, clinics, kiosks, catalogues }).notificationReceipts,
  })
  // docs/settings.md: the one settings record (thresholds, SLA targets, currency), read through
  // src/mocks/settings.ts and edited by Settings.
  .table({ name: 'settings', changeable: true, stored: isObject, seed: ({ now }) => seedSettings(now) })
  // docs/audit.md: the events the demo API records (every write, every read of a patient), and the
  // history before them: a descriptor from which each of up to 1,000,000 events is generated.
  .table({
    name: 'auditArchive',
    changeable: false,
    stored: isObject,
    seed: ({ scale, now }, { users }) => seedAuditArchive({ scale, now, users }),
  })
  .table({
    name: 'auditEvents',
    changeable: true,
    // The seeded orders', kiosks' and queries' histories (docs/audit.md, "Timelines read the trail").
    seed: (
      { scale, now },
      { users, customers, clinics, kiosks, kioskEvents, consumables, catalogues, auditArchive },
    ) =>
      seedAuditEvents({
        orderEvents: seedOrderTables(scale, now, { clinics, kiosks, kioskEvents, consumables }).orderEvents,
        kioskEvents,
        queryEvents: seedQueries(scale, now, { users, clinics, kiosks, catalogues }).queryEvents,
        people: [...users, ...customers],
        archive: auditArchive,
      }),
  })
  // docs/integrations.md: External Integrations and their delivery log (a PRNG of its own).
  .table({ name: 'integrations', changeable: true, seed: ({ now }) => seedIntegrations(now).integrations })
  .table({ name: 'deliveries', changeable: true, seed: ({ now }) => seedIntegrations(now).deliveries })
  // docs/api-keys.md: customers' API keys (only the secrets' hashes), edited by API Secret Key.
  .table({
    name: 'apiKeys',
    changeable: true,
    seed: ({ now }, { customers, clinics }) => seedApiKeys(now, { customers, clinics }),
  })
  // docs/demo-api.md, "Recording a screening session": the sessions kiosks recorded, replayed into
  // DemoDb's `screening` when it is seeded. Added after snapshots were kept: an older one has none.
  .table({
    name: 'recordedSessions',
    changeable: true,
    stored: isRecordedSessions,
    absent: (): DemoRecordedSession[] => [],
    seed: (): DemoRecordedSession[] => [],
  });

/** Everything the handlers read and write, by table. */
export type DemoData = TablesOf<typeof DEMO_TABLES>;

/** The tables a snapshot holds. */
export type ChangeableTable = ChangeableOf<typeof DEMO_TABLES>;
