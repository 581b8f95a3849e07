import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { it } from 'vitest';

import { filterOrders } from '@/generated/api/orders/orders';
import type { OrderFilterRequest } from '@/generated/model';

import { pin } from '../support/calls';
import { pinInteraction } from '../support/interaction';
import { refusedWith, state } from './telemedicine-examples';

const { equal } = MatchersV3;

/**
 * Roles and areas (docs/shell.md, "Roles and areas"; docs/proposed-api.md, "Customers"): an
 * administrator whose role lacks the area of a call is refused 403 `area_forbidden`, with the
 * area's label and none of the call's data. Pinned on an order call for a Support Agent.
 */
const withoutOrders = state('the signed-in administrator holds a role without the Orders area', {});
const filterBody: OrderFilterRequest = { kind: 'kiosk', page: 1, limit: 10, searchValue: null, status: null };
const refusal = {
  error: true,
  code: 'area_forbidden',
  message: 'Your role does not include Orders.',
} as const;

export const defineProposedAreaPacts = (pact: PactV4): void => {
  it('filterOrders: an administrator whose role lacks Orders is refused (403 area_forbidden)', async () => {
    await pinInteraction(pact, {
      description: 'a request for the kiosk orders from an administrator whose role lacks the Orders area',
      given: [withoutOrders],
      call: pin({
        method: 'POST',
        path: '/v3/order/filter',
        body: filterBody,
        invoke: () => filterOrders(filterBody),
      }),
      status: 403,
      response: { error: equal(true), code: equal(refusal.code), message: equal(refusal.message) },
      check: refusedWith(403, refusal),
    });
  });
};
