import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';

import { getSettings, updateSettings } from '@/generated/api/settings/settings';
import type { SettingsUpdateRequest } from '@/generated/model';
import { seedSettings } from '@/mocks/settings';

import { pin } from '../support/calls';
import { byType, dataOf, dataShape } from '../support/data-shape';
import { pinInteraction, rejectsWith } from '../support/interaction';
import { unauthorizedBody } from '../support/matchers';
import { answerOf, CUSTOMER, errorBody, exampleDb, NOW, refusedWith, state } from './telemedicine-examples';

const { equal } = MatchersV3;

/**
 * The proposed settings calls (docs/proposed-api.md, "Settings"; docs/settings.md) as Settings and
 * every screen that formats money send them: the settings (and each call without a token, 401), a
 * save from the current version, the 409 of a stale one with the settings now, the 422 of a value
 * out of its range on its field, and a customer's 403. The example answers are the demo handlers'
 * own on a fresh demo database on the fixed clock; the state sets the settings to their defaults at
 * a version.
 */
const ADMIN = 1;
const atDefaults = state('the settings are at their defaults', { version: 1 });
const savedMeanwhile = state('the settings are at their defaults', { version: 2 });

const { version: _version, updated_at: _at, updated_by: _by, ...defaults } = seedSettings(NOW.getTime());
const saveBody: SettingsUpdateRequest = { ...defaults, heartbeat_minutes: 45, currency: 'USD', version: 1 };

export const defineProposedSettingsPacts = (pact: PactV4): void => {
  it('getSettings: the settings, as every screen that formats money reads them', async () => {
    const { db } = exampleDb([atDefaults]);
    const answer = await answerOf(db, 'getSettings', ADMIN);
    await pinInteraction(pact, {
      description: 'a request for the settings',
      given: [atDefaults],
      call: pin({ method: 'GET', path: '/v3/settings', invoke: () => getSettings() }),
      status: 200,
      response: dataShape(answer.body),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ heartbeat_minutes: 30, currency: 'INR' });
      },
    });
  });

  it('getSettings without a token answers 401', async () => {
    await pinInteraction(pact, {
      description: 'a request without a token (get settings)',
      signedOut: true,
      call: pin({ method: 'GET', path: '/v3/settings', invoke: () => getSettings() }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });

  it('updateSettings without a token answers 401', async () => {
    await pinInteraction(pact, {
      description: 'a request without a token (save settings)',
      signedOut: true,
      call: pin({
        method: 'PUT',
        path: '/v3/settings',
        body: saveBody,
        invoke: () => updateSettings(saveBody),
      }),
      status: 401,
      response: unauthorizedBody,
      check: rejectsWith(401, 'unauthorized'),
    });
  });

  it('updateSettings: a save from the current version', async () => {
    const { db } = exampleDb([atDefaults]);
    const answer = await answerOf(db, 'updateSettings', ADMIN, {}, saveBody);
    await pinInteraction(pact, {
      description: 'a request to save the settings from their current version',
      given: [atDefaults],
      call: pin({
        method: 'PUT',
        path: '/v3/settings',
        body: saveBody,
        invoke: () => updateSettings(saveBody),
      }),
      status: 200,
      response: dataShape(answer.body, {
        heartbeat_minutes: equal(45),
        currency: equal('USD'),
        version: equal(2),
      }),
      check: async (outcome) => {
        expect(await dataOf(outcome)).toMatchObject({ heartbeat_minutes: 45, currency: 'USD', version: 2 });
      },
    });
  });

  it('updateSettings: a save from version 1 after another administrator saved is 409 with the settings now', async () => {
    const { db } = exampleDb([savedMeanwhile]);
    const answer = await answerOf(db, 'updateSettings', ADMIN, {}, saveBody);
    expect(answer.status).toBe(409);
    await pinInteraction(pact, {
      description: 'a request to save the settings from version 1, after another administrator saved them',
      given: [savedMeanwhile],
      call: pin({
        method: 'PUT',
        path: '/v3/settings',
        body: saveBody,
        invoke: () => updateSettings(saveBody),
      }),
      status: 409,
      response: { ...errorBody(answer.body), current: byType(answer.body.current) },
      check: rejectsWith(409, 'bad-request'),
    });
  });

  it('updateSettings: a value out of its range is 422 on its field', async () => {
    const body = { ...saveBody, heartbeat_minutes: 2 };
    const { db } = exampleDb([atDefaults]);
    const answer = await answerOf(db, 'updateSettings', ADMIN, {}, body);
    expect(answer.status).toBe(422);
    await pinInteraction(pact, {
      description: 'a request to save a heartbeat staleness of 2 minutes',
      given: [atDefaults],
      call: pin({ method: 'PUT', path: '/v3/settings', body, invoke: () => updateSettings(body) }),
      status: 422,
      response: errorBody(answer.body),
      check: refusedWith(422, { field: 'heartbeat_minutes' }),
    });
  });

  it('updateSettings: a customer is refused (403)', async () => {
    const { db } = exampleDb([atDefaults]);
    const answer = await answerOf(db, 'updateSettings', CUSTOMER, {}, saveBody);
    expect(answer.status).toBe(403);
    await pinInteraction(pact, {
      description: 'a request from a customer to save the settings',
      asCustomer: true,
      given: [atDefaults],
      call: pin({
        method: 'PUT',
        path: '/v3/settings',
        body: saveBody,
        invoke: () => updateSettings(saveBody),
      }),
      status: 403,
      response: errorBody(answer.body, { exactMessage: true }),
      check: rejectsWith(403, 'bad-request'),
    });
  });
};
