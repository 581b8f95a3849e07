import type { DemoDb } from './db';
import { replaceTimeline } from './handlers/audit-index';
import type { ProviderStateHandler } from './provider-states';
import { TINY_PDF, TINY_PNG } from './seed-queries';
import type {
  DemoCannedReply,
  DemoClinic,
  DemoKiosk,
  DemoQuery,
  DemoQueryEvent,
  DemoQueryMessage,
  DemoQueryStatus,
} from './types';

/**
 * Provider states of the proposed support calls (the proposals pact, docs/contracts.md;
 * docs/support.md). A query state leaves exactly one query: a high-priority kiosk hardware query
 * raised 5 hours ago by the demo customer (or, with `foreign: 1`, another customer) about a kiosk of
 * their first active clinic with one, with a PNG on the opening message, Asha Rao's public reply once
 * started and, with `note: 1`, her internal note with a PDF; each writer's read marker on their own
 * last message. The kiosk snapshot is fixed (taken at creation, never updated). So every field the
 * pact pins answers with one type, and every list one length, on any demo database.
 */

const CUSTOMER = 2;
const ADMIN = 1;
const HOUR = 3_600_000;
const QUERY_ID = 1;
const STATUSES: readonly DemoQueryStatus[] = ['open', 'in_progress', 'resolved'];
/** The internal note's text: the pact pins that no answer to a customer holds it. */
export const PACT_INTERNAL_NOTE = 'Internal: vendor RMA 4471 already open for this batch of printers.';

const intParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
};

const sizeOf = (base64: string): number => atob(base64).length;

/** The first active clinic of the customer (or of another one) with a kiosk that is not retired. */
const clinicWithKiosk = (db: DemoDb, foreign: boolean): { clinic: DemoClinic; kiosk: DemoKiosk } => {
  for (const clinic of db.clinics) {
    if (!clinic.status || (clinic.user_id === CUSTOMER) === foreign) continue;
    const kiosk = db.kiosks.find((row) => row.clinic_id === clinic.id && row.status !== 'retired');
    if (kiosk) return { clinic, kiosk };
  }
  throw new Error('The demo data has no active clinic with a kiosk for the query');
};

const messagesOf = (status: DemoQueryStatus, note: boolean, customer: number, at: (h: number) => string) => {
  const messages: DemoQueryMessage[] = [
    {
      id: 1,
      at: at(5),
      author_id: customer,
      text: 'The printer jams on every second report; the staff clear it each time.',
      internal: false,
      attachments: [{ id: 1, name: 'printer-jam.png', content_type: 'image/png', size: sizeOf(TINY_PNG) }],
    },
  ];
  if (status !== 'open')
    messages.push({
      id: 2,
      at: at(4),
      author_id: ADMIN,
      text: 'Please open the paper tray, remove the roll and seat it again with the paper coming from underneath.',
      internal: false,
      attachments: [],
    });
  if (note)
    messages.push({
      id: messages.length + 1,
      at: at(3),
      author_id: ADMIN,
      text: PACT_INTERNAL_NOTE,
      internal: true,
      attachments: [
        { id: 2, name: 'vendor-note.pdf', content_type: 'application/pdf', size: sizeOf(TINY_PDF) },
      ],
    });
  return messages;
};

const eventsOf = (status: DemoQueryStatus, customer: number, at: (h: number) => string) => {
  const events: DemoQueryEvent[] = [
    {
      id: 1,
      at: at(5),
      by_user_id: customer,
      action: 'created',
      from_status: null,
      to_status: 'open',
      detail: null,
    },
  ];
  if (status !== 'open')
    events.push({
      id: 2,
      at: at(4),
      by_user_id: ADMIN,
      action: 'started',
      from_status: 'open',
      to_status: 'in_progress',
      detail: 'First reply.',
    });
  if (status === 'resolved')
    events.push({
      id: 3,
      at: at(2),
      by_user_id: ADMIN,
      action: 'resolved',
      from_status: 'in_progress',
      to_status: 'resolved',
      detail: null,
    });
  return events;
};

