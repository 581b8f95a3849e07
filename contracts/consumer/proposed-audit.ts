import type { PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import { filterAuditEvents } from '@/generated/api/audit/audit';
import type { AuditFilterRequest } from '@/generated/model';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { unauthorizedBody } from '../support/matchers';
import { dataOf, dataShape } from '../support/data-shape';
import { answerOf, CUSTOMER, errorBody, exampleDb, state } from './telemedicine-examples';

/**
 * The proposed audit call (docs/proposed-api.md, "Audit trail"; docs/audit.md) as User Details'
 * Activity tab and Patient Details' Access tab send it: one page of events, newest first, filtered;
 * a customer's 403 (no event in the body), and the call without a token 401. (The 403 of an
 * administrator whose role lacks the Audit trail is the session gate's, the same for every call.)
 *
 * The example answer is the demo handler's own on a fresh demo database on the fixed clock, set up
 * by the state (one event on order 1), pinned by type field by field.
 */
const ADMIN = 1;
const orderEvent = state('an audit event exists', {});

const filterBody: AuditFilterRequest = {
  page: 1,
  limit: 10,
  actor_id: null,
  entity: 'order',
  entity_id: 1,
  patient_id: null,
  action: null,
  from: null,
  to: null,
};

export const defineProposedAuditPacts = (pact: PactV4): void => {
  it("filterAuditEvents: one page of a record's events, newest first, with the fields changed", async () => {
    const { db } = exampleDb([orderEvent]);
    const answer = await answerOf(db, 'filterAuditEvents', ADMIN, {}, filterBody);
    await pinInteraction(pact, {
      description: 'a request for the audit events of an order',
      given: [orderEvent],
      call: pin({
        method: 'POST',
        path: '/v3/audit/filter',
        body: filterBody,
        invoke: () => filterAuditEvents(filterBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({
          total_count: 1,
          records: [{ action: 'status', changes: [{ field: 'status', old: 'placed', new: 'approved' }] }],
        });
      },
    });
  });

  it('filterAuditEvents: a customer is refused (403) with no event in the body', async () => {
    const { db } = exampleDb([orderEvent]);
    const answer = await answerOf(db, 'filterAuditEvents', CUSTOMER, {}, filterBody);
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).not.toContain('approve');
    await pinInteraction(pact, {
      description: 'a request from a customer for the audit events',
      asCustomer: true,
      call: pin({
        method: 'POST',
        path: '/v3/audit/filter',
        body: filterBody,
        invoke: () => filterAuditEvents(filterBody),
      }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: rejectsWith(403, 'bad-request'),
    });
  });

  it('filterAuditEvents without a token answers 401', async () => {
    await pinInteraction(pact, {
      description: 'a request without a token (filter audit events)',
      signedOut: true,
      call: pin({
        method: 'POST',
        path: '/v3/audit/filter',
        body: filterBody,
        invoke: () => filterAuditEvents(filterBody),
      }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
