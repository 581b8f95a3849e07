import type { DemoCatalogues } from './catalogues/types';
import { kioskSnapshotOf } from './handlers/query-snapshot';
import { createPrng, type Prng } from './prng';
import { DEMO_CUSTOMER_ID, MAX_SCALE } from './seed-records';
import type {
  DemoCannedReply,
  DemoClinic,
  DemoKiosk,
  DemoQuery,
  DemoQueryAttachment,
  DemoQueryCategory,
  DemoQueryEvent,
  DemoQueryMessage,
  DemoQueryPriority,
  DemoQueryRead,
  DemoQueryStatus,
  DemoUser,
} from './types';

/**
 * Seeded support queries (docs/support.md, "Demo data"): the demo customer's queries in the states a
 * tour needs (a breached urgent one, one breaching soon, one waiting on the customer, one resolved 3
 * days ago, one resolved 10 days ago and so closed, a 200-message thread), then queries of every
 * customer in every status, with internal notes, tiny real PNG and PDF attachments, kiosk snapshots
 * and read markers. A PRNG of its own. `DEMO_SCALE=max`: 10,000 queries and about 100,000 messages.
 */

const QUERY_SEED = 0x5a9e36;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Asha Rao answers the seeded queries. */
const ADMIN = 1;
export const MAX_QUERIES = 10_000;
const BASE_QUERIES = 60;

export const queryCountFor = (scale: number): number => (scale >= MAX_SCALE ? MAX_QUERIES : BASE_QUERIES);

/** A 1×1 PNG and a one-page PDF: real bytes, so previews and the type check work on them. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
export const TINY_PDF = btoa(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const sizeOf = (base64: string): number => atob(base64).length;

const CATEGORIES: readonly DemoQueryCategory[] = ['kiosk_hardware', 'app', 'consumables', 'billing', 'other'];
const PRIORITIES: readonly DemoQueryPriority[] = [
  'low',
  'normal',
  'normal',
  'normal',
  'high',
  'high',
  'urgent',
];

const SUBJECTS: Record<DemoQueryCategory, readonly string[]> = {
  kiosk_hardware: [
    'Blood pressure cuff does not inflate',
    'Touch screen unresponsive in the corners',
    'Weighing scale reads 2 kg high',
    'Thermal printer prints blank pages',
    'Kiosk does not power on after the weekend',
  ],
  app: [
    'App stuck on the update screen',
    'Reports take minutes to upload',
    'Patients cannot scan their ID card',
    'Language switch resets to English',
  ],
  consumables: [
    'Glucose strips arrived damaged',
    'Need more printer paper rolls this month',
    'Cuff covers out of stock',
    'Wrong lancets delivered',
  ],
  billing: [
    'Invoice shows a duplicate line',
    'GST number missing on the invoice',
    'Payment not reflected yet',
  ],
  other: ['Training for new clinic staff', 'Change of clinic opening hours', 'Request a second kiosk demo'],
};

const CUSTOMER_LINES = [
  'This started this morning; the staff restarted the kiosk twice.',
  'It happens to about one patient in three.',
  'We tried what you suggested and it is still the same.',
  'Thank you, that fixed it for now.',
  'Can someone call the clinic before noon?',
  'Attached a photo of what the screen shows.',
  'Patients are waiting; please treat this as urgent.',
];
const ADMIN_LINES = [
  'Thank you for reporting this. Could you tell us the kiosk serial and when it last worked?',
  'We have pushed a fix to the kiosk; please restart it once and try again.',
  'A technician will visit the clinic tomorrow between 10 and 12.',
  'We have raised a replacement; you will see it under Orders.',
  'Please check the cable at the back of the unit is seated firmly.',
  'We have credited the difference; it will show on the next invoice.',
];
/** Internal notes: never sent to a customer (queries.test.ts looks for these texts in every answer). */
const INTERNAL_LINES = [
  'Internal: vendor RMA 4471 already open for this batch of boards.',
  'Internal: second report from this clinic this month; escalate to field ops.',
  'Internal: firmware 2.3.8 has the known cuff valve bug; do not promise a date.',
  'Internal: finance says the credit note is pending approval from Ravi.',
  'Internal: check whether the clinic is behind on the AMC before sending a technician.',
];