const onlyQuery = (db: DemoDb, status: DemoQueryStatus, foreign: boolean, note: boolean): DemoQuery => {
  const { clinic, kiosk } = clinicWithKiosk(db, foreign);
  const at = (hoursAgo: number) => new Date(db.now().getTime() - hoursAgo * HOUR).toISOString();
  const customer = clinic.user_id;
  const messages = messagesOf(status, note, customer, at);
  const events = eventsOf(status, customer, at);
  const maker = db.catalogues.deviceManufacturers.find((row) => row.id === kiosk.manufacturer_id);
  const query: DemoQuery = {
    id: QUERY_ID,
    subject: 'Printer jams on every second report',
    category: 'kiosk_hardware',
    priority: 'high',
    status,
    customer_id: customer,
    clinic_id: clinic.id,
    kiosk_id: kiosk.id,
    kiosk_snapshot: {
      serial_number: kiosk.serial_number,
      model: {
        manufacturer: { id: kiosk.manufacturer_id, name: maker?.name ?? 'Unknown' },
        name: kiosk.model_name,
      },
      status: 'deployed',
      clinic: { id: clinic.id, name: clinic.name },
      app_version: { code: 238, name: '2.3.8' },
      forced_version: { code: 241, name: '2.4.1' },
      behind_forced: true,
      configuration: { id: 1, name: 'Standard screening' },
      last_heartbeat_at: at(5.1),
      taken_at: at(5),
    },
    assignee_id: status === 'open' ? null : ADMIN,
    created_by: customer,
    related_query_id: null,
    waiting_on_customer: false,
    paused_minutes: 0,
    paused_since: null,
    first_response_at: status === 'open' ? null : at(4),
    resolved_at: status === 'resolved' ? at(2) : null,
    closed_at: null,
    messages,
    version: events.length,
    created_at: at(5),
    updated_at: events.at(-1)?.at ?? at(5),
  };
  db.queries.splice(0, db.queries.length, query);
  // Its history is the trail's (docs/audit.md, "Timelines read the trail").
  replaceTimeline(
    db,
    'query',
    QUERY_ID,
    events.map(({ id: _id, at: when, by_user_id, ...line }) => ({
      at: when,
      by: by_user_id,
      line: { entity: 'query', ...line },
    })),
  );
  const attachments = messages.flatMap((message) =>
    message.attachments.map((file) => ({
      id: file.id,
      query_id: QUERY_ID,
      message_id: message.id,
      data: file.content_type === 'image/png' ? TINY_PNG : TINY_PDF,
    })),
  );
  db.queryAttachments.splice(0, db.queryAttachments.length, ...attachments);
  const lastBy = (author: number) => messages.findLast((message) => message.author_id === author)?.id;
  const reads = [customer, ADMIN].flatMap((user_id) => {
    const message_id = lastBy(user_id);
    return message_id === undefined ? [] : [{ user_id, query_id: QUERY_ID, message_id }];
  });
  db.queryReads.splice(0, db.queryReads.length, ...reads);
  // The other queries are gone: no order names one (getQuery lists a query's orders).
  for (const order of db.orders) if (order.query_id !== null) order.query_id = null;
  return query;
};

/** A PNG of `bytes` bytes (its signature, then zeros), base64: the upload a 2 MB limit refuses. */
export const pngOfSize = (bytes: number): string => {
  const head = 'iVBORw0KGgoAAAAA'; // 89 50 4E 47 0D 0A 1A 0A and four zero bytes: 12 bytes
  const rest = Math.ceil(Math.max(0, bytes - 12) / 3) * 4;
  return head + 'A'.repeat(rest);
};

const onlyCannedReply = (db: DemoDb, version: number): DemoCannedReply => {
  const at = (hoursAgo: number) => new Date(db.now().getTime() - hoursAgo * HOUR).toISOString();
  const reply: DemoCannedReply = {
    id: 1,
    title: 'Restart the kiosk',
    body: 'Please hold the power button for ten seconds, wait a minute and switch the kiosk on again.',
    status: true,
    version,
    created_at: at(240),
    updated_at: at(version === 1 ? 240 : 1),
  };
  db.cannedReplies.splice(0, db.cannedReplies.length, reply);
  return reply;
};

export const supportProviderStates: Record<string, ProviderStateHandler> = {
  /**
   * params: status (open, in_progress or resolved), foreign (1: another customer's), note (1: with
   * an internal note). The only query; answers id, version, clinic_id, kiosk_id, message_id (the
   * last message a customer may read) and attachment_id (the opening message's PNG).
   */
  'a support query exists': (db, params) => {
    const wanted = (typeof params.status === 'string' ? params.status : 'in_progress') as DemoQueryStatus;
    const query = onlyQuery(
      db,
      STATUSES.includes(wanted) ? wanted : 'in_progress',
      intParam(params, 'foreign', 0) === 1,
      intParam(params, 'note', 0) === 1,
    );
    return {
      id: query.id,
      version: query.version,
      clinic_id: query.clinic_id,
      kiosk_id: query.kiosk_id,
      message_id: query.messages.findLast((message) => !message.internal)?.id ?? 1,
      attachment_id: 1,
    };
  },
  /** params: bytes (default 2 MB and one byte). Answers `data`, the file's bytes in base64. */
  'a PNG file larger than 2 MB': (_db, params) => ({
    data: pngOfSize(intParam(params, 'bytes', 2 * 1024 * 1024 + 1)),
  }),
  /** params: version (default 1). The only canned reply, active; answers id and version. */
  'a canned reply exists': (db, params) => {
    const reply = onlyCannedReply(db, Math.max(1, intParam(params, 'version', 1)));
    return { id: reply.id, version: reply.version };
  },
};
