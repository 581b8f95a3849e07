import type { DemoAuditArchive, DemoAuditEvent } from '../types';

/**
 * The audit trail's history before the demo started (docs/audit.md, "Demo data"): event n (0 the
 * oldest, id n + 1) is generated from the archive's few numbers, never stored nor persisted. Three
 * kinds, each naming real people: an administrator reads a patient's record, or their results, and
 * someone signs in. A filter scans three typed columns built on the first call (about 7 MB and
 * a few tens of ms at 1,000,000 events), never objects.
 */

type Kind = 0 | 1 | 2;
const KINDS = [
  { action: 'read', operation: 'getPatient', entity: 'patient' },
  { action: 'read', operation: 'filterResults', entity: 'patient' },
  { action: 'sign_in', operation: 'loginDashboard', entity: 'user' },
] as const;

/** A list of events per key (an actor, a patient): `events[offsets[k]]` to `events[offsets[k + 1]]`, oldest first. */
interface Grouped {
  offsets: Int32Array;
  events: Int32Array;
}

/**
 * The archive's columns: who (an index into readers, then others), which kind, which patient (0 for a
 * sign-in); and each actor's and each patient's events, so one user's Activity or one patient's
 * Access reads only their own events.
 */
interface Columns {
  actor: Uint16Array;
  kind: Uint8Array;
  subject: Int32Array;
  byActor: Grouped;
  byPatient: Grouped;
}

/** Groups events by key in one pass (`counts[k + 1]` holds how many events key k has). */
const group = (keys: Int32Array, counts: Int32Array): Grouped => {
  const size = counts.length - 1;
  const offsets = counts;
  for (let k = 0; k < size; k += 1) offsets[k + 1] = (offsets[k + 1] as number) + (offsets[k] as number);
  const next = offsets.slice(0, size);
  const events = new Int32Array(offsets[size] as number);
  for (let n = 0; n < keys.length; n += 1) {
    const key = keys[n] as number;
    if (key < 0) continue;
    const at = next[key] as number;
    events[at] = n;
    next[key] = at + 1;
  }
  return { offsets, events };
};

const listOf = (grouped: Grouped, key: number): Int32Array =>
  key < 0 || key + 1 >= grouped.offsets.length
    ? new Int32Array(0)
    : grouped.events.subarray(grouped.offsets[key] ?? 0, grouped.offsets[key + 1] ?? 0);

const SEED = 37_000_037;

