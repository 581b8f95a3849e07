import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import { createStockAdjustment, filterStock, filterStockMovements } from '@/generated/api/stock/stock';
import type {
  StockAdjustmentRequest,
  StockFilterRequest,
  StockMovementFilterRequest,
} from '@/generated/model';
import type { ApiError } from '@/lib/http/api-error';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { unauthorizedBody } from '../support/matchers';
import { answerOf, CUSTOMER, errorBody, exampleDb, idOf, refusedWith, state } from './telemedicine-examples';
import { byType } from '../support/data-shape';

const { fromProviderState } = MatchersV3;

/**
 * The proposed stock calls (docs/proposed-api.md, "Stock, days of cover and Running low") as Clinic
 * Stock, Running Low and Stock Ledger send them: a clinic's stock row of a consumable with its days
 * of cover, its ledger, an adjustment; a blank reason refused with 422 on `reason`, another
 * customer's clinic with 403 and no clinic data, and each call without a token 401. The example
 * answers are the demo handlers' own on a fresh demo database on the fixed clock, pinned by type.
 */
const stocked = state('a clinic of the customer has stock of a consumable', { customer_id: CUSTOMER });
const foreign = state('a clinic of another customer exists', { customer_id: CUSTOMER });

const filterBody = (clinic_id: unknown, consumable_id: unknown) => ({
  page: 1,
  limit: 10,
  searchValue: null,
  customer_id: null,
  clinic_id,
  consumable_id,
  running_low: null,
  expiring: null,
});
const ledgerBody = (clinic_id: unknown, consumable_id: unknown) => ({
  page: 1,
  limit: 2,
  clinic_id,
  consumable_id,
  kind: null,
});
const adjustBody = (clinic_id: unknown, consumable_id: unknown, reason: string) => ({
  clinic_id,
  consumable_id,
  quantity: 3,
  reason,
});

const stateIds = (values: Record<string, unknown>) => ({
  clinic: idOf(values, 'clinic_id'),
  consumable: idOf(values, 'consumable_id'),
  pinnedClinic: fromProviderState('${clinic_id}', idOf(values, 'clinic_id')),
  pinnedConsumable: fromProviderState('${consumable_id}', idOf(values, 'consumable_id')),
});

