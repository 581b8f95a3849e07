import type {
  NotificationAudienceCount,
  NotificationInboxItem,
  NotificationPage,
  NotificationReceipt,
  NotificationRecord,
} from '@/generated/model';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { MAX_SCALE } from '../seed-records';
import { MAX_NOTIFICATIONS, notificationCountFor } from '../seed-notifications';
import { ADMIN_ID, call, CUSTOMER_ID, DOCTOR_ID, messageOf, serveDemoDb } from '../test-utils';
import { kioskOutcome } from './notification-delivery';

const START = Date.parse('2026-06-01T10:00:00Z');
const MINUTE = 60_000;
let clock = START;
let db: DemoDb;
let admin: string;
let customer: string;
let doctor: string;
beforeEach(() => {
  clock = START;
  db = serveDemoDb({ now: () => new Date(clock) });
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
  doctor = db.issueToken(DOCTOR_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });
const recordOf = (result: { data: unknown }) => result.data as NotificationRecord;
const toCustomers = { kind: 'users', user_types: ['Customer'], role_ids: [] };
const toMyKiosks = { kind: 'kiosks', scope: 'customer', ids: [CUSTOMER_ID], models: [] };
const compose = (overrides: Record<string, unknown> = {}) => ({
  title: 'Kiosk maintenance on Sunday',
  body: 'Kiosks restart between 06:00 and 06:30 for an update.',
  link: 'https://help.example.com/maintenance',
  image_url: null,
  audience: toMyKiosks,
  send_at: null,
  ...overrides,
});

describe('the seeded notifications (docs/notifications.md, "Demo data")', () => {
  it('hold every status, to kiosks and to users, and 2,000 at max scale', async () => {
    const page = (await post('/v3/notification/filter', { page: 1, limit: 100 })).data as NotificationPage;
    expect(page.status_counts.scheduled).toBeGreaterThan(0);
    expect(page.status_counts.sending).toBeGreaterThan(0);
    expect(page.status_counts.sent).toBeGreaterThan(0);
    expect(page.status_counts.cancelled).toBeGreaterThan(0);
    expect(new Set(db.notifications.map((row) => row.audience.kind))).toEqual(new Set(['kiosks', 'users']));
    expect(notificationCountFor(MAX_SCALE)).toBe(MAX_NOTIFICATIONS);
  });

  it("leave no seeded notification in anyone's inbox", async () => {
    for (const token of [admin, customer, doctor]) {
      expect((await get('/v3/notification/inbox', token)).data).toEqual([]);
    }
  });
});

describe('who may call', () => {
  it("gives customers and doctors 403 on the administrators' calls", async () => {
    for (const token of [customer, doctor]) {
      expect((await post('/v3/notification/filter', { page: 1, limit: 10 }, token)).status).toBe(403);
      expect((await post('/v3/notification/audience', { audience: toCustomers }, token)).status).toBe(403);
      expect((await post('/v3/notification/', compose(), token)).status).toBe(403);
      expect((await post('/v3/notification/test', compose(), token)).status).toBe(403);
      expect((await get('/v3/notification/1', token)).status).toBe(403);
      expect((await post('/v3/notification/1/cancel', { version: 1 }, token)).status).toBe(403);
    }
  });
});

describe('the list', () => {
  it('searches by number and text, newest send time first, and leaves tests out', async () => {
    await post('/v3/notification/test', compose({ title: 'Only a test' }));
    const all = (await post('/v3/notification/filter', { page: 1, limit: 500 })).data as NotificationPage;
    expect(all.records.some((row) => row.title === 'Only a test')).toBe(false);
    const times = all.records.map((row) => row.send_at);
    expect([...times].sort().reverse()).toEqual(times);
    const one = (await post('/v3/notification/filter', { page: 1, limit: 10, searchValue: '#3' }))
      .data as NotificationPage;
    expect(one.records.map((row) => row.id)).toEqual([3]);
  });
});

describe('the audience', () => {
  it('resolves kiosks by customer, model, app version, and users by type or role', async () => {
    const mine = db.kiosks.filter(
      (kiosk) => kiosk.clinic_id !== null && db.clinic(kiosk.clinic_id)?.user_id === CUSTOMER_ID,
    );
    const count = async (audience: unknown) =>
      (await post('/v3/notification/audience', { audience })).data as NotificationAudienceCount;
    expect(await count(toMyKiosks)).toEqual({ count: mine.length, text: 'Kiosks of Meera Iyer' });
    expect((await count({ kind: 'kiosks', scope: 'all', ids: [], models: [] })).count).toBe(db.kiosks.length);
    const model = db.kiosks.filter((kiosk) => kiosk.model_name === 'HK-500 Health Kiosk').length;
    expect(
      (await count({ kind: 'kiosks', scope: 'model', ids: [], models: ['HK-500 Health Kiosk'] })).count,
    ).toBe(model);
    const code = db.kiosks[0]!.app_version_code;
    expect((await count({ kind: 'kiosks', scope: 'app_version', ids: [code], models: [] })).count).toBe(
      db.kiosks.filter((kiosk) => kiosk.app_version_code === code).length,
    );
    expect(await count(toCustomers)).toEqual({ count: 1, text: 'Dashboard users: Customers' });
    const role = db.user(ADMIN_ID)!.role;
    expect((await count({ kind: 'users', user_types: [], role_ids: [role.id] })).text).toBe(
      `Dashboard users: role ${role.name}`,
    );
  });
});

describe('sending (422s)', () => {
  it.each([
    ['title', { title: 'x'.repeat(66) }, 'The title is 66 characters; at most 65.'],
    ['body', { body: 'x'.repeat(241) }, 'The message is 241 characters; at most 240.'],
    ['link', { link: 'javascript:alert(1)' }, 'The link must be a full https:// address.'],
    ['image_url', { image_url: 'data:image/png;base64,AAAA' }, 'The image must be a full https:// address.'],
    [
      'send_at',
      { send_at: '2026-06-01T09:00:00Z' },
      'The send time is in the past. Choose a later time, or send now.',
    ],
    [
      'audience',
      { audience: { kind: 'kiosks', scope: 'customer', ids: [99999], models: [] } },
      'This audience reaches nobody. Choose at least one kiosk or user.',
    ],
  ])('refuses a bad %s', async (field, overrides, message) => {
    const before = db.notifications.length;
    const result = await post('/v3/notification/', compose(overrides));
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ field, message });
    expect(db.notifications).toHaveLength(before);
  });

  it('takes 65 and 240 characters exactly', async () => {
    const result = await post('/v3/notification/', compose({ title: 't'.repeat(65), body: 'b'.repeat(240) }));
    expect(result.status).toBe(200);
  });
});

