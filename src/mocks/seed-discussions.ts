import { createPrng } from './prng';
import type {
  DemoClinic,
  DemoDiscussion,
  DemoDiscussionLinkKind,
  DemoDiscussionMessage,
  DemoDiscussionRead,
  DemoKiosk,
  DemoOrder,
  DemoUser,
} from './types';

/**
 * The administrators' discussion board (docs/discussions.md, "Demo data"): about a dozen topics,
 * with replies from several administrators, links of every kind, and a few topics unread for the
 * demo administrator. A PRNG of its own, and times relative to the seed's clock.
 */

const SEED = 20_261_136;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DEMO_ADMIN_ID = 1;

/**
 * The board's other administrators: accounts without a sign-in (no password), so that the demo
 * administrator has colleagues whose replies are unread. Their ids are far above every customer's
 * and doctor's.
 */
export const BOARD_ADMINISTRATORS: readonly DemoUser[] = [
  ['Neha', 'Kulkarni'],
  ['Imran', 'Sheikh'],
  ['Tara', 'Joshi'],
].map(([first_name = '', last_name = ''], index) => ({
  id: 9001 + index,
  user_type: 'Administrator',
  is_expose_api: false,
  first_name,
  last_name,
  email: `${first_name}.${last_name}@example.com`.toLowerCase(),
  role: { id: 1, name: 'Super Admin' },
}));

export const seedBoardAdministrators = (): DemoUser[] =>
  BOARD_ADMINISTRATORS.map((user) => ({ ...user, role: { ...user.role } }));

type LinkPick = DemoDiscussionLinkKind | null;

/** Title, link kind, opening post and replies (in order; each by the next administrator in turn). */
const TOPICS: ReadonlyArray<[string, LinkPick, string, string[]]> = [
  [
    'Paper jams after the 2.4.1 update',
    'kiosk',
    'Three reports this week of paper jams right after the update. Anyone seen this on other units?',
    [
      'Seen it at another clinic too; reseating the roll guide fixed it until the next restart.',
      'Raising it with the vendor today.',
    ],
  ],
  [
    'Weekend cover for the Andheri clinics',
    'clinic',
    'Who can take the weekend calls for these clinics? I am away from Friday.',
    ['I can take Saturday.', 'Sunday is mine.'],
  ],
  [
    'Strip delivery delayed at the warehouse',
    'order',
    'The courier says this order is held at the warehouse until Tuesday.',
    ['I have told the customer; they have stock for six days.'],
  ],
  [
    'Customer asking for a refund on strips',
    'query',
    'This customer wants a refund for a damaged pack. Do we refund or replace?',
    ['Replace, as always; refunds go through finance.', 'Agreed, replace.'],
  ],
  [
    'Blood pressure cuff calibration schedule',
    null,
    'The cuffs are due for calibration next month. Shall we do them clinic by clinic?',
    ['Clinic by clinic, starting with the busiest.'],
  ],
  [
    'Kiosk offline since the power cut',
    'kiosk',
    'This kiosk has not sent a heartbeat since the power cut on Monday.',
    ['The clinic says the UPS tripped; they will reset it this afternoon.', 'Back online now.'],
  ],
  [
    'New clinic opening checklist',
    'clinic',
    'Drafting the checklist for the opening: network, kiosk, consumables, staff training.',
    ['Add the printer test page to it.'],
  ],
  [
    'Replacement kiosk for a cracked screen',
    'order',
    'The replacement kiosk for the cracked screen is on this order.',
    ['Dispatched this morning.', 'Received at the clinic; the old unit comes back for repair.'],
  ],
  [
    'Repeated app crash reports',
    'query',
    'Same crash reported again; I linked the query.',
    ['The 2.4.2 build fixes it; the rollout starts tomorrow.'],
  ],
  [
    'Training slots for clinic staff',
    null,
    'Two training sessions next week, Tuesday and Thursday at 11:00.',
    ['Tuesday works for the Pune clinics.', 'Thursday for Mumbai.'],
  ],
  [
    'Consumable price change from next month',
    null,
    'The lipid cartridges go up by 4% next month; the catalogue will follow.',
    [],
  ],
  [
    'Monthly fleet health review',
    'clinic',
    'Fleet review on Friday: kiosks behind the forced version, and heartbeat gaps.',
    ['I will bring the list of kiosks behind.', 'And I the heartbeat report.'],
  ],
];