export const defineProposedStockPacts = (pact: PactV4): void => {
  it("filterStock: a customer's clinic's stock of a consumable, with days of cover", async () => {
    const { db, values } = exampleDb([stocked]);
    const ids = stateIds(values);
    const body = filterBody(ids.clinic, ids.consumable) as StockFilterRequest;
    const answer = await answerOf(db, 'filterStock', CUSTOMER, {}, body);
    await pinInteraction(pact, {
      description: "a request for the stock of a consumable at one of the customer's clinics",
      asCustomer: true,
      given: [stocked],
      call: pin({
        method: 'POST',
        path: '/v3/stock/filter',
        body: filterBody(ids.pinnedClinic, ids.pinnedConsumable),
        invoke: () => filterStock(body),
      }),
      status: 200,
      response: byType(answer.body),
      check: async (outcome) => {
        const page = (await outcome) as { records: unknown[] };
        expect(page.records).toHaveLength(1);
      },
    });
  });

  it("filterStock: another customer's clinic is a 403 without its data", async () => {
    const { db, values } = exampleDb([foreign]);
    const clinic = idOf(values, 'clinic_id');
    const body = filterBody(clinic, null) as StockFilterRequest;
    const answer = await answerOf(db, 'filterStock', CUSTOMER, {}, body);
    expect(Object.keys(answer.body).sort()).toEqual(['error', 'message']);
    await pinInteraction(pact, {
      description: "a request for the stock of another customer's clinic",
      asCustomer: true,
      given: [foreign],
      call: pin({
        method: 'POST',
        path: '/v3/stock/filter',
        body: filterBody(fromProviderState('${clinic_id}', clinic), null),
        invoke: () => filterStock(body),
      }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: async (outcome) => {
        await refusedWith(403, { message: 'This clinic is not one of yours.' })(outcome);
        await outcome.catch((error: unknown) => {
          expect(Object.keys((error as ApiError).body as object).sort()).toEqual(['error', 'message']);
        });
      },
    });
  });

  it("filterStockMovements: a customer's clinic's ledger of a consumable, newest first", async () => {
    const { db, values } = exampleDb([stocked]);
    const ids = stateIds(values);
    const body = ledgerBody(ids.clinic, ids.consumable) as StockMovementFilterRequest;
    const answer = await answerOf(db, 'filterStockMovements', CUSTOMER, {}, body);
    await pinInteraction(pact, {
      description: "a request for the ledger of a consumable at one of the customer's clinics",
      asCustomer: true,
      given: [stocked],
      call: pin({
        method: 'POST',
        path: '/v3/stock/movement/filter',
        body: ledgerBody(ids.pinnedClinic, ids.pinnedConsumable),
        invoke: () => filterStockMovements(body),
      }),
      status: 200,
      response: byType(answer.body),
      check: async (outcome) => {
        const page = (await outcome) as { records: unknown[] };
        expect(page.records.length).toBeGreaterThan(0);
      },
    });
  });

  it('createStockAdjustment: adds units with a reason, answering the stock row', async () => {
    const { db, values } = exampleDb([stocked]);
    const ids = stateIds(values);
    const body = adjustBody(ids.clinic, ids.consumable, 'Found a box in storage') as StockAdjustmentRequest;
    const answer = await answerOf(db, 'createStockAdjustment', CUSTOMER, {}, body);
    await pinInteraction(pact, {
      description: "a request to add 3 units to a consumable's stock at one of the customer's clinics",
      asCustomer: true,
      given: [stocked],
      call: pin({
        method: 'POST',
        path: '/v3/stock/adjustment',
        body: adjustBody(ids.pinnedClinic, ids.pinnedConsumable, 'Found a box in storage'),
        invoke: () => createStockAdjustment(body),
      }),
      status: 200,
      response: byType(answer.body),
      check: async (outcome) => {
        expect(await outcome).toMatchObject({ clinic: { id: ids.clinic } });
      },
    });
  });

  it('createStockAdjustment: refuses a blank reason on the field (422)', async () => {
    const { db, values } = exampleDb([stocked]);
    const ids = stateIds(values);
    const body = adjustBody(ids.clinic, ids.consumable, ' ') as StockAdjustmentRequest;
    const answer = await answerOf(db, 'createStockAdjustment', CUSTOMER, {}, body);
    await pinInteraction(pact, {
      description: 'a request to adjust stock without a reason',
      asCustomer: true,
      given: [stocked],
      call: pin({
        method: 'POST',
        path: '/v3/stock/adjustment',
        body: adjustBody(ids.pinnedClinic, ids.pinnedConsumable, ' '),
        invoke: () => createStockAdjustment(body),
      }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'reason' }),
    });
  });

  it.each([
    [
      'filterStock',
      '/v3/stock/filter',
      filterBody(1, 1),
      (): Promise<unknown> => filterStock(filterBody(1, 1) as StockFilterRequest),
    ],
    [
      'filterStockMovements',
      '/v3/stock/movement/filter',
      ledgerBody(1, 1),
      (): Promise<unknown> => filterStockMovements(ledgerBody(1, 1) as StockMovementFilterRequest),
    ],
    [
      'createStockAdjustment',
      '/v3/stock/adjustment',
      adjustBody(1, 1, 'Count'),
      (): Promise<unknown> => createStockAdjustment(adjustBody(1, 1, 'Count') as StockAdjustmentRequest),
    ],
  ] as const)('%s without a token answers 401', async (operation, path, body, invoke) => {
    await pinInteraction(pact, {
      description: `a request without a token (${operation})`,
      signedOut: true,
      call: pin({ method: 'POST', path, body, invoke }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });
};
