import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import { listQueryAssignees } from '@/generated/api/support/support';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { unauthorizedBody } from '../support/matchers';
import { ADMIN, byType, noData, queryState } from './support-examples';
import { answerOf, CUSTOMER, errorBody, exampleDb, refusedWith } from './telemedicine-examples';

const { equal } = MatchersV3;

/**
 * listQueryAssignees (docs/support.md, "Assignees"), as the assignee filter and Triage send it: every
 * administrator by name with their open queries (the state's one query, in progress, is Asha Rao's),
 * the customer's 403 without data, and the call without a token 401.
 */
const inProgress = queryState('in_progress');
const call = { method: 'GET', path: '/v3/query/assignees', invoke: () => listQueryAssignees() } as const;

export const defineQueryAssigneePacts = (pact: PactV4): void => {
  it('listQueryAssignees: every administrator by name, with their open queries', async () => {
    const { db } = exampleDb([inProgress]);
    const answer = await answerOf(db, 'listQueryAssignees', ADMIN);
    const [first, ...others] = answer.body.data as Array<Record<string, unknown>>;
    expect(first).toEqual({ id: ADMIN, name: 'Asha Rao', open_queries: 1 });
    await pinInteraction(pact, {
      description: 'a request for the administrators a support query can be assigned to',
      given: [inProgress],
      call: pin(call),
      status: 200,
      response: {
        data: [{ id: equal(ADMIN), name: equal('Asha Rao'), open_queries: equal(1) }, ...others.map(byType)],
      },
      check: async (outcome) => {
        const assignees = (await outcome) as Array<{ name: string; open_queries: number }>;
        expect(assignees.map((row) => row.name)).toEqual(
          assignees.map((row) => row.name).sort((a, b) => a.localeCompare(b, 'en')),
        );
        expect(assignees.reduce((sum, row) => sum + row.open_queries, 0)).toBe(1);
      },
    });
  });

  it('listQueryAssignees: a customer gets 403 without data', async () => {
    const { db } = exampleDb();
    const answer = await answerOf(db, 'listQueryAssignees', CUSTOMER);
    expect(answer.status).toBe(403);
    await pinInteraction(pact, {
      description: 'a request from a customer for the administrators a query can be assigned to',
      asCustomer: true,
      call: pin(call),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: async (outcome) => {
        await refusedWith(403, { message: String(answer.body.message) })(outcome);
        await noData(outcome);
      },
    });
  });

  it('listQueryAssignees without a token answers 401', async () => {
    await pinInteraction(pact, {
      description: 'a request without a token (listQueryAssignees)',
      signedOut: true,
      call: pin<unknown>(call),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