const CANNED: ReadonlyArray<[string, string, boolean?]> = [
  [
    'Acknowledged',
    'Thank you for reporting this. We are looking into it and will update you within the day.',
  ],
  [
    'Printer paper jam',
    'Please open the paper tray, remove the roll, check it is not creased and seat it again with the paper coming from underneath.',
  ],
  [
    'Restart the kiosk',
    'Please hold the power button for ten seconds, wait a minute and switch the kiosk on again.',
  ],
  ['Need the serial', 'Could you tell us the serial number on the sticker at the back of the kiosk?'],
  ['Technician visit', 'A technician will visit the clinic on the next working day between 10:00 and 12:00.'],
  ['Old firmware notice', 'This kiosk runs an old firmware; it updates itself tonight.', false],
];

const iso = (ms: number): string => new Date(ms).toISOString();

export interface QuerySeedSources {
  users: readonly DemoUser[];
  clinics: readonly DemoClinic[];
  kiosks: readonly DemoKiosk[];
  catalogues: DemoCatalogues;
}

export interface SeededQueries {
  queries: DemoQuery[];
  queryAttachments: DemoQueryAttachment[];
  queryReads: DemoQueryRead[];
  /** Each query's history before the demo: the audit trail's seed (docs/audit.md), not a table. */
  queryEvents: Array<DemoQueryEvent & { query_id: number }>;
}

interface Ids {
  message: number;
  attachment: number;
}

interface Builder {
  prng: Prng;
  now: number;
  ids: Ids;
  sources: QuerySeedSources;
  clinicById: Map<number, DemoClinic>;
  out: SeededQueries;
}

interface Line {
  at: number;
  by: number;
  text: string;
  internal?: boolean;
  file?: 'png' | 'pdf';
}

const snapshotFor = (b: Builder, kiosk: DemoKiosk, at: number) =>
  kioskSnapshotOf({ catalogues: b.sources.catalogues, clinic: (id) => b.clinicById.get(id) }, kiosk, {
    config_id: kiosk.config_applied_id,
    last_heartbeat_at:
      kiosk.status === 'deployed' && !kiosk.quiet
        ? iso(Math.floor(at / MINUTE) * MINUTE - ((kiosk.id * 17) % 60) * 1000)
        : kiosk.last_heartbeat_at,
    taken_at: iso(at),
  });

interface Draft {
  subject: string;
  category: DemoQueryCategory;
  priority: DemoQueryPriority;
  clinic: DemoClinic;
  kiosk: DemoKiosk | null;
  created: number;
  lines: Line[];
  /** Where it ends: resolved (and closed) at, or still open / in progress. */
  status: DemoQueryStatus;
  resolvedAt?: number;
  closedAt?: number;
  waiting?: boolean;
  assignee?: number | null;
}

const add = (b: Builder, draft: Draft): DemoQuery => {
  const id = b.out.queries.length + 1;
  const customer = draft.clinic.user_id;
  const messages: DemoQueryMessage[] = [];
  for (const line of draft.lines) {
    const messageId = b.ids.message;
    b.ids.message += 1;
    const attachments = [];
    if (line.file) {
      const data = line.file === 'png' ? TINY_PNG : TINY_PDF;
      const attachmentId = b.ids.attachment;
      b.ids.attachment += 1;
      b.out.queryAttachments.push({ id: attachmentId, query_id: id, message_id: messageId, data });
      attachments.push({
        id: attachmentId,
        name:
          line.file === 'png'
            ? `photo-${id}.png`
            : line.internal
              ? `vendor-note-${id}.pdf`
              : `report-${id}.pdf`,
        content_type: line.file === 'png' ? ('image/png' as const) : ('application/pdf' as const),
        size: sizeOf(data),
      });
    }
    messages.push({
      id: messageId,
      at: iso(line.at),
      author_id: line.by === -1 ? customer : line.by,
      text: line.text,
      internal: line.internal ?? false,
      attachments,
    });
  }
  const firstResponse = messages.find((message) => message.author_id === ADMIN && !message.internal);
  const events: DemoQueryEvent[] = [
    {
      id: 1,
      at: iso(draft.created),
      by_user_id: customer,
      action: 'created',
      from_status: null,
      to_status: 'open',
      detail: null,
    },
  ];
  const push = (
    at: string,
    by: number | null,
    action: DemoQueryEvent['action'],
    from: DemoQueryStatus,
    to: DemoQueryStatus,
  ) =>
    events.push({
      id: events.length + 1,
      at,
      by_user_id: by,
      action,
      from_status: from,
      to_status: to,
      detail: null,
    });
  if (firstResponse && draft.status !== 'open')
    push(firstResponse.at, ADMIN, 'started', 'open', 'in_progress');
  const resolvedAt = draft.resolvedAt === undefined ? null : iso(draft.resolvedAt);
  if (resolvedAt !== null)
    push(resolvedAt, ADMIN, 'resolved', firstResponse ? 'in_progress' : 'open', 'resolved');
  const closedAt = draft.closedAt === undefined ? null : iso(draft.closedAt);
  if (closedAt !== null) push(closedAt, ADMIN, 'closed', 'resolved', 'closed');
  const last = messages.at(-1)?.at ?? iso(draft.created);
  const waiting = draft.waiting === true;
  const query: DemoQuery = {
    id,
    subject: draft.subject,
    category: draft.category,
    priority: draft.priority,
    status: draft.status,
    customer_id: customer,
    clinic_id: draft.clinic.id,
    kiosk_id: draft.kiosk?.id ?? null,
    kiosk_snapshot: draft.kiosk ? snapshotFor(b, draft.kiosk, draft.created) : null,
    assignee_id: draft.assignee === undefined ? (draft.status === 'open' ? null : ADMIN) : draft.assignee,
    created_by: customer,
    related_query_id: null,
    waiting_on_customer: waiting,
    paused_minutes: 0,
    paused_since: waiting ? last : null,
    first_response_at: firstResponse?.at ?? resolvedAt,
    resolved_at: resolvedAt,
    closed_at: closedAt,
    messages,
    version: events.length,
    created_at: iso(draft.created),
    updated_at: [last, ...events.map((event) => event.at)].sort().at(-1) ?? last,
  };
  b.out.queries.push(query);
  for (const event of events) b.out.queryEvents.push({ ...event, query_id: id });
  return query;
};

