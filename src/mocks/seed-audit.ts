import { patientCountFor } from './screening/seed-patients';
import { MAX_SCALE } from './seed-records';
import { lineEvent } from './handlers/audit-line';
import type {
  DemoAuditArchive,
  DemoAuditEvent,
  DemoAuditLine,
  DemoKioskEvent,
  DemoOrderEvent,
  DemoQueryEvent,
  DemoUser,
} from './types';

/** Events in the archive: a few thousand at scale 1, 1,000,000 at DEMO_SCALE=max (docs/audit.md). */
export const AUDIT_ARCHIVE_AT_ONE = 3_000;
export const AUDIT_ARCHIVE_AT_MAX = 1_000_000;

export const auditArchiveCountFor = (scale: number): number =>
  scale >= MAX_SCALE
    ? AUDIT_ARCHIVE_AT_MAX
    : Math.round(
        AUDIT_ARCHIVE_AT_ONE +
          ((AUDIT_ARCHIVE_AT_MAX - AUDIT_ARCHIVE_AT_ONE) * (scale - 1)) / (MAX_SCALE - 1),
      );

const DAY = 86_400_000;
/** The archive spans the year before the seed's day and ends an hour before that day. */
const SPAN_MS = 365 * DAY;
const GAP_MS = 3_600_000;

const named = (user: DemoUser): [number, string] => [user.id, `${user.first_name} ${user.last_name}`];

/**
 * The audit trail's history before the demo started: a descriptor, not rows
 * (src/mocks/handlers/audit-archive.ts generates event n from it). Its readers are the seeded
 * administrators, its patients the seeded ones, so the events name real people.
 */
export const seedAuditArchive = (input: {
  scale: number;
  now: number;
  users: readonly DemoUser[];
  count?: number;
}): DemoAuditArchive => {
  const count = input.count ?? auditArchiveCountFor(input.scale);
  return {
    count,
    // The hour before now's day began: the same on every start that day (src/mocks/seed.test.ts).
    last_ms: Math.floor(input.now / DAY) * DAY - GAP_MS,
    step_ms: Math.max(1_000, Math.floor(SPAN_MS / Math.max(1, count))),
    readers: input.users.filter((user) => user.user_type === 'Administrator').map(named),
    others: input.users.filter((user) => user.user_type === 'Customer').map(named),
    patients: patientCountFor(input.scale),
  };
};

/**
 * The recorded events the demo starts with: every seeded order's, kiosk's and query's history
 * (docs/audit.md, "Timelines read the trail"), as the calls would have recorded them, oldest first,
 * ids after the archive's. The seeds hand these histories to this seed only: no record holds them.
 */
export const seedAuditEvents = (input: {
  orderEvents: ReadonlyArray<DemoOrderEvent & { order_id: number }>;
  kioskEvents: readonly DemoKioskEvent[];
  queryEvents: ReadonlyArray<DemoQueryEvent & { query_id: number }>;
  people: ReadonlyArray<{ id: number; first_name: string; last_name: string }>;
  archive: DemoAuditArchive;
}): DemoAuditEvent[] => {
  const names = new Map(
    input.people.map((person) => [person.id, `${person.first_name} ${person.last_name}`]),
  );
  interface Seeded {
    at: string;
    by: number | null;
    entity_id: number;
    line: DemoAuditLine;
  }
  const lines: Seeded[] = [];
  for (const { id: _id, at, by_user_id, order_id, ...line } of input.orderEvents)
    lines.push({ at, by: by_user_id, entity_id: order_id, line: { entity: 'order', ...line } });
  for (const { id: _id, at, by_user_id, kiosk_id, ...line } of input.kioskEvents)
    lines.push({ at, by: by_user_id, entity_id: kiosk_id, line: { entity: 'kiosk', ...line } });
  for (const { id: _id, at, by_user_id, query_id, ...line } of input.queryEvents)
    lines.push({ at, by: by_user_id, entity_id: query_id, line: { entity: 'query', ...line } });
  // Oldest first, then by record: the same order on every start.
  const order = ['order', 'kiosk', 'query'];
  lines.sort(
    (a, b) =>
      (a.at < b.at ? -1 : a.at > b.at ? 1 : 0) ||
      order.indexOf(a.line.entity) - order.indexOf(b.line.entity) ||
      a.entity_id - b.entity_id,
  );
  return lines.map((seeded, index) =>
    lineEvent({
      id: input.archive.count + index + 1,
      at: seeded.at,
      actor_id: seeded.by,
      actor_name: seeded.by === null ? 'System' : (names.get(seeded.by) ?? 'Unknown user'),
      entity_id: seeded.entity_id,
      line: seeded.line,
    }),
  );
};
