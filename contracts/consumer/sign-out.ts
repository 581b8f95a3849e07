import type { PactV4 } from '@pact-foundation/pact';
import { getResponse } from 'msw';
import { expect, it } from 'vitest';

import { createDemoDb } from '@/mocks/db';
import { createDemoHandlers } from '@/mocks/handlers';

import { logoutCall } from '../support/calls';
import { pinInteraction, resolvesToData } from '../support/interaction';
import { outcomeShape } from '../support/matchers';

/**
 * The header's Logout (docs/requirements.md 2.4). The server ends the session of the bearer token
 * whatever the body holds: a body it refused used to answer 400 and leave the token valid, so on a
 * clinic's shared PC the next person stayed signed in as the last (issue 32). A pact pins one
 * request; the demo API's own answer to a body the schema refuses is checked here too.
 */
export const defineSignOutPacts = (pact: PactV4): void => {
  it('logout: the session of the bearer token ends (200), whatever the body holds', async () => {
    const db = createDemoDb({ arrivalSeconds: 0 });
    const handlers = createDemoHandlers(db);
    for (const body of ['{"userId":1}', '{"userId":"me"}', '["bye"]', '{"userId":']) {
      const token = db.issueToken(1);
      const answer = await getResponse(
        handlers,
        new Request('http://demo.test/api/v3/login/logout', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body,
        }),
      );
      expect([body, answer?.status]).toEqual([body, 200]);
      expect(db.userForToken(token)).toBeUndefined();
    }
    const response = outcomeShape(false, 'Logged out');
    await pinInteraction(pact, {
      description: 'a request to sign out: the bearer token stops working, whatever the body holds',
      call: logoutCall,
      status: 200,
      response,
      check: resolvesToData(response),
    });
  });
};