/** Read markers: the administrator has read most threads, each customer most of theirs. */
const markRead = (b: Builder, query: DemoQuery, admin: boolean, customer: boolean): void => {
  const last = query.messages.at(-1);
  const lastPublic = query.messages.findLast((message) => !message.internal);
  if (admin && last) b.out.queryReads.push({ user_id: ADMIN, query_id: query.id, message_id: last.id });
  if (customer && lastPublic)
    b.out.queryReads.push({ user_id: query.customer_id, query_id: query.id, message_id: lastPublic.id });
};

const CUSTOMER = -1;

/** The demo customer's fixed queries (the tour's and the browser tests' stops). */
const seedFixed = (b: Builder, clinic: DemoClinic, kiosk: DemoKiosk | null): void => {
  const { now } = b;
  const at = (hoursAgo: number) => now - hoursAgo * HOUR;
  // 1. Urgent, open, past its 60-minute first response: breached. Holds an internal note with a PDF.
  const breached = add(b, {
    subject: 'Kiosk screen frozen on the login page',
    category: 'kiosk_hardware',
    priority: 'urgent',
    clinic,
    kiosk,
    created: at(3),
    status: 'open',
    lines: [
      {
        at: at(3),
        by: CUSTOMER,
        text: 'The kiosk screen is frozen on the login page; patients cannot start.',
        file: 'png',
      },
      { at: at(2.5), by: ADMIN, text: INTERNAL_LINES[0] ?? '', internal: true, file: 'pdf' },
    ],
  });
  markRead(b, breached, false, true);
  // 2. High, in progress, 20 h into its 24 h resolution: breaching soon. The last reply is unread.
  const breaching = add(b, {
    subject: 'Printer jams on every second report',
    category: 'kiosk_hardware',
    priority: 'high',
    clinic,
    kiosk,
    created: at(20),
    status: 'in_progress',
    lines: [
      { at: at(20), by: CUSTOMER, text: 'Since this morning the printer jams on every second report.' },
      { at: at(19.3), by: ADMIN, text: ADMIN_LINES[4] ?? '' },
      { at: at(18), by: ADMIN, text: INTERNAL_LINES[1] ?? '', internal: true },
      { at: at(17), by: CUSTOMER, text: CUSTOMER_LINES[2] ?? '' },
      { at: at(1), by: ADMIN, text: ADMIN_LINES[2] ?? '' },
    ],
  });
  b.out.queryReads.push({
    user_id: ADMIN,
    query_id: breaching.id,
    message_id: breaching.messages.at(-1)?.id ?? 0,
  });
  b.out.queryReads.push({
    user_id: DEMO_CUSTOMER_ID,
    query_id: breaching.id,
    message_id: breaching.messages[3]?.id ?? 0,
  });
  // 3. Waiting on the customer for 2 hours: the SLA stands still.
  markRead(
    b,
    add(b, {
      subject: 'Glucose strips reading higher than the lab',
      category: 'consumables',
      priority: 'normal',
      clinic,
      kiosk: null,
      created: at(26),
      status: 'in_progress',
      waiting: true,
      lines: [
        {
          at: at(26),
          by: CUSTOMER,
          text: 'Glucose results are 20 points above the lab for the same patients.',
        },
        { at: at(24), by: ADMIN, text: 'Could you send us the batch number printed on the strip box?' },
        { at: at(2), by: ADMIN, text: 'Checking in: we still need the batch number to trace the strips.' },
      ],
    }),
    true,
    true,
  );
  // 4. Resolved 3 days ago: the customer may reopen it for 4 more days.
  markRead(
    b,
    add(b, {
      subject: 'App update failed on the kiosk',
      category: 'app',
      priority: 'normal',
      clinic,
      kiosk,
      created: at(24 * 5),
      status: 'resolved',
      resolvedAt: at(24 * 3),
      lines: [
        {
          at: at(24 * 5),
          by: CUSTOMER,
          text: 'The app update stopped at 40% and the kiosk shows the old version.',
        },
        { at: at(24 * 5 - 2), by: ADMIN, text: ADMIN_LINES[1] ?? '' },
        { at: at(24 * 3 + 1), by: CUSTOMER, text: CUSTOMER_LINES[3] ?? '' },
      ],
    }),
    true,
    true,
  );
  // 5. Resolved 10 days ago: closed by itself after 7 days.
  markRead(
    b,
    add(b, {
      subject: 'Invoice for May shows a duplicate line',
      category: 'billing',
      priority: 'low',
      clinic,
      kiosk: null,
      created: at(24 * 12),
      status: 'resolved',
      resolvedAt: at(24 * 10),
      lines: [
        { at: at(24 * 12), by: CUSTOMER, text: 'The May invoice lists the AMC twice.', file: 'pdf' },
        { at: at(24 * 11), by: ADMIN, text: INTERNAL_LINES[3] ?? '', internal: true },
        { at: at(24 * 10), by: ADMIN, text: ADMIN_LINES[5] ?? '' },
      ],
    }),
    true,
    true,
  );
  // 6. A 200-message thread (the bench's "thread of 200 messages").
  const long: Line[] = [];
  for (let index = 0; index < 200; index += 1)
    long.push({
      at: at(24 * 6) + index * 40 * MINUTE,
      by: index % 2 === 0 ? CUSTOMER : ADMIN,
      text:
        index % 2 === 0
          ? (CUSTOMER_LINES[index % CUSTOMER_LINES.length] ?? '')
          : (ADMIN_LINES[index % ADMIN_LINES.length] ?? ''),
      internal: index % 2 === 1 && index % 10 === 9,
    });
  markRead(
    b,
    add(b, {
      subject: 'Kiosk app logs staff out every few minutes',
      category: 'app',
      priority: 'normal',
      clinic,
      kiosk,
      created: at(24 * 6),
      status: 'in_progress',
      lines: long,
    }),
    true,
    true,
  );
  // 7. Just raised: on track, nobody has answered yet.
  add(b, {
    subject: 'Need more printer paper rolls this month',
    category: 'consumables',
    priority: 'normal',
    clinic,
    kiosk: null,
    created: at(1),
    status: 'open',
    lines: [{ at: at(1), by: CUSTOMER, text: 'We will run out of paper rolls before the next delivery.' }],
  });
};

