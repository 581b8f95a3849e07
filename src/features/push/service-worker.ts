import type { FirebaseSettings } from '@/lib/env';

export const MESSAGING_WORKER_PATH = '/firebase-messaging-sw.js';
/**
 * Scope of the messaging worker. The site root, except in demo mode: there the demo API's worker
 * (`/mockServiceWorker.js`) owns '/', and one scope holds one worker, so registering ours at '/'
 * would replace it. Firebase's own default scope is used instead (docs/push.md).
 */
export const ROOT_SCOPE = '/';
export const DEMO_SCOPE = '/firebase-cloud-messaging-push-scope';
/** How long a newly installed worker may take to activate (docs/requirements.md section 9). */
export const ACTIVATION_TIMEOUT_MS = 10_000;

export const workerScope = (demoMode: boolean): string => (demoMode ? DEMO_SCOPE : ROOT_SCOPE);

/** The worker's URL with the Firebase web config as query parameters: nothing of it is in the repo. */
export const messagingWorkerUrl = (settings: FirebaseSettings): string => {
  const { apiKey, authDomain, projectId, messagingSenderId, appId } = settings;
  const query = new URLSearchParams({ apiKey, authDomain, projectId, messagingSenderId, appId });
  return `${MESSAGING_WORKER_PATH}?${query.toString()}`;
};

/** Resolves once the registration has an active worker: a push subscription needs one. */
export const waitForActive = (
  registration: ServiceWorkerRegistration,
  timeoutMs = ACTIVATION_TIMEOUT_MS,
): Promise<ServiceWorkerRegistration> => {
  if (registration.active) return Promise.resolve(registration);
  const pending = registration.installing ?? registration.waiting;
  if (!pending) return Promise.reject(new Error('The messaging service worker has no worker to activate.'));
  const worker: ServiceWorker = pending;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      worker.removeEventListener('statechange', onChange);
      reject(new Error(`The messaging service worker did not activate within ${timeoutMs / 1000} s.`));
    }, timeoutMs);
    function onChange(): void {
      if (worker.state !== 'activated' && worker.state !== 'redundant') return;
      clearTimeout(timer);
      worker.removeEventListener('statechange', onChange);
      if (worker.state === 'activated') resolve(registration);
      else reject(new Error('The messaging service worker became redundant before activating.'));
    }
    worker.addEventListener('statechange', onChange);
  });
};

export const registerMessagingWorker = async (
  settings: FirebaseSettings,
  scope: string,
): Promise<ServiceWorkerRegistration> => {
  const registration = await navigator.serviceWorker.register(messagingWorkerUrl(settings), { scope });
  return waitForActive(registration);
};