export interface SeededDiscussions {
  discussions: DemoDiscussion[];
  discussionReads: DemoDiscussionRead[];
}

interface Records {
  clinics: readonly DemoClinic[];
  kiosks: readonly DemoKiosk[];
  orders: readonly DemoOrder[];
}

const iso = (ms: number): string => new Date(ms).toISOString();

export const seedDiscussions = (clock: number, { clinics, kiosks, orders }: Records): SeededDiscussions => {
  // On the minute: two starts in the same minute seed the same board (src/mocks/seed.test.ts).
  const now = Math.floor(clock / MINUTE) * MINUTE;
  const prng = createPrng(SEED);
  const authors = [DEMO_ADMIN_ID, ...BOARD_ADMINISTRATORS.map((user) => user.id)];
  const linkIds: Record<DemoDiscussionLinkKind, number[]> = {
    clinic: clinics.filter((clinic) => clinic.status).map((clinic) => clinic.id),
    kiosk: kiosks.filter((kiosk) => kiosk.clinic_id !== null).map((kiosk) => kiosk.id),
    order: orders.map((order) => order.id),
    // Support queries are numbered from 1 (src/mocks/seed-queries.ts seeds dozens).
    query: [1, 2, 3, 4, 5],
  };
  let messageId = 0;
  const drafts = TOPICS.map(([title, kind, opening, replies], index) => {
    // Newest topics last: topic 12 started about 3 hours ago, topic 1 about 12 days ago.
    const start = now - (TOPICS.length - index) * 24 * HOUR + prng.int(0, 20) * HOUR - 20 * HOUR;
    const author = authors[index % authors.length] ?? DEMO_ADMIN_ID;
    const ids = kind === null ? [] : linkIds[kind];
    const link = kind === null || ids.length === 0 ? null : { kind, id: prng.pick(ids) };
    let at = start;
    const texts = [opening, ...replies];
    const messages = texts.map((text, n): { at: number; author_id: number; text: string } => {
      if (n > 0) at = Math.min(now - MINUTE * (texts.length - n), at + prng.int(10, 300) * MINUTE);
      return { at, author_id: n === 0 ? author : (authors[(index + n) % authors.length] ?? author), text };
    });
    return { title, link, author, messages };
  });
  // Message ids follow time across the board, as they would on a server.
  const all = drafts.flatMap((draft, topic) => draft.messages.map((message) => ({ topic, message })));
  all.sort((a, b) => a.message.at - b.message.at);
  const idOf = new Map<object, number>();
  for (const { message } of all) idOf.set(message, (messageId += 1));
  const discussions = drafts.map((draft, index): DemoDiscussion => {
    const messages: DemoDiscussionMessage[] = draft.messages.map((message) => ({
      id: idOf.get(message) ?? 0,
      at: iso(message.at),
      author_id: message.author_id,
      text: message.text,
    }));
    const first = messages[0]?.at ?? iso(now);
    const last = messages.at(-1)?.at ?? first;
    return {
      id: index + 1,
      title: draft.title,
      author_id: draft.author,
      link: draft.link,
      messages,
      version: messages.length,
      created_at: first,
      updated_at: last,
    };
  });
  // The demo administrator has read everything but the last reply of three topics and has never
  // opened one: four topics are unread for them.
  const discussionReads: DemoDiscussionRead[] = [];
  const unreadTail = new Set([2, 6, 9]);
  for (const topic of discussions) {
    if (topic.id === 12) continue;
    const read = unreadTail.has(topic.id) ? topic.messages.at(-2) : topic.messages.at(-1);
    if (read) discussionReads.push({ user_id: DEMO_ADMIN_ID, topic_id: topic.id, message_id: read.id });
  }
  return { discussions, discussionReads };
};