const STATUS_PICK: readonly DemoQueryStatus[] = [
  'open',
  'in_progress',
  'in_progress',
  'resolved',
  'closed',
  'closed',
  'closed',
];

/** One query of any customer in any status, its thread built in one tight loop. */
const seedRandom = (
  b: Builder,
  clinics: readonly DemoClinic[],
  kiosksAt: Map<number, DemoKiosk[]>,
  messages: [number, number],
) => {
  const { prng, now } = b;
  const clinic = prng.chance(0.2)
    ? (b.sources.clinics.find((row) => row.user_id === DEMO_CUSTOMER_ID) ?? prng.pick(clinics))
    : prng.pick(clinics);
  const category = prng.pick(CATEGORIES);
  const status = prng.pick(STATUS_PICK);
  const atClinic = kiosksAt.get(clinic.id);
  const kiosk =
    (category === 'kiosk_hardware' || category === 'app') && atClinic ? prng.pick(atClinic) : null;
  const resolvedAt =
    status === 'resolved'
      ? now - prng.int(1, 6 * 24) * HOUR
      : status === 'closed'
        ? now - prng.int(8, 90) * DAY
        : undefined;
  const end = resolvedAt ?? now - prng.int(5, 120) * MINUTE;
  const span = status === 'open' ? prng.int(1, 30) * HOUR : prng.int(4, 10 * 24) * HOUR;
  const created = end - span;
  const count = status === 'open' ? 1 : prng.int(messages[0], messages[1]);
  const lines: Line[] = [];
  const step = span / Math.max(1, count);
  for (let index = 0; index < count; index += 1) {
    const admin = index % 2 === 1;
    const internal = admin && prng.chance(0.15);
    lines.push({
      at: created + Math.floor(index * step),
      by: admin ? ADMIN : CUSTOMER,
      text: internal ? prng.pick(INTERNAL_LINES) : admin ? prng.pick(ADMIN_LINES) : prng.pick(CUSTOMER_LINES),
      internal,
      ...(b.out.queries.length % 25 === 3 && index === 0 ? { file: 'png' as const } : {}),
    });
  }
  // Half the closed ones were closed by an administrator; the rest closed by themselves (stored resolved).
  const stored: DemoQueryStatus = status === 'closed' && prng.chance(0.5) ? 'resolved' : status;
  const query = add(b, {
    subject: prng.pick(SUBJECTS[category]),
    category,
    priority: prng.pick(PRIORITIES),
    clinic,
    kiosk,
    created,
    status: stored,
    lines,
    ...(resolvedAt === undefined ? {} : { resolvedAt }),
    ...(stored === 'closed' && resolvedAt !== undefined
      ? { closedAt: resolvedAt + prng.int(1, 6) * DAY }
      : {}),
    waiting: status === 'in_progress' && count % 2 === 0 && prng.chance(0.3),
  });
  markRead(b, query, prng.chance(0.85), prng.chance(0.8));
};