describe('status and delivery from the clock (docs/notifications.md, "Delivery")', () => {
  it('goes scheduled → sending → sent, kiosks delivered at their next heartbeat', async () => {
    const sendAt = new Date(START + 30 * MINUTE).toISOString();
    const saved = recordOf(await post('/v3/notification/', compose({ send_at: sendAt })));
    expect(saved).toMatchObject({
      status: 'scheduled',
      send_at: sendAt,
      allowed_actions: ['cancel'],
      version: 1,
    });
    expect(saved.delivery).toEqual({ delivered: 0, displayed: 0, clicked: 0, failed: 0, pending: 0 });
    clock = START + 31 * MINUTE;
    const sending = recordOf(await get(`/v3/notification/${saved.id}`));
    expect(sending.status).toBe('sending');
    expect(sending.allowed_actions).toEqual([]);
    clock = START + 40 * MINUTE;
    const sent = recordOf(await get(`/v3/notification/${saved.id}`));
    expect(sent.status).toBe('sent');
    const { delivered, failed, pending, displayed, clicked } = sent.delivery;
    expect(delivered + failed + pending).toBe(sent.audience_count);
    expect(delivered).toBeGreaterThan(0);
    expect(displayed).toBeLessThanOrEqual(delivered);
    expect(clicked).toBeLessThanOrEqual(displayed);
    expect(sent.pending_kiosks.total).toBe(pending);
  });

  it('keeps a quiet kiosk pending, fails a retired one, and delivers one online', () => {
    const kiosk = db.kiosks.find((row) => row.status === 'deployed')!;
    const send = START - 10 * MINUTE;
    expect(kioskOutcome({ ...kiosk, quiet: false }, send, START)).toBe('delivered');
    expect(
      kioskOutcome(
        { ...kiosk, quiet: true, last_heartbeat_at: new Date(send - MINUTE).toISOString() },
        send,
        START,
      ),
    ).toBe('pending');
    expect(kioskOutcome({ ...kiosk, status: 'retired' }, send, START)).toBe('failed');
    expect(kioskOutcome({ ...kiosk, status: 'in_stock' }, send, START)).toBe('failed');
    expect(kioskOutcome({ ...kiosk, status: 'in_repair' }, send, START)).toBe('pending');
  });
});

