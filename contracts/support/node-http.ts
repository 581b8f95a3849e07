import { appStore } from '@/atoms/store';
import { clearSessionAtom, signInAtom } from '@/atoms/session';
import type { User } from '@/generated/model';
import { httpClient } from '@/lib/http/client';
import { PACT_ADMIN_TOKEN, pactTokens } from '@/mocks/provider-states';

/** The signed-in administrator of every authenticated interaction (the demo admin account). */
export const pactAdmin: User = {
  id: 1,
  user_type: 'Administrator',
  is_expose_api: false,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'admin@example.com',
  role: { id: 1, name: 'Super Admin' },
};

/**
 * client.ts resolves origins against `window.location` to decide where credentials may go. Node
 * has no window; this gives it the one property that check reads, so the real client runs as is.
 */
const installWindowShim = (): void => {
  if (typeof globalThis.window !== 'undefined') return;
  Object.defineProperty(globalThis, 'window', {
    value: { location: new URL('http://127.0.0.1/') },
    configurable: true,
  });
};

/** Points the app's one axios instance at a server (the Pact mock server) for the next calls. */
export const useApiServer = (url: string): void => {
  installWindowShim();
  httpClient.defaults.baseURL = url.endsWith('/') ? url : `${url}/`;
};

/**
 * Signs in with the token every authenticated interaction carries: the demo API's own Pact token
 * (one constant, so the 'a valid token' state and the pacts cannot name two). A real backend makes
 * it valid in that state, or `contracts:verify --token` replaces it.
 */
export const signInAsPactAdmin = (): void => {
  appStore.set(signInAtom, { token: PACT_ADMIN_TOKEN, user: pactAdmin });
};

/** The demo customer (user 2), for the calls whose answer depends on whose the patient is. */
export const pactCustomer: User = {
  id: 2,
  user_type: 'Customer',
  is_expose_api: true,
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'customer@example.com',
  role: { id: 2, name: 'Customer' },
};

export const signInAsPactCustomer = (): void => {
  appStore.set(signInAtom, { token: pactTokens[2] ?? 'pact-customer-token', user: pactCustomer });
};

/** The demo doctor (user 3, doctor@example.com), for the calls a doctor makes (docs/telemedicine.md). */
export const pactDoctor: User = {
  id: 3,
  user_type: 'Doctor',
  is_expose_api: false,
  first_name: 'Vikram',
  last_name: 'Shah',
  email: 'doctor@example.com',
  role: { id: 3, name: 'Doctor' },
};

export const signInAsPactDoctor = (): void => {
  appStore.set(signInAtom, { token: pactTokens[3] ?? 'pact-doctor-token', user: pactDoctor });
};

export const signOut = (): void => {
  appStore.set(clearSessionAtom);
};