/** A whole number in [0, 2^32) from an index and a field: mulberry32's mix, so any event is one call. */
const hash = (index: number, field: number): number => {
  let t = (SEED ^ Math.imul(index, 0x9e3779b1) ^ Math.imul(field, 0x85ebca6b)) >>> 0;
  t = (t + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
};

const columnsOf = new WeakMap<DemoAuditArchive, Columns>();

const build = (archive: DemoAuditArchive): Columns => {
  const { count } = archive;
  const readers = Math.max(1, archive.readers.length);
  const actors = readers + archive.others.length;
  const patients = Math.max(1, archive.patients);
  const actor = new Uint16Array(count);
  const kind = new Uint8Array(count);
  const subject = new Int32Array(count);
  // The keys to group by (-1: none) and each key's count, filled in the same pass.
  const actorKey = new Int32Array(count);
  const patientKey = new Int32Array(count);
  const actorCounts = new Int32Array(actors + 1);
  const patientCounts = new Int32Array(patients + 2);
  for (let n = 0; n < count; n += 1) {
    const roll = hash(n, 1) % 100;
    // 45% record reads, 30% results reads, 25% sign-ins (an administrator's or a customer's).
    const k: Kind = roll < 45 ? 0 : roll < 75 ? 1 : 2;
    const who = hash(n, 2) % (k === 2 ? actors : readers);
    const patient = k === 2 ? 0 : 1 + (hash(n, 3) % patients);
    kind[n] = k;
    actor[n] = who;
    subject[n] = patient;
    actorKey[n] = who;
    actorCounts[who + 1] = (actorCounts[who + 1] as number) + 1;
    patientKey[n] = k === 2 ? -1 : patient;
    if (k !== 2) patientCounts[patient + 1] = (patientCounts[patient + 1] as number) + 1;
  }
  return {
    actor,
    kind,
    subject,
    byActor: group(actorKey, actorCounts),
    byPatient: group(patientKey, patientCounts),
  };
};

export const archiveColumns = (archive: DemoAuditArchive): Columns => {
  let columns = columnsOf.get(archive);
  if (!columns) {
    columns = build(archive);
    columnsOf.set(archive, columns);
  }
  return columns;
};

const actorOf = (archive: DemoAuditArchive, index: number): [number, string] =>
  (index < archive.readers.length
    ? archive.readers[index]
    : archive.others[index - archive.readers.length]) ?? [0, 'Unknown user'];

/** When event n happened (ms): evenly spaced, the newest at `last_ms`. */
export const archiveTime = (archive: DemoAuditArchive, n: number): number =>
  archive.last_ms - (archive.count - 1 - n) * archive.step_ms;

/** Event n of the archive (0 the oldest), as the call answers it. */
export const archiveEvent = (archive: DemoAuditArchive, n: number): DemoAuditEvent => {
  const columns = archiveColumns(archive);
  const kind = KINDS[columns.kind[n] ?? 0] ?? KINDS[0];
  const [actorId, actorName] = actorOf(archive, columns.actor[n] ?? 0);
  const subject = columns.subject[n] ?? 0;
  const patient = kind.entity === 'patient' ? subject : null;
  return {
    id: n + 1,
    at: new Date(archiveTime(archive, n)).toISOString(),
    actor_id: actorId,
    actor_name: actorName,
    action: kind.action,
    operation: kind.operation,
    entity: kind.entity,
    entity_id: patient ?? actorId,
    patient_id: patient,
    summary:
      kind.operation === 'getPatient'
        ? `Read patient ${subject}'s record`
        : kind.operation === 'filterResults'
          ? `Read patient ${subject}'s results`
          : `${actorName} signed in`,
    changes: [],
  };
};

/** What the archive can be asked (the call's filters; days already turned into ms). */
export interface ArchiveFilter {
  actor_id: number | null;
  entity: string | null;
  entity_id: number | null;
  patient_id: number | null;
  action: string | null;
  from_ms: number | null;
  to_ms: number | null;
}

/** The kinds a filter can match (entity, action), as a bit set over KINDS. */
const kindsOf = (filter: ArchiveFilter): number => {
  let set = 0;
  KINDS.forEach((kind, index) => {
    if (filter.entity !== null && filter.entity !== kind.entity) return;
    if (filter.action !== null && filter.action !== kind.action) return;
    set |= 1 << index;
  });
  return set;
};

/** The actor's column value, or -1 for an actor the archive does not hold (it then matches nothing). */
const actorIndex = (archive: DemoAuditArchive, actorId: number): number => {
  const reader = archive.readers.findIndex(([id]) => id === actorId);
  if (reader >= 0) return reader;
  const other = archive.others.findIndex(([id]) => id === actorId);
  return other >= 0 ? archive.readers.length + other : -1;
};

let buffer = new Int32Array(0);

/**
 * The archive's events that match, newest first, as indexes (a view of a shared buffer: read it
 * before the next call). The day range becomes an index range by arithmetic; the rest is one pass
 * over the columns.
 */
export const matchArchive = (archive: DemoAuditArchive, filter: ArchiveFilter): Int32Array => {
  const { count } = archive;
  const kinds = kindsOf(filter);
  const actor = filter.actor_id === null ? null : actorIndex(archive, filter.actor_id);
  if (count === 0 || kinds === 0 || actor === -1) return buffer.subarray(0, 0);
  const first = archiveTime(archive, 0);
  const low =
    filter.from_ms === null ? 0 : Math.max(0, Math.ceil((filter.from_ms - first) / archive.step_ms));
  const high =
    filter.to_ms === null
      ? count - 1
      : Math.min(count - 1, Math.floor((filter.to_ms - first) / archive.step_ms));
  if (buffer.length < count) buffer = new Int32Array(count);
  const columns = archiveColumns(archive);
  // entity_id names the patient of a read and the user of a sign-in; patient_id only the former.
  const subject = filter.patient_id ?? filter.entity_id;
  const userSubject = filter.patient_id === null ? filter.entity_id : -1;
  const matches = (n: number): boolean => {
    const kind = columns.kind[n] ?? 0;
    if (((kinds >> kind) & 1) === 0) return false;
    if (actor !== null && columns.actor[n] !== actor) return false;
    if (kind !== 2) return subject === null || columns.subject[n] === subject;
    if (filter.patient_id !== null) return false;
    return userSubject === null || actorOf(archive, columns.actor[n] ?? 0)[0] === userSubject;
  };
  // One patient's or one actor's own events when the filter names one, else the whole range.
  const own =
    filter.patient_id !== null
      ? listOf(columns.byPatient, filter.patient_id)
      : actor !== null
        ? listOf(columns.byActor, actor)
        : null;
  let found = 0;
  if (own === null) {
    for (let n = high; n >= low; n -= 1) if (matches(n)) buffer[found++] = n;
  } else {
    for (let at = own.length - 1; at >= 0; at -= 1) {
      const n = own[at] ?? 0;
      if (n >= low && n <= high && matches(n)) buffer[found++] = n;
    }
  }
  return buffer.subarray(0, found);
};
