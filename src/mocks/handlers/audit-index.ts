import type { DemoDb } from '../db';
import type { DemoAuditEvent, DemoAuditLine } from '../types';
import { lineEvent } from './audit-line';
import { nameOf } from './audit-record';

/**
 * An index over the recorded audit events (docs/audit.md, "Timelines read the trail"): each event's
 * time, and the positions of each record's (entity and id), each actor's and each patient's events,
 * so an order's history, a user's Activity or a patient's Access reads only its own events, never
 * the whole trail (about 150,000 recorded events at DEMO_SCALE=max). The trail only grows (push), so
 * the index extends itself on the next read; a rewrite (a provider state's) drops it.
 */

interface Index {
  /** How many events are indexed, and the last of them (a different one: the array was rewritten). */
  count: number;
  last: DemoAuditEvent | undefined;
  times: number[];
  byRecord: Map<string, number[]>;
  byActor: Map<number, number[]>;
  byPatient: Map<number, number[]>;
}

const indexes = new WeakMap<DemoAuditEvent[], Index>();

const recordKey = (entity: string, id: number): string => `${entity}:${id}`;

const push = <K>(map: Map<K, number[]>, key: K, position: number): void => {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
};

const fresh = (): Index => ({
  count: 0,
  last: undefined,
  times: [],
  byRecord: new Map(),
  byActor: new Map(),
  byPatient: new Map(),
});

/** The index of the db's recorded events, brought up to date. */
export const auditIndex = (db: DemoDb): { events: DemoAuditEvent[]; index: Index } => {
  const events = db.auditEvents;
  let index = indexes.get(events);
  if (!index || events.length < index.count || events[index.count - 1] !== index.last) {
    index = fresh();
    indexes.set(events, index);
  }
  for (let position = index.count; position < events.length; position += 1) {
    const event = events[position] as DemoAuditEvent;
    index.times.push(Date.parse(event.at));
    if (event.entity_id !== null) push(index.byRecord, recordKey(event.entity, event.entity_id), position);
    if (event.actor_id !== null) push(index.byActor, event.actor_id, position);
    if (event.patient_id !== null) push(index.byPatient, event.patient_id, position);
  }
  index.count = events.length;
  index.last = events[events.length - 1];
  return { events, index };
};

/** Positions of one record's, one actor's or one patient's events (oldest recorded first). */
export const positionsOf = (
  index: Index,
  key: { entity: string; entity_id: number } | { actor_id: number } | { patient_id: number },
): readonly number[] => {
  if ('entity' in key) return index.byRecord.get(recordKey(key.entity, key.entity_id)) ?? [];
  if ('actor_id' in key) return index.byActor.get(key.actor_id) ?? [];
  return index.byPatient.get(key.patient_id) ?? [];
};

/** Newest first: by time, then id (on the same millisecond the later recorded is the newer). */
const newestFirst = (a: DemoAuditEvent, b: DemoAuditEvent): number =>
  a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1;

/** An audit event that is a step of an order's, a kiosk's or a query's timeline. */
export type TimelineEvent<E extends DemoAuditLine['entity']> = DemoAuditEvent & {
  line: Extract<DemoAuditLine, { entity: E }>;
};

/** The timeline of one record: its audit events that carry a line, newest first. */
export const timelineOf = <E extends DemoAuditLine['entity']>(
  db: DemoDb,
  entity: E,
  id: number,
): Array<TimelineEvent<E>> => {
  const { events, index } = auditIndex(db);
  const found: Array<TimelineEvent<E>> = [];
  for (const position of positionsOf(index, { entity, entity_id: id })) {
    const event = events[position];
    if (event?.line?.entity === entity) found.push(event as TimelineEvent<E>);
  }
  return found.sort(newestFirst);
};

interface DatedLine {
  at: string;
  by: number | null;
  line: DemoAuditLine;
}

/** One line as an event no call recorded (a provider state's). */
const pushLine = (db: DemoDb, entityId: number, { at, by, line }: DatedLine): DemoAuditEvent => {
  const events = db.auditEvents;
  const person = by === null ? undefined : (db.user(by) ?? db.customer(by));
  const event = lineEvent({
    id: Math.max(events[events.length - 1]?.id ?? 0, db.auditArchive.count) + 1,
    at,
    actor_id: by,
    actor_name: person ? nameOf(person) : 'Unknown user',
    entity_id: entityId,
    line,
  });
  events.push(event);
  return event;
};

/**
 * Replaces one record's timeline (a provider state fixing a record's history): its events leave the
 * trail and the lines given, oldest first, become its events, with ids after every other.
 */
export const replaceTimeline = (
  db: DemoDb,
  entity: DemoAuditLine['entity'],
  id: number,
  lines: readonly DatedLine[],
): void => {
  const events = db.auditEvents;
  for (let position = events.length - 1; position >= 0; position -= 1) {
    const event = events[position];
    if (event?.entity === entity && event.entity_id === id) events.splice(position, 1);
  }
  indexes.delete(events);
  for (const dated of lines) pushLine(db, id, dated);
};
