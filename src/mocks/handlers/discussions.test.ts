import type { DiscussionPage, DiscussionRecord } from '@/generated/model';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { BOARD_ADMINISTRATORS } from '../seed-discussions';
import { ADMIN_ID, call, CUSTOMER_ID, DOCTOR_ID, messageOf, serveDemoDb } from '../test-utils';
import { unreadTopicsFor } from './discussion-reads';

let db: DemoDb;
let admin: string;
let colleague: string;
const COLLEAGUE_ID = BOARD_ADMINISTRATORS[0]?.id ?? 0;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-06-01T10:00:00Z') });
  admin = db.issueToken(ADMIN_ID);
  colleague = db.issueToken(COLLEAGUE_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });
const pageOf = (result: { data: unknown }) => result.data as DiscussionPage;
const recordOf = (result: { data: unknown }) => result.data as DiscussionRecord;
const list = (body: object = {}, token = admin) =>
  post(
    '/v3/discussion/filter',
    { page: 1, limit: 50, searchValue: null, unread_only: false, ...body },
    token,
  );
const create = (body: object, token = admin) =>
  post(
    '/v3/discussion/',
    { title: 'Printer paper supplier', text: 'Who orders the rolls?', link: null, ...body },
    token,
  );

describe('the seeded board (docs/discussions.md, "Demo data")', () => {
  it('has about a dozen topics with replies by several administrators and links of every kind', () => {
    expect(db.discussions.length).toBeGreaterThanOrEqual(10);
    const authors = new Set(db.discussions.flatMap((topic) => topic.messages.map((m) => m.author_id)));
    expect(authors.size).toBeGreaterThanOrEqual(3);
    const kinds = new Set(db.discussions.map((topic) => topic.link?.kind ?? null));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['clinic', 'kiosk', 'order', 'query', null]));
  });

  it('leaves some topics unread for the demo administrator, counted by unreadTopicsFor', () => {
    expect(unreadTopicsFor(db, ADMIN_ID)).toBe(4);
    expect(unreadTopicsFor(db, CUSTOMER_ID)).toBe(0);
    expect(unreadTopicsFor(db, DOCTOR_ID)).toBe(0);
  });
});

describe('filterDiscussions', () => {
  it("lists newest activity first with the link in words and the caller's unread count", async () => {
    const { records, total_count } = pageOf(await list());
    expect(total_count).toBe(db.discussions.length);
    const times = records.map((row) => row.last_message_at);
    expect(times).toEqual([...times].sort().reverse());
    const kiosk = records.find((row) => row.link?.kind === 'kiosk');
    expect(kiosk?.link?.label).toMatch(/^Kiosk \S+$/);
    expect(records.find((row) => row.link?.kind === 'clinic')?.link?.label).toMatch(/^Clinic: /);
    expect(records.find((row) => row.link?.kind === 'order')?.link?.label).toMatch(/^Order #\d+$/);
    expect(records.filter((row) => row.unread > 0)).toHaveLength(4);
  });

  it('keeps the unread topics, and searches the title, the number and the label', async () => {
    expect(pageOf(await list({ unread_only: true })).total_count).toBe(4);
    const jam = pageOf(await list({ searchValue: 'paper jam' })).records;
    expect(jam.map((row) => row.title)).toEqual(['Paper jams after the 2.4.1 update']);
    expect(pageOf(await list({ searchValue: '#3' })).records.map((row) => row.id)).toEqual([3]);
    const order = db.discussions.find((topic) => topic.link?.kind === 'order')!;
    const byLabel = pageOf(await list({ searchValue: `order #${order.link?.id}` })).records;
    expect(byLabel.map((row) => row.id)).toContain(order.id);
  });

  it('is for administrators only: 403 for a customer and a doctor', async () => {
    for (const id of [CUSTOMER_ID, DOCTOR_ID]) {
      const result = await list({}, db.issueToken(id));
      expect(result.status).toBe(403);
      expect(messageOf(result)).toBe('Only administrators can use the discussion board.');
    }
  });
});

describe('createDiscussion', () => {
  it("opens a topic with its link and the author's marker on the opening post", async () => {
    const clinic = db.clinics.find((row) => row.status)!;
    const result = await create({ link: { kind: 'clinic', id: clinic.id } });
    expect(result.status).toBe(200);
    const topic = recordOf(result);
    expect(topic).toMatchObject({
      title: 'Printer paper supplier',
      author: { id: ADMIN_ID, name: 'Asha Rao' },
      link: { kind: 'clinic', id: clinic.id, label: `Clinic: ${clinic.name}` },
      replies: 0,
      unread: 0,
      version: 1,
      created_at: '2026-06-01T10:00:00.000Z',
    });
    expect(topic.read_up_to).toBe(topic.messages[0]?.id);
    // Someone else has not read it.
    expect(pageOf(await list({ unread_only: true }, colleague)).records.map((row) => row.id)).toContain(
      topic.id,
    );
  });

  it('refuses a link to a record that does not exist, another kind, and bad lengths (422)', async () => {
    const cases: Array<[object, string]> = [
      [{ link: { kind: 'kiosk', id: 999_999 } }, 'link'],
      [{ link: { kind: 'order', id: 999_999 } }, 'link'],
      [{ link: { kind: 'query', id: 999_999 } }, 'link'],
      [{ link: { kind: 'patient', id: 1 } }, 'link'],
      [{ title: 'Hi' }, 'title'],
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(5_001) }, 'text'],
    ];
    for (const [body, field] of cases) {
      const result = await create(body);
      expect(result.status, JSON.stringify(body)).toBe(422);
      expect((result.body as { field?: string }).field).toBe(field);
    }
    expect(messageOf(await create({ link: { kind: 'patient', id: 1 } }))).toBe(
      'A topic can link to a clinic, a kiosk, an order or a query only.',
    );
  });

  it('is for administrators only', async () => {
    expect((await create({}, db.issueToken(CUSTOMER_ID))).status).toBe(403);
  });
});

