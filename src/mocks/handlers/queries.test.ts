import type { QueryPage, QueryRecord } from '@/generated/model';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { TINY_PDF, TINY_PNG } from '../seed-queries';
import {
  ADMIN_ID,
  call,
  type CallResult,
  CUSTOMER_ID,
  DOCTOR_ID,
  messageOf,
  serveDemoDb,
} from '../test-utils';
import type { DemoQuery } from '../types';
import { REOPEN_REFUSED } from './query-rules';

const NOW = new Date('2026-06-01T10:00:00Z');
let clock: Date;
let db: DemoDb;
let admin: string;
let customer: string;
let doctor: string;
beforeEach(() => {
  clock = NOW;
  db = serveDemoDb({ now: () => clock });
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
  doctor = db.issueToken(DOCTOR_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const put = (path: string, body: unknown, token = admin) => call(path, { method: 'PUT', body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });
const recordOf = (result: CallResult) => result.data as QueryRecord;
const HOUR = 3_600_000;
const later = (hours: number) => {
  clock = new Date(clock.getTime() + hours * HOUR);
};

const mine = (test: (query: DemoQuery) => boolean) =>
  db.queries.find((query) => query.customer_id === CUSTOMER_ID && test(query))!;
const others = () => db.queries.find((query) => query.customer_id !== CUSTOMER_ID)!;
const breachedOne = () => mine((query) => query.priority === 'urgent' && query.status === 'open');
const withNote = () => mine((query) => query.messages.some((message) => message.internal));
const upload = (name: string, data: string, content_type = 'image/png') => ({ name, content_type, data });
const bigPng = () => {
  const bytes = new Uint8Array(2 * 1024 * 1024 + 10);
  bytes.set([0x89, 0x50, 0x4e, 0x47]);
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(text);
};

describe('support queries: scope', () => {
  it('answers a customer 403 for another customer query, without its data', async () => {
    const other = others();
    for (const result of [
      await get(`/v3/query/${other.id}`, customer),
      await post(`/v3/query/${other.id}/message`, { text: 'Hi', internal: false }, customer),
      await put(`/v3/query/${other.id}/status`, { version: other.version, status: 'open' }, customer),
      await post(`/v3/query/${other.id}/read`, { message_id: other.messages[0]!.id }, customer),
    ]) {
      expect(result.status).toBe(403);
      expect(JSON.stringify(result.body)).not.toContain(other.subject);
    }
  });

  it('answers doctors 403 on every call, and zeros for the badge', async () => {
    const query = breachedOne();
    expect((await post('/v3/query/filter', { page: 1, limit: 10 }, doctor)).status).toBe(403);
    expect((await get(`/v3/query/${query.id}`, doctor)).status).toBe(403);
    expect((await post('/v3/canned-reply/filter', { page: 1, limit: 10 }, doctor)).status).toBe(403);
    expect((await get('/v3/unread', doctor)).data).toEqual({ queries: 0, discussions: 0 });
  });

  it('keeps canned replies to administrators', async () => {
    expect((await post('/v3/canned-reply/filter', { page: 1, limit: 10 }, customer)).status).toBe(403);
    const list = await post('/v3/canned-reply/filter', { page: 1, limit: 10, status: true });
    expect((list.data as { total_count: number }).total_count).toBe(5);
  });
});

describe('support queries: the proof that no internal note reaches a customer', () => {
  it('finds no internal note text nor attachment name in any answer to the demo customer', async () => {
    const query = withNote();
    // One more note with an attachment on a query the sweep moves, written by the administrator.
    await post(`/v3/query/${query.id}/message`, {
      text: 'Internal: the sweep note, never for the customer.',
      internal: true,
      attachments: [upload('sweep-secret.pdf', TINY_PDF, 'application/pdf')],
    });
    const notes = db.queries.flatMap((row) => row.messages.filter((message) => message.internal));
    const secrets = [
      ...new Set([
        ...notes.map((note) => note.text),
        ...notes.flatMap((note) => note.attachments.map((a) => a.name)),
      ]),
    ];
    const noteAttachment = notes.flatMap((note) => note.attachments)[0]!;
    const clinic = db.clinic(query.clinic_id)!;
    const answers: Array<[string, CallResult]> = [];
    const take = async (name: string, result: Promise<CallResult>) => answers.push([name, await result]);
    for (const view of ['all', 'breaching', 'breached', 'unread'])
      await take(`filter ${view}`, post('/v3/query/filter', { page: 1, limit: 500, view }, customer));
    await take('get', get(`/v3/query/${query.id}`, customer));
    await take('unread', get('/v3/unread', customer));
    await take('read', post(`/v3/query/${query.id}/read`, { message_id: query.messages[0]!.id }, customer));
    await take('note attachment', get(`/v3/query/attachment/${noteAttachment.id}`, customer));
    await take(
      'reply',
      post(`/v3/query/${query.id}/message`, { text: 'Any news?', internal: false }, customer),
    );
    await take('409 current', put(`/v3/query/${query.id}/status`, { version: 1, status: 'open' }, customer));
    await take(
      'create',
      post(
        '/v3/query/',
        {
          subject: 'Follow-up on the note sweep',
          category: 'other',
          priority: 'low',
          clinic_id: clinic.id,
          message: 'Following up.',
          related_query_id: query.id,
        },
        customer,
      ),
    );
    expect(answers.find(([name]) => name === '409 current')?.[1].status).toBe(409);
    expect(answers.find(([name]) => name === 'note attachment')?.[1].status).toBe(404);
    for (const [name, result] of answers) {
      const text = JSON.stringify(result.body);
      for (const secret of secrets) expect(text.includes(secret), `${name} carries "${secret}"`).toBe(false);
      expect(text.includes('"internal":true'), name).toBe(false);
    }
    // The administrator sees them.
    const full = recordOf(await get(`/v3/query/${query.id}`));
    expect(full.messages.some((message) => message.internal)).toBe(true);
  });

  it('refuses a customer internal note (403)', async () => {
    const result = await post(
      `/v3/query/${breachedOne().id}/message`,
      { text: 'Hidden?', internal: true },
      customer,
    );
    expect(result.status).toBe(403);
  });
});

describe('support queries: moves', () => {
  it('starts on the first public reply, resolves, closes, and refuses a move its status forbids', async () => {
    const query = breachedOne();
    const replied = recordOf(
      await post(`/v3/query/${query.id}/message`, {
        text: 'Looking into it.',
        internal: false,
        waiting_on_customer: true,
      }),
    );
    expect(replied.status).toBe('in_progress');
    expect(replied.sla.paused).toBe(true);
    expect(replied.sla.first_response).toBe('breached');
    const resolved = recordOf(
      await put(`/v3/query/${query.id}/status`, {
        version: replied.version,
        status: 'resolved',
        reason: 'Fixed.',
      }),
    );
    expect(resolved.status).toBe('resolved');
    expect(resolved.reopen_until).not.toBeNull();
    const start = await put(`/v3/query/${query.id}/status`, {
      version: resolved.version,
      status: 'in_progress',
    });
    expect(start.status).toBe(422);
    expect((start.body as { field?: string }).field).toBe('status');
    const closed = recordOf(
      await put(`/v3/query/${query.id}/status`, { version: resolved.version, status: 'closed' }),
    );
    expect(closed.status).toBe('closed');
    expect(closed.allowed_actions).not.toContain('reply');
  });

  it('answers the second of two status changes 409 with the query now', async () => {
    const query = mine((row) => row.status === 'in_progress' && !row.waiting_on_customer);
    const shown = query.version;
    const first = await put(`/v3/query/${query.id}/status`, { version: shown, status: 'resolved' });
    expect(first.status).toBe(200);
    const second = await put(`/v3/query/${query.id}/status`, {
      version: shown,
      status: 'resolved',
    });
    expect(second.status).toBe(409);
    const current = (second.body as { current: QueryRecord }).current;
    expect(current.status).toBe('resolved');
    expect(current.history[0]?.action).toBe('resolved');
  });

  it('lets a customer reopen within 7 days of resolution, and refuses later with the way forward', async () => {
    const query = mine((row) => row.status === 'resolved' && row.subject.startsWith('App update'));
    const reopened = await put(
      `/v3/query/${query.id}/status`,
      { version: query.version, status: 'open' },
      customer,
    );
    expect(recordOf(reopened).status).toBe('open');
    const old = mine((row) => row.subject.startsWith('Invoice for May'));
    const refused = await put(
      `/v3/query/${old.id}/status`,
      { version: old.version, status: 'open' },
      customer,
    );
    expect(refused.status).toBe(422);
    expect(messageOf(refused)).toBe(REOPEN_REFUSED);
    expect(
      (await put(`/v3/query/${old.id}/status`, { version: old.version, status: 'resolved' }, customer))
        .status,
    ).toBe(403);
  });

  it("reopens a resolved query on the customer's reply, and closes it by itself after 7 days", async () => {
    const query = mine((row) => row.status === 'resolved' && row.subject.startsWith('App update'));
    const replied = recordOf(
      await post(`/v3/query/${query.id}/message`, { text: 'It failed again.', internal: false }, customer),
    );
    expect(replied.status).toBe('open');
    const another = mine(
      (row) => row.status === 'resolved' && row.id !== query.id && row.resolved_at! > '2026-05-26',
    );
    later(24 * 8);
    const read = recordOf(await get(`/v3/query/${another.id}`, customer));
    expect(read.status).toBe('closed');
    expect(read.history[0]).toMatchObject({ action: 'closed', by: null });
  });

  it('triages to an administrator only, with a history line', async () => {
    const query = breachedOne();
    const refused = await put(`/v3/query/${query.id}/triage`, {
      version: query.version,
      assignee_id: CUSTOMER_ID,
      priority: 'high',
      category: 'app',
    });
    expect((refused.body as { field?: string }).field).toBe('assignee_id');
    const done = recordOf(
      await put(`/v3/query/${query.id}/triage`, {
        version: query.version,
        assignee_id: ADMIN_ID,
        priority: 'high',
        category: 'app',
      }),
    );
    expect(done.assignee?.id).toBe(ADMIN_ID);
    expect(done.history[0]?.detail).toContain('Assigned to Asha Rao');
  });
});

describe('support queries: attachments and creation', () => {
  const create = (attachments: unknown[], token = customer) =>
    post(
      '/v3/query/',
      {
        subject: 'Kiosk camera blurry',
        category: 'kiosk_hardware',
        priority: 'normal',
        clinic_id: breachedOne().clinic_id,
        kiosk_id: breachedOne().kiosk_id,
        message: 'The ID scanner cannot focus.',
        attachments,
      },
      token,
    );

  it('takes a PNG and a PDF checked by content, with the kiosk snapshot', async () => {
    const record = recordOf(
      await create([upload('a.png', TINY_PNG), upload('b.pdf', TINY_PDF, 'application/pdf')]),
    );
    expect(record.messages[0]?.attachments.map((a) => a.content_type)).toEqual([
      'image/png',
      'application/pdf',
    ]);
    expect(record.kiosk_snapshot?.serial_number).toBe(record.kiosk?.serial_number);
    const attachment = await get(`/v3/query/attachment/${record.messages[0]!.attachments[0]!.id}`, customer);
    expect((attachment.data as { data: string }).data).toBe(TINY_PNG);
  });

  it('refuses a file over 2 MB, one whose bytes are not PNG, JPEG or PDF, and a lying content type', async () => {
    const big = await create([upload('scan.png', bigPng())]);
    expect(big.status).toBe(422);
    expect(messageOf(big)).toBe('scan.png is larger than 2 MB.');
    const text = await create([upload('notes.png', btoa('just some text'))]);
    expect(messageOf(text)).toBe('notes.png is not a PNG, JPEG or PDF file.');
    const lying = await create([upload('report.pdf', TINY_PNG, 'application/pdf')]);
    expect(messageOf(lying)).toBe('report.pdf is not a PNG, JPEG or PDF file.');
    expect((lying.body as { field?: string }).field).toBe('attachments');
  });

  it('refuses a kiosk at another clinic (422 on kiosk_id)', async () => {
    const elsewhere = db.kiosks.find(
      (kiosk) => kiosk.clinic_id !== null && kiosk.clinic_id !== breachedOne().clinic_id,
    )!;
    const result = await post(
      '/v3/query/',
      {
        subject: 'Wrong kiosk',
        category: 'app',
        priority: 'low',
        clinic_id: breachedOne().clinic_id,
        kiosk_id: elsewhere.id,
        message: 'x',
      },
      customer,
    );
    expect((result.body as { field?: string }).field).toBe('kiosk_id');
  });

  it("refuses an order's query_id that is not the customer's (422 on query_id)", async () => {
    const clinic = db.clinics.find((row) => row.user_id === CUSTOMER_ID && row.status)!;
    const result = await post(
      '/v3/order/',
      {
        kind: 'kiosk',
        clinic_id: clinic.id,
        notes: null,
        lines: [{ manufacturer_id: 3, model_name: 'HK-500 Health Kiosk', quantity: 1 }],
        query_id: others().id,
      },
      customer,
    );
    expect((result.body as { field?: string }).field).toBe('query_id');
  });
});

describe('support queries: the list, SLA views and unread', () => {
  it('has the breached and breaching views, counts honouring every filter but the view', async () => {
    const page = (await post('/v3/query/filter', { page: 1, limit: 50, view: 'breached' }, customer))
      .data as QueryPage;
    expect(page.records.map((row) => row.subject)).toContain('Kiosk screen frozen on the login page');
    expect(page.records.every((row) => row.sla.state === 'breached')).toBe(true);
    const soon = (await post('/v3/query/filter', { page: 1, limit: 50, view: 'breaching' }, customer))
      .data as QueryPage;
    expect(soon.records.map((row) => row.subject)).toContain('Printer jams on every second report');
    expect(soon.view_counts).toEqual(page.view_counts);
    const waiting = soon.records.length + page.records.length;
    expect(waiting).toBeGreaterThan(1);
  });

  it('pauses the SLA while waiting on the customer, and the customer reply resumes it', async () => {
    const query = mine((row) => row.waiting_on_customer);
    const before = recordOf(await get(`/v3/query/${query.id}`, customer)).sla;
    later(5);
    const paused = recordOf(await get(`/v3/query/${query.id}`, customer)).sla;
    expect(paused).toMatchObject({
      paused: true,
      state: 'paused',
      due_at: null,
      left_minutes: before.left_minutes,
    });
    const resumed = recordOf(
      await post(`/v3/query/${query.id}/message`, { text: 'Batch 42A.', internal: false }, customer),
    );
    expect(resumed.waiting_on_customer).toBe(false);
    expect(resumed.sla.paused).toBe(false);
  });

  it('counts unread for the badge without internal notes, and clears it on read', async () => {
    const query = breachedOne();
    const before = (await get('/v3/unread', customer)).data as { queries: number };
    await post(`/v3/query/${query.id}/message`, {
      text: 'Internal: nobody tells the customer.',
      internal: true,
    });
    expect(((await get('/v3/unread', customer)).data as { queries: number }).queries).toBe(before.queries);
    const reply = recordOf(await post(`/v3/query/${query.id}/message`, { text: 'On it.', internal: false }));
    expect(((await get('/v3/unread', customer)).data as { queries: number }).queries).toBe(
      before.queries + 1,
    );
    const last = reply.messages.at(-1)!;
    expect((await post(`/v3/query/${query.id}/read`, { message_id: last.id }, customer)).data).toEqual({
      unread: 0,
    });
    expect(((await get('/v3/unread', customer)).data as { queries: number }).queries).toBe(before.queries);
  });
});
