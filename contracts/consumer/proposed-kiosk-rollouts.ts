import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import {
  continueKioskRollout,
  createKioskRollout,
  filterKioskRollouts,
  getKioskRollout,
  rollbackKioskRollout,
} from '@/generated/api/kiosk-rollouts/kiosk-rollouts';
import type { KioskRolloutCreateRequest, KioskRolloutFilterRequest } from '@/generated/model';
import type { ApiError } from '@/lib/http/api-error';

import { pin } from '../support/calls';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { recordPath, unauthorizedBody } from '../support/matchers';
import { answerOf, CUSTOMER, errorBody, exampleDb, idOf, refusedWith, state } from './telemedicine-examples';
import { byType, dataShape, dataOf } from '../support/data-shape';

const { equal, fromProviderState, like } = MatchersV3;

/**
 * The proposed rollout calls (docs/proposed-api.md, "Kiosk configuration rollouts";
 * docs/kiosk-rollouts.md) as Kiosk Configuration, New rollout and Kiosk Rollout Details send them:
 * the list, a rollout with its diff and kiosks, one started to a clinic, one continued and one rolled
 * back; a share outside 1-99 refused with 422 on `staged_percent`, a stale Continue with 409 and the
 * rollout now, a customer's read with 403 and no rollout data, an unknown id 404, and each call
 * without a token 401.
 *
 * The example answers are the demo handlers' own on a fresh demo database on the fixed clock, set
 * up by the interaction's states, pinned by type field by field and list by list: the states leave
 * one clinic with one kiosk and one rollout, so every list has one length on any demo database.
 */
const ADMIN = 1;
const oneKiosk = state('a clinic has one deployed kiosk', {});
const sent = state('a kiosk rollout to a clinic exists', { staged_percent: 0, version: 1 });
const staged = state('a kiosk rollout to a clinic exists', { staged_percent: 50, version: 1 });
const changed = state('a kiosk rollout to a clinic exists', { staged_percent: 50, version: 2 });

const filterBody: KioskRolloutFilterRequest = { page: 1, limit: 10, searchValue: null, status: null };
const createBody = <C>(clinic: C, staged_percent: number | null = null) => ({
  config_id: 3,
  target_kind: 'clinic' as KioskRolloutCreateRequest['target_kind'],
  target_id: clinic,
  kiosk_ids: [] as number[],
  staged_percent,
});
const versionBody = <V>(version: V) => ({ version });

