import type { AuditEventPage } from '@/generated/model';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, CUSTOMER_ID, serveDemoDb } from '../test-utils';

/**
 * Order, kiosk and query timelines read the audit trail (docs/audit.md, "Timelines read the trail"):
 * a call that moves a record is one audit event, the first line of that record's history and the
 * newest of the trail's filter by record and by actor, with the same id, time and actor.
 */

const NOW = '2026-06-01T10:00:00.000Z';
let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date(NOW) });
  admin = db.issueToken(ADMIN_ID);
});

interface Line {
  id: number;
  at: string;
  by: { id: number } | null;
}
const dataOf = (result: { body: unknown }): unknown => (result.body as { data: unknown }).data;
const send = (method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown, token = admin) =>
  call(path, { method, body, token });
const trail = async (filter: Record<string, unknown>) =>
  dataOf(await send('POST', '/v3/audit/filter', { page: 1, limit: 10, ...filter })) as AuditEventPage;

/** The call is one new event; the record's history and the trail (by record, by actor) agree on it. */
const expectOneEvent = async (entity: string, id: number, before: number, history: Line[]) => {
  expect(db.auditEvents).toHaveLength(before + 1);
  const [line] = history;
  const [byRecord] = (await trail({ entity, entity_id: id })).records;
  const [byActor] = (await trail({ actor_id: ADMIN_ID })).records;
  expect(line).toMatchObject({ at: NOW, by: { id: ADMIN_ID } });
  for (const event of [byRecord, byActor])
    expect(event).toMatchObject({ id: line?.id, at: line?.at, actor_id: ADMIN_ID, entity, entity_id: id });
  return byRecord;
};

describe('timelines read the trail', () => {
  it('an order moved: its history line is the call audit event, with the reason', async () => {
    const order = db.orders.find(({ status }) => status === 'placed')!;
    const before = db.auditEvents.length;
    const answer = await send('POST', `/v3/order/${order.id}/reject`, {
      version: order.version,
      reason: 'Duplicate order.',
    });
    expect(answer.status).toBe(200);
    const history = (dataOf(answer) as { history: Array<Line & { action: string; reason: string | null }> })
      .history;
    expect(history[0]).toMatchObject({ action: 'rejected', reason: 'Duplicate order.' });
    const event = await expectOneEvent('order', order.id, before, history);
    expect(event?.operation).toBe('rejectOrder');
    expect(event?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', old: 'placed', new: 'rejected' },
        { field: 'reason', old: null, new: 'Duplicate order.' },
      ]),
    );
    // The trail's answer carries no line of its own: only the call's fields.
    expect(Object.keys(event ?? {})).not.toContain('line');
    // Read again, the record shows the same line.
    const again = dataOf(await send('GET', `/v3/order/${order.id}`)) as { history: Line[] };
    expect(again.history[0]?.id).toBe(history[0]?.id);
  });

  it('a kiosk moved: its history line is the call audit event', async () => {
    const kiosk = db.kiosks.find((row) => row.status === 'in_stock')!;
    const target = db.clinics.find((clinic) => clinic.status)!;
    const before = db.auditEvents.length;
    const answer = await send('PUT', `/v3/kiosk/${kiosk.id}/move`, {
      status: 'deployed',
      clinic_id: target.id,
      reason: 'Installed.',
      version: kiosk.version,
    });
    expect(answer.status).toBe(200);
    const history = (dataOf(answer) as { history: Array<Line & { action: string; reason: string }> }).history;
    expect(history[0]).toMatchObject({ action: 'moved', reason: 'Installed.' });
    const event = await expectOneEvent('kiosk', kiosk.id, before, history);
    expect(event?.changes).toEqual(
      expect.arrayContaining([{ field: 'clinic_id', old: null, new: String(target.id) }]),
    );
  });

  it('a query resolved: its history line is the call audit event; a refused move records nothing', async () => {
    const query = db.queries.find((row) => row.status === 'in_progress')!;
    const before = db.auditEvents.length;
    const answer = await send('PUT', `/v3/query/${query.id}/status`, {
      version: query.version,
      status: 'resolved',
      reason: 'Replaced the cable.',
    });
    expect(answer.status).toBe(200);
    const history = (dataOf(answer) as { history: Array<Line & { action: string; detail: string | null }> })
      .history;
    expect(history[0]).toMatchObject({ action: 'resolved', detail: 'Replaced the cable.' });
    await expectOneEvent('query', query.id, before, history);
    const refused = await send('PUT', `/v3/query/${query.id}/status`, {
      version: query.version,
      status: 'in_progress',
    });
    expect(refused.status).toBe(422);
    expect(db.auditEvents).toHaveLength(before + 1);
  });

  it("a customer reads their own order's history, and another customer's order is a 403 without it", async () => {
    const customer = db.issueToken(CUSTOMER_ID);
    const own = db.orders.find((order) => order.customer_id === CUSTOMER_ID)!;
    const mine = dataOf(await send('GET', `/v3/order/${own.id}`, undefined, customer)) as { history: Line[] };
    expect(mine.history.length).toBeGreaterThan(0);
    const ids = new Set(
      db.auditEvents.filter((e) => e.entity === 'order' && e.entity_id === own.id).map((e) => e.id),
    );
    expect(mine.history.every((line) => ids.has(line.id))).toBe(true);
    const other = db.orders.find((order) => order.customer_id !== CUSTOMER_ID)!;
    const refused = await send('GET', `/v3/order/${other.id}`, undefined, customer);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('history');
  });
});