describe('getDiscussion, replyDiscussion and markDiscussionRead', () => {
  const unreadTopic = () => db.discussions.find((topic) => topic.id === 12)!;

  it('reads the thread oldest first with the marker, and reading moves nothing', async () => {
    const topic = recordOf(await get('/v3/discussion/12'));
    expect(topic.read_up_to).toBeNull();
    expect(topic.unread).toBeGreaterThan(0);
    const ids = topic.messages.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(topic.messages[0]?.author.name).toBe(topic.author.name);
    expect(recordOf(await get('/v3/discussion/12')).unread).toBe(topic.unread);
  });

  it('marks read forward only; own messages never count', async () => {
    const messages = unreadTopic().messages;
    const last = messages.at(-1)!;
    expect((await post('/v3/discussion/12/read', { message_id: last.id })).data).toEqual({ unread: 0 });
    expect((await post('/v3/discussion/12/read', { message_id: messages[0]!.id })).data).toEqual({
      unread: 0,
    });
    expect(recordOf(await get('/v3/discussion/12')).read_up_to).toBe(last.id);
    expect(unreadTopicsFor(db, ADMIN_ID)).toBe(3);
    const refused = await post('/v3/discussion/12/read', { message_id: 999_999 });
    expect(refused.status).toBe(422);
    expect((refused.body as { field?: string }).field).toBe('message_id');
  });

  it("replies at the end, moves the replier's marker, and makes the topic unread for the others", async () => {
    await post('/v3/discussion/1/read', { message_id: db.discussions[0]!.messages.at(-1)!.id }, colleague);
    const before = unreadTopicsFor(db, COLLEAGUE_ID);
    const result = await post('/v3/discussion/1/reply', { text: '  Fixed by the 2.4.2 build.  ' });
    const topic = recordOf(result);
    expect(topic.messages.at(-1)).toMatchObject({
      text: 'Fixed by the 2.4.2 build.',
      author: { id: ADMIN_ID },
    });
    expect(topic.read_up_to).toBe(topic.messages.at(-1)?.id);
    expect(topic.unread).toBe(0);
    expect(topic.version).toBe(db.discussions[0]!.version);
    expect(unreadTopicsFor(db, COLLEAGUE_ID)).toBe(before + 1);
    expect((await post('/v3/discussion/1/reply', { text: '' })).status).toBe(422);
  });

  it('answers 404 for an unknown topic and 403 for a customer or a doctor, without the topic', async () => {
    expect((await get('/v3/discussion/999')).status).toBe(404);
    for (const id of [CUSTOMER_ID, DOCTOR_ID]) {
      const token = db.issueToken(id);
      for (const result of [
        await get('/v3/discussion/1', token),
        await post('/v3/discussion/1/reply', { text: 'Hello' }, token),
        await post('/v3/discussion/1/read', { message_id: 1 }, token),
      ]) {
        expect(result.status).toBe(403);
        expect(JSON.stringify(result.body)).not.toContain(db.discussions[0]!.title);
      }
    }
  });
});