export const defineProposedKioskRolloutPacts = (pact: PactV4): void => {
  it('filterKioskRollouts: the rollouts, newest first, with their progress', async () => {
    const { db } = exampleDb([sent]);
    const answer = await answerOf(db, 'filterKioskRollouts', ADMIN, {}, filterBody);
    await pinInteraction(pact, {
      description: 'a request for the kiosk configuration rollouts',
      given: [sent],
      call: pin({
        method: 'POST',
        path: '/v3/kiosk-rollout/filter',
        body: filterBody,
        invoke: () => filterKioskRollouts(filterBody),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect((await dataOf(outcome)).records).toHaveLength(1);
      },
    });
  });

  it('getKioskRollout: a rollout with its diff and its kiosks', async () => {
    const { db, values } = exampleDb([sent]);
    const answer = await answerOf(db, 'getKioskRollout', ADMIN, { id: String(idOf(values)) });
    await pinInteraction(pact, {
      description: 'a request for a kiosk rollout to a clinic',
      given: [sent],
      call: pin({
        method: 'GET',
        path: recordPath('kiosk-rollout'),
        invoke: () => getKioskRollout(idOf(values)),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('done') }),
      check: async (outcome) => {
        const rollout = await dataOf(outcome);
        expect(rollout.kiosks).toHaveLength(1);
        expect((rollout.diff as unknown[]).length).toBeGreaterThan(0);
      },
    });
  });

  it('getKioskRollout: a customer is refused with 403 and no rollout data', async () => {
    const { db, values } = exampleDb([sent]);
    const answer = await answerOf(db, 'getKioskRollout', CUSTOMER, { id: String(idOf(values)) });
    expect(Object.keys(answer.body).sort()).toEqual(['error', 'message']);
    await pinInteraction(pact, {
      description: 'a request from a customer for a kiosk rollout',
      asCustomer: true,
      given: [sent],
      call: pin({
        method: 'GET',
        path: recordPath('kiosk-rollout'),
        invoke: () => getKioskRollout(idOf(values)),
      }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: async (outcome) => {
        await refusedWith(403, { message: String(answer.body.message) })(outcome);
        await outcome.catch((error: unknown) => {
          expect(Object.keys((error as ApiError).body as object).sort()).toEqual(['error', 'message']);
        });
      },
    });
  });

  it('getKioskRollout: an unknown id is a 404', async () => {
    await pinInteraction(pact, {
      description: 'a request for kiosk rollout 999999, which does not exist',
      call: pin({ method: 'GET', path: '/v3/kiosk-rollout/999999', invoke: () => getKioskRollout(999_999) }),
      status: 404,
      response: errorBody({ message: 'Rollout not found' }),
      check: rejectsWith(404, 'bad-request'),
    });
  });

  it('createKioskRollout: sends a configuration to a clinic', async () => {
    const { db, values } = exampleDb([oneKiosk]);
    const body = createBody(idOf(values, 'clinic_id'));
    const answer = await answerOf(db, 'createKioskRollout', ADMIN, {}, body);
    await pinInteraction(pact, {
      description: 'a request to send configuration 3 to a clinic with one kiosk',
      given: [oneKiosk],
      call: pin({
        method: 'POST',
        path: '/v3/kiosk-rollout/',
        body: createBody(fromProviderState('${clinic_id}', idOf(values, 'clinic_id'))),
        invoke: () => createKioskRollout(body),
      }),
      status: 200,
      response: dataShape(answer.body, { status: equal('rolling_out'), version: equal(1) }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ status: 'rolling_out', kiosks_total: 1 });
      },
    });
  });

  it('createKioskRollout: refuses a first share outside 1-99, on the field (422)', async () => {
    const { db, values } = exampleDb([oneKiosk]);
    const body = createBody(idOf(values, 'clinic_id'), 100);
    const answer = await answerOf(db, 'createKioskRollout', ADMIN, {}, body);
    await pinInteraction(pact, {
      description: 'a request to send configuration 3 to a clinic, 100% first',
      given: [oneKiosk],
      call: pin({
        method: 'POST',
        path: '/v3/kiosk-rollout/',
        body: createBody(fromProviderState('${clinic_id}', idOf(values, 'clinic_id')), 100),
        invoke: () => createKioskRollout(body),
      }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'staged_percent' }),
    });
  });

  it('continueKioskRollout: sends a staged rollout to the rest, from its current version', async () => {
    const { db, values } = exampleDb([staged]);
    const body = versionBody(idOf(values, 'version'));
    const answer = await answerOf(db, 'continueKioskRollout', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to continue a staged kiosk rollout from its current version',
      given: [staged],
      call: pin({
        method: 'PUT',
        path: recordPath('kiosk-rollout', '/continue'),
        body: versionBody(fromProviderState('${version}', idOf(values, 'version'))),
        invoke: () => continueKioskRollout(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect((await dataOf(outcome)).continued_at).not.toBeNull();
      },
    });
  });

  it('continueKioskRollout: refuses a stale version with 409 and the rollout now', async () => {
    const { db, values } = exampleDb([changed]);
    const body = versionBody(1);
    const answer = await answerOf(db, 'continueKioskRollout', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to continue a staged kiosk rollout from version 1, after it changed',
      given: [changed],
      call: pin({
        method: 'PUT',
        path: recordPath('kiosk-rollout', '/continue'),
        body,
        invoke: () => continueKioskRollout(idOf(values), body),
      }),
      status: 409,
      response: { ...errorBody(answer.body), current: byType(answer.body.current) },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('rollbackKioskRollout: sends the previous configuration as a new rollout', async () => {
    const { db, values } = exampleDb([sent]);
    const body = versionBody(idOf(values, 'version'));
    const answer = await answerOf(db, 'rollbackKioskRollout', ADMIN, { id: String(idOf(values)) }, body);
    await pinInteraction(pact, {
      description: 'a request to roll back a kiosk rollout from its current version',
      given: [sent],
      call: pin({
        method: 'PUT',
        path: recordPath('kiosk-rollout', '/rollback'),
        body: versionBody(fromProviderState('${version}', idOf(values, 'version'))),
        invoke: () => rollbackKioskRollout(idOf(values), body),
      }),
      status: 200,
      response: dataShape(answer.body, { config: { id: equal(1), name: like('Standard screening') } }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ config: { id: 1 } });
      },
    });
  });

  it.each([
    [
      'filter',
      'POST',
      '/v3/kiosk-rollout/filter',
      filterBody,
      (): Promise<unknown> => filterKioskRollouts(filterBody),
    ],
    [
      'create',
      'POST',
      '/v3/kiosk-rollout/',
      createBody(1),
      (): Promise<unknown> => createKioskRollout(createBody(1)),
    ],
    ['get', 'GET', '/v3/kiosk-rollout/1', undefined, (): Promise<unknown> => getKioskRollout(1)],
    [
      'continue',
      'PUT',
      '/v3/kiosk-rollout/1/continue',
      versionBody(1),
      (): Promise<unknown> => continueKioskRollout(1, versionBody(1)),
    ],
    [
      'rollback',
      'PUT',
      '/v3/kiosk-rollout/1/rollback',
      versionBody(1),
      (): Promise<unknown> => rollbackKioskRollout(1, versionBody(1)),
    ],
  ] as const)(
    '%s kiosk rollout without a token answers 401',
    async (operation, method, path, body, invoke) => {
      await pinInteraction(pact, {
        description: `a request without a token (${operation} kiosk rollout)`,
        signedOut: true,
        call: pin({ method, path, ...(body === undefined ? {} : { body }), invoke }),
        status: 401,
        response: unauthorizedBody,
        check: rejectsWith(401, 'unauthorized'),
      });
    },
  );
};