const cache = new WeakMap<readonly DemoClinic[], { key: string; value: SeededQueries }>();

/** The support tables; computed once per seeding (three tables read it). */
export const seedQueries = (scale: number, now: number, sources: QuerySeedSources): SeededQueries => {
  const key = `${scale}:${now}`;
  const hit = cache.get(sources.clinics);
  if (hit?.key === key) return hit.value;
  const out: SeededQueries = { queries: [], queryAttachments: [], queryReads: [], queryEvents: [] };
  const b: Builder = {
    prng: createPrng(QUERY_SEED),
    // On the hour: two seeds within the same hour are the same (the fixed SLA cases keep their state).
    now: Math.floor(now / HOUR) * HOUR,
    ids: { message: 1, attachment: 1 },
    sources,
    clinicById: new Map(sources.clinics.map((clinic) => [clinic.id, clinic])),
    out,
  };
  const kiosksAt = new Map<number, DemoKiosk[]>();
  for (const kiosk of sources.kiosks)
    if (kiosk.clinic_id !== null && kiosk.status === 'deployed') {
      const list = kiosksAt.get(kiosk.clinic_id) ?? [];
      list.push(kiosk);
      kiosksAt.set(kiosk.clinic_id, list);
    }
  const own = sources.clinics.filter((clinic) => clinic.user_id === DEMO_CUSTOMER_ID && clinic.status);
  const home = own.find((clinic) => kiosksAt.has(clinic.id)) ?? own[0];
  if (home) seedFixed(b, home, kiosksAt.get(home.id)?.[0] ?? null);
  const active = sources.clinics.filter((clinic) => clinic.status);
  const max = scale >= MAX_SCALE;
  // At max: 9 to 15 messages a query (open ones have 1): over 100,000 in all (issue 36); else 2 to 8.
  const messages: [number, number] = max ? [9, 15] : [2, 8];
  const total = queryCountFor(scale);
  while (out.queries.length < total && active.length > 0) seedRandom(b, active, kiosksAt, messages);
  cache.set(sources.clinics, { key, value: out });
  return out;
};

export const seedCannedReplies = (now: number): DemoCannedReply[] => {
  const today = Math.floor(now / DAY) * DAY;
  return CANNED.map(([title, body, status], index) => ({
    id: index + 1,
    title,
    body,
    status: status ?? true,
    version: 1,
    created_at: iso(today - (60 - index) * DAY),
    updated_at: iso(today - (60 - index) * DAY),
  }));
};
