import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from './db';
import { runProviderState } from './provider-states';
import { PACT_INTERNAL_NOTE } from './provider-states-support';
import { ADMIN_ID, call, CUSTOMER_ID, serveDemoDb } from './test-utils';

let db: DemoDb;
let admin: string;
let customer: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-06-01T12:00:00.000Z') });
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
});

const setUp = (state: string, params: Record<string, unknown>) => {
  const outcome = runProviderState(db, { state, params, action: 'setup' });
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
  return outcome.body;
};

describe('the support states (the proposals pact, docs/contracts.md)', () => {
  it('leave one query: the customer reads it without the internal note, the administrator with it', async () => {
    const values = setUp('a support query exists', { status: 'in_progress', foreign: 0, note: 1 });
    expect(values).toMatchObject({ id: 1, version: 2, message_id: 2, attachment_id: 1 });
    expect(db.queries).toHaveLength(1);
    const path = `/v3/query/${String(values.id)}`;
    const asCustomer = await call(path, { method: 'GET', token: customer });
    expect(JSON.stringify(asCustomer)).not.toContain(PACT_INTERNAL_NOTE);
    expect((asCustomer.data as { messages: unknown[] }).messages).toHaveLength(2);
    const asAdmin = await call(path, { method: 'GET', token: admin });
    expect((asAdmin.data as { messages: unknown[] }).messages).toHaveLength(3);
    setUp('a support query exists', { status: 'in_progress', foreign: 1 });
    expect((await call(path, { method: 'GET', token: customer })).status).toBe(403);
  });

  it('a PNG over 2 MB is refused as larger than 2 MB', async () => {
    const { id } = setUp('a support query exists', { status: 'in_progress' });
    const { data } = setUp('a PNG file larger than 2 MB', { bytes: 2 * 1024 * 1024 + 1 });
    const answer = await call(`/v3/query/${String(id)}/message`, {
      token: customer,
      body: {
        text: 'Scan.',
        internal: false,
        attachments: [{ name: 'scan.png', content_type: 'image/png', data }],
      },
    });
    expect(answer).toMatchObject({ status: 422, body: { message: 'scan.png is larger than 2 MB.' } });
  });

  it('leave one canned reply at the version named', () => {
    expect(setUp('a canned reply exists', { version: 2 })).toEqual({ id: 1, version: 2 });
    expect(db.cannedReplies).toHaveLength(1);
  });
});
