import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { createDemoDb } from '../db';
import type { DemoUser, Versioned } from '../types';
import { conflict, type RouteContext, type RouteResult } from './kit';
import { byRole, everyRow, recordKit } from './record-kit';
import { CONSULTATION_STATUS } from './records';
import { type EditableRecord, resourceRoutes } from './resource-kit';
import { booleanStatus, enumStatus, refuseMove } from './status-codec';

const db = createDemoDb({ arrivalSeconds: 0 });
const user = (id: number, user_type: DemoUser['user_type']): DemoUser => ({
  id,
  user_type,
  is_expose_api: false,
  first_name: 'Test',
  last_name: 'User',
  email: `user${id}@example.com`,
  password: '',
  role: { id: 0, name: user_type },
});
const admin = user(1, 'Administrator');
const customer = user(2, 'Customer');
const otherCustomer = user(4, 'Customer');
const doctor = user(3, 'Doctor');

/**
 * A support query (the next issues' example): a four-value status with named transitions, each
 * customer's own, answered by administrators. Built only as far as this fixture.
 */
type QueryStatus = 'open' | 'answered' | 'closed' | 'reopened';
type SupportQuery = EditableRecord<QueryStatus> & { customer_id: number; subject: string };
const QUERY_STATUS = enumStatus<QueryStatus>({
  initial: 'open',
  next: {
    open: ['answered', 'closed'],
    answered: ['closed', 'reopened'],
    closed: ['reopened'],
    reopened: ['answered'],
  },
  text: { open: 'Open', answered: 'Answered', closed: 'Closed', reopened: 'Reopened' },
  transitions: { open: 'open', answered: 'answer', closed: 'close', reopened: 'reopen' },
});
const stamp: Versioned = {
  version: 1,
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
};
const queries: SupportQuery[] = [
  { id: 1, customer_id: 2, subject: 'Kiosk offline', status: 'open', ...stamp },
  { id: 2, customer_id: 4, subject: 'Printer jams', status: 'closed', ...stamp },
];
const QUERIES = recordKit<SupportQuery, 'answer'>({
  noun: 'support query',
  find: (_db, id) => queries.find((query) => query.id === id),
  scope: byRole({
    Administrator: everyRow,
    Customer: (_db, who) => (query) => query.customer_id === who.id,
    Doctor: () => () => false,
  }),
  foreign: 'This support query is not one of yours.',
  actions: {
    answer: { allowed: (who) => who.user_type === 'Administrator', refused: 'Only administrators answer.' },
  },
});

describe('the record kit', () => {
  it('answers the 404 from the noun, the 403 from the resource’s own text, and keeps other rows', () => {
    expect(QUERIES.readable(db, customer, '9')).toEqual({
      ok: false,
      result: { status: 404, body: { error: true, message: 'Support query not found' } },
    });
    expect(QUERIES.readable(db, customer, '2')).toEqual({
      ok: false,
      result: { status: 403, body: { error: true, message: 'This support query is not one of yours.' } },
    });
    expect(QUERIES.readable(db, customer, '1')).toEqual({ ok: true, row: queries[0] });
    expect(QUERIES.readable(db, admin, 2)).toEqual({ ok: true, row: queries[1] });
    // Path ids: positive whole numbers of at most ten digits.
    for (const raw of ['0', '01', '1.0', '12345678901', ['1'], undefined])
      expect(QUERIES.find(db, raw).ok, String(raw)).toBe(false);
  });

  it('filters rows by role: administrators all, a customer their own, a doctor none', () => {
    const visible = (who: DemoUser) => queries.filter(QUERIES.scope(db, who)).map((query) => query.id);
    expect([visible(admin), visible(customer), visible(otherCustomer), visible(doctor)]).toEqual([
      [1, 2],
      [1],
      [2],
      [],
    ]);
  });

  it('refuses an action with its own 403, and a row outside the scope with the hidden 404 when it has no text', () => {
    expect(QUERIES.refuses('answer', customer, queries[0])).toEqual({
      status: 403,
      body: { error: true, message: 'Only administrators answer.' },
    });
    expect(QUERIES.refuses('answer', admin, queries[0])).toBeNull();
    const hidden = recordKit<SupportQuery>({
      noun: 'query',
      find: (_db, id) => queries.find((query) => query.id === id),
      scope: QUERIES.scope,
    });
    expect(hidden.outOfScope(db, customer, queries[1]!)).toEqual(hidden.notFound);
  });

  it('builds the one 409 body: the standard message of a stale version and the record now', () => {
    const current = { id: 1, version: 1 };
    expect(QUERIES.stale(queries[0]!, 1, () => current)).toBeNull();
    expect(QUERIES.stale(queries[0]!, 0, () => current)).toEqual({
      status: 409,
      body: {
        error: true,
        message: 'This support query was changed by someone else while you were editing it.',
        current,
      },
    });
    expect(conflict('Taken.', { id: 3 })).toEqual({
      status: 409,
      body: { error: true, message: 'Taken.', current: { id: 3 } },
    });
  });
});