describe('cancel', () => {
  it('cancels a scheduled one; 409 when stale, 422 once it is not scheduled', async () => {
    const saved = recordOf(await post('/v3/notification/', compose({ send_at: '2026-06-02T10:00:00Z' })));
    const stale = await post(`/v3/notification/${saved.id}/cancel`, { version: 9 });
    expect(stale.status).toBe(409);
    expect((stale.body as { current: NotificationRecord }).current.id).toBe(saved.id);
    const cancelled = recordOf(await post(`/v3/notification/${saved.id}/cancel`, { version: 1 }));
    expect(cancelled).toMatchObject({ status: 'cancelled', version: 2, cancelled_by: { id: ADMIN_ID } });
    const again = await post(`/v3/notification/${saved.id}/cancel`, { version: 2 });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ field: 'status' });
    expect(messageOf(again)).toBe('Only a scheduled notification can be cancelled; this one is cancelled.');
    const sent = recordOf(await post('/v3/notification/', compose()));
    expect((await post(`/v3/notification/${sent.id}/cancel`, { version: 1 })).status).toBe(422);
    expect((await post('/v3/notification/99999/cancel', { version: 1 })).status).toBe(404);
  });
});

describe('the inbox and receipts (the foreground path)', () => {
  it('brings a users notification to its audience once, then counts the receipt', async () => {
    const sent = recordOf(await post('/v3/notification/', compose({ audience: toCustomers })));
    const inbox = (await get('/v3/notification/inbox', customer)).data as NotificationInboxItem[];
    expect(inbox).toEqual([
      {
        id: sent.id,
        title: sent.title,
        body: sent.body,
        link: sent.link,
        image_url: null,
        send_at: sent.send_at,
      },
    ]);
    expect((await get(`/v3/notification/inbox?after=${sent.id}`, customer)).data).toEqual([]);
    expect((await get('/v3/notification/inbox', doctor)).data).toEqual([]);
    expect((await get('/v3/notification/inbox?after=x', customer)).status).toBe(400);
    const receipt = (await post(`/v3/notification/${sent.id}/receipt`, { event: 'clicked' }, customer))
      .data as NotificationReceipt;
    expect(receipt).toEqual({
      notification_id: sent.id,
      displayed_at: new Date(START).toISOString(),
      clicked_at: new Date(START).toISOString(),
    });
    expect((await get('/v3/notification/inbox', customer)).data).toEqual([]);
    const after = recordOf(await get(`/v3/notification/${sent.id}`));
    expect(after.delivery).toMatchObject({ delivered: 1, displayed: 1, clicked: 1, pending: 0 });
  });

  it("waits for a scheduled one, and never answers another's", async () => {
    const later = recordOf(
      await post('/v3/notification/', compose({ audience: toCustomers, send_at: '2026-06-01T11:00:00Z' })),
    );
    expect((await get('/v3/notification/inbox', customer)).data).toEqual([]);
    expect(
      (await post(`/v3/notification/${later.id}/receipt`, { event: 'displayed' }, customer)).status,
    ).toBe(404);
    clock = Date.parse('2026-06-01T11:00:00Z');
    expect(
      ((await get('/v3/notification/inbox', customer)).data as NotificationInboxItem[]).map((n) => n.id),
    ).toEqual([later.id]);
    expect((await post(`/v3/notification/${later.id}/receipt`, { event: 'displayed' }, doctor)).status).toBe(
      404,
    );
    const kiosks = recordOf(await post('/v3/notification/', compose()));
    expect(
      (await post(`/v3/notification/${kiosks.id}/receipt`, { event: 'displayed' }, customer)).status,
    ).toBe(404);
  });

  it('sends a test to its author alone', async () => {
    const test = recordOf(await post('/v3/notification/test', compose()));
    expect(test).toMatchObject({
      test: true,
      audience_count: 1,
      audience_text: 'Test: Asha Rao only',
      status: 'sending',
    });
    expect(((await get('/v3/notification/inbox')).data as NotificationInboxItem[]).map((n) => n.id)).toEqual([
      test.id,
    ]);
    expect((await get('/v3/notification/inbox', customer)).data).toEqual([]);
  });
});
