/* eslint-disable @typescript-eslint/no-deprecated --
 * firebase 12.19 marks getToken/deleteToken deprecated in favour of the installation-id based
 * register()/onRegistered(). The FCM registration token is still what senders address and what
 * the issue asks for (getToken with the VAPID key, 7-day refresh); docs/push.md has the reasoning.
 */
import { deleteToken, getToken, type Messaging } from 'firebase/messaging';

import { isExpired, readStoredToken, writeStoredToken } from './token-store';

export interface TokenOptions {
  vapidKey: string;
  serviceWorkerRegistration: ServiceWorkerRegistration;
  now?: () => number;
}

/** Deleting is best effort: a token Firebase no longer knows must not stop a new one. */
const deleteQuietly = async (messaging: Messaging): Promise<void> => {
  try {
    await deleteToken(messaging);
  } catch (error) {
    console.warn('[push] Deleting the old push token failed; obtaining a new one anyway.', error);
  }
};

/**
 * The device token. `getToken` runs at every start-up: Firebase answers it from its own cache
 * unless the push subscription changed, so a lost subscription never leaves a stale token kept.
 * A kept token older than 7 days is refreshed: deleted at Firebase and obtained anew. The first
 * `getToken` also hands our worker registration to Firebase before `deleteToken`, which would
 * otherwise register a worker of its own at Firebase's default scope.
 */
export const obtainToken = async (messaging: Messaging, options: TokenOptions): Promise<string> => {
  const { vapidKey, serviceWorkerRegistration, now = Date.now } = options;
  const tokenOptions = { vapidKey, serviceWorkerRegistration };
  const stored = readStoredToken();
  const current = await getToken(messaging, tokenOptions);
  if (stored && isExpired(stored, now())) {
    await deleteQuietly(messaging);
    const fresh = await getToken(messaging, tokenOptions);
    writeStoredToken({ token: fresh, obtainedAt: now() });
    return fresh;
  }
  // Reused: the same token keeps the time it was obtained, so its age keeps counting.
  if (stored?.token !== current) writeStoredToken({ token: current, obtainedAt: now() });
  return current;
};
