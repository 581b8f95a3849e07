import { patientCountFor } from './screening/seed-patients';
import { MAX_SCALE } from './seed-records';
import type {
  DemoAuditAction,
  DemoAuditArchive,
  DemoAuditChange,
  DemoAuditEvent,
  DemoOrder,
  DemoOrderEvent,
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

/** The order moves the audit trail names (the operation each is the call of). */
const ORDER_MOVES: Readonly<Record<DemoOrderEvent['action'], [DemoAuditAction, string]>> = {
  placed: ['create', 'createOrder'],
  approved: ['status', 'approveOrder'],
  rejected: ['status', 'rejectOrder'],
  dispatched: ['status', 'dispatchOrder'],
  received: ['status', 'receiveOrder'],
  cancelled: ['status', 'cancelOrder'],
};

/** At most this many seeded events: the newest order moves (the snapshot keeps them). */
export const SEEDED_AUDIT_EVENTS = 2_000;

/**
 * The recorded events the demo starts with: the seeded orders' moves (their history, as the calls
 * would have recorded them), the newest SEEDED_AUDIT_EVENTS, ids after the archive's.
 */
export const seedAuditEvents = (input: {
  orders: readonly DemoOrder[];
  people: ReadonlyArray<{ id: number; first_name: string; last_name: string }>;
  archive: DemoAuditArchive;
}): DemoAuditEvent[] => {
  const names = new Map(
    input.people.map((person) => [person.id, `${person.first_name} ${person.last_name}`]),
  );
  const moves = input.orders
    .flatMap((order) => order.events.map((event) => ({ order, event })))
    .sort(
      (a, b) => a.event.at.localeCompare(b.event.at) || a.order.id - b.order.id || a.event.id - b.event.id,
    )
    .slice(-SEEDED_AUDIT_EVENTS);
  return moves.map(({ order, event }, index): DemoAuditEvent => {
    const [action, operation] = ORDER_MOVES[event.action];
    const changes: DemoAuditChange[] = [{ field: 'status', old: event.from_status, new: event.to_status }];
    if (event.reason !== null) changes.push({ field: 'reason', old: null, new: event.reason });
    const fields = changes.map((change) => change.field).join(', ');
    const words = operation.replace(/([A-Z])/g, ' $1').toLowerCase();
    return {
      id: input.archive.count + index + 1,
      at: event.at,
      actor_id: event.by_user_id,
      actor_name: names.get(event.by_user_id) ?? 'Unknown user',
      action,
      operation,
      entity: 'order',
      entity_id: order.id,
      patient_id: null,
      summary: `${words.charAt(0).toUpperCase()}${words.slice(1)}: order ${order.id} (${fields})`,
      changes,
    };
  });
};