describe('the status codec', () => {
  it('flips an active flag either way', () => {
    expect([booleanStatus.next(true), booleanStatus.next(false), booleanStatus.actions(true)]).toEqual([
      [false],
      [true],
      ['disable'],
    ]);
  });

  it('names the transitions an enum status allows, and refuses any other move with a 422 on status', () => {
    expect(CONSULTATION_STATUS.actions('requested')).toEqual(['accept', 'start', 'cancel']);
    expect(CONSULTATION_STATUS.actions('completed')).toEqual([]);
    expect(refuseMove(CONSULTATION_STATUS, 'consultation', 'requested', 'scheduled')).toBeNull();
    expect(refuseMove(CONSULTATION_STATUS, 'consultation', 'in_progress', 'scheduled')).toEqual({
      status: 422,
      body: { error: true, message: 'A in progress consultation cannot become scheduled.', field: 'status' },
    });
    expect(QUERY_STATUS.actions('answered')).toEqual(['close', 'reopen']);
  });
});

describe('the resource kit with an enum status and a customer scope', () => {
  const QueryWrite = z.object({ subject: z.string().min(1) });
  const routes = resourceRoutes<SupportQuery, z.infer<typeof QueryWrite>>({
    noun: 'support query',
    // Any four operation ids: the resolvers are called directly here, not routed.
    operations: { create: 'createVideo', get: 'getVideo', update: 'updateVideo', status: 'setVideoStatus' },
    createBody: QueryWrite,
    updateBody: QueryWrite.extend({ version: z.number() }),
    statusBody: z.object({ status: z.enum(['open', 'answered', 'closed', 'reopened']) }),
    status: QUERY_STATUS,
    rows: () => queries,
    toDto: (_db, query) => query,
    fieldsOf: (write) => ({ subject: write.subject, customer_id: 2 }),
    refuseWrite: () => null,
    allowed: (who) => who.user_type !== 'Doctor',
    forbidden: 'Doctors do not raise support queries.',
    scope: QUERIES.scope,
    foreign: 'This support query is not one of yours.',
  });
  const [create, get, , setStatus] = routes;
  const resolve = (route: typeof create, who: DemoUser, context: Partial<RouteContext>) =>
    route!.resolve({ db, user: who, body: undefined, params: {}, token: null, ...context }) as RouteResult;

  it('creates with the initial status, answers its own 403s, and moves only along the transitions', () => {
    const created = resolve(create, customer, { body: { subject: 'Screen blank' } });
    expect(created.body).toMatchObject({ data: { id: 3, status: 'open', version: 1 } });
    expect(resolve(create, doctor, { body: { subject: 'x' } }).body).toEqual({
      error: true,
      message: 'Doctors do not raise support queries.',
    });
    expect(resolve(get, customer, { params: { id: '2' } }).status).toBe(403);
    expect(resolve(setStatus, admin, { params: { id: '2' }, body: { status: 'answered' } })).toEqual({
      status: 422,
      body: { error: true, message: 'A closed support query cannot become answered.', field: 'status' },
    });
    const answered = resolve(setStatus, admin, { params: { id: '3' }, body: { status: 'answered' } });
    expect(answered.body).toMatchObject({ data: { status: 'answered', version: 2 } });
  });
});
