import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect } from 'vitest';

import type { PinnedCall } from './calls';
import { authHeaders } from './matchers';
import { signInAsPactAdmin, signOut, useApiServer } from './node-http';
import { type ProviderState, states } from './states';

export interface InteractionSpec<T> {
  description: string;
  /** Data the provider must hold; 'a valid token' is added to every authenticated interaction. */
  given?: ProviderState[];
  call: PinnedCall<T>;
  /** Without a token: no session, so the client sends no credentials. */
  signedOut?: boolean;
  status: number;
  response: unknown;
  /** What the dashboard gets from the generated function (a promise of its outcome). */
  check: (outcome: Promise<T>) => Promise<void>;
}

/** Registers one interaction and runs the generated function against the Pact mock server. */
export const pinInteraction = async <T>(pact: PactV4, spec: InteractionSpec<T>): Promise<void> => {
  const given = spec.signedOut ? (spec.given ?? []) : [states.validToken, ...(spec.given ?? [])];
  let interaction = pact.addInteraction();
  for (const state of given) interaction = interaction.given(state.name, state.params);
  const { method, path, body } = spec.call;
  await interaction
    .uponReceiving(spec.description)
    .withRequest(method, path, (request) => {
      if (!spec.signedOut) request.headers(authHeaders);
      if (body !== undefined) request.jsonBody(body);
    })
    .willRespondWith(spec.status, (response) => {
      response.jsonBody(spec.response);
    })
    .executeTest(async (server) => {
      useApiServer(server.url);
      if (spec.signedOut) signOut();
      else signInAsPactAdmin();
      await spec.check(spec.call.invoke());
    });
};

/** The dashboard gets the `data` part of the example response, unchanged by the zod check. */
export const resolvesToData =
  (body: { data: unknown }) =>
  async (outcome: Promise<unknown>): Promise<void> => {
    expect(await outcome).toEqual(MatchersV3.reify(body.data));
  };
