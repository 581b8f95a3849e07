import { initializeApp } from 'firebase/app';
import { getMessaging, isSupported, onMessage, type Messaging } from 'firebase/messaging';

import type { FirebaseSettings } from '@/lib/env';

import { showForegroundMessage, showTestNotification } from './notifications';
import { ensurePermission } from './permission';
import { pushOff, type PushState } from './push-state';
import { registerMessagingWorker } from './service-worker';
import { obtainToken } from './token';

/**
 * Everything that needs the Firebase SDK. This module is imported lazily by start-push.ts, only
 * once push is configured and the browser has the basic APIs, so firebase lands in its own chunk.
 */

/** Registers the messaging worker; a failure is logged and leaves it null (no token, no fallback). */
const registerWorker = (
  settings: FirebaseSettings,
  scope: string,
): Promise<ServiceWorkerRegistration | null> =>
  registerMessagingWorker(settings, scope).catch((error: unknown) => {
    console.warn('[push] The messaging service worker could not be registered; no push token.', error);
    return null;
  });

const deviceToken = async (
  messaging: Messaging,
  settings: FirebaseSettings,
  worker: Promise<ServiceWorkerRegistration | null>,
): Promise<string | null> => {
  const registration = await worker;
  if (!registration) return null;
  try {
    return await obtainToken(messaging, {
      vapidKey: settings.vapidKey,
      serviceWorkerRegistration: registration,
    });
  } catch (error) {
    // docs/requirements.md section 8: a failure to get a token is logged and the token treated as null.
    console.warn('[push] Could not get a push token; continuing without one.', error);
    return null;
  }
};

export const runFirebasePush = async (settings: FirebaseSettings, scope: string): Promise<PushState> => {
  if (!(await isSupported())) return pushOff('unsupported');
  const alreadyGranted = Notification.permission === 'granted';
  const permission = await ensurePermission();
  if (permission === 'denied') return pushOff('blocked');
  if (permission !== 'granted') return pushOff('not-granted');

  const { apiKey, authDomain, projectId, messagingSenderId, appId } = settings;
  const messaging = getMessaging(initializeApp({ apiKey, authDomain, projectId, messagingSenderId, appId }));
  // Also where a notification goes when the browser refuses the page's own (mobile Chrome).
  const worker = registerWorker(settings, scope);
  onMessage(messaging, (payload) => showForegroundMessage(payload, worker));
  if (alreadyGranted) showTestNotification(worker);
  return { status: 'on', token: await deviceToken(messaging, settings, worker) };
};
