/**
 * Push-messaging service worker, served from the site root (docs/push.md).
 *
 * Plain JavaScript with no imports on purpose: Firebase's own worker scripts would have to come
 * from a CDN (importScripts) or from an extra bundling step, and a service worker that cannot load
 * its scripts never installs. This one speaks the wire format Firebase Cloud Messaging delivers to
 * web push ({ notification: { title, body, ... }, data, from, fcmMessageId, fcmOptions }) and
 * does what Firebase's worker does with it:
 * - a visible app window exists: the message goes to the windows, where the Firebase SDK's
 *   `onMessage` picks it up (foreground message);
 * - otherwise: the notification is shown by this worker (background message).
 *
 * The Firebase web config is handed over as query parameters of this script's URL by the app
 * (src/features/push/service-worker.ts), so no project settings live in the repository and a change
 * of project changes the script URL, which makes browsers install the worker anew.
 */

const CONFIG_FIELDS = ['apiKey', 'authDomain', 'projectId', 'messagingSenderId', 'appId'];
// The key under which Firebase's own worker keeps the message on a notification; kept the same so
// notifications shown by either worker look alike to anything that inspects them.
const FCM_MSG = 'FCM_MSG';

const readConfig = (search) => {
  const params = new URLSearchParams(search);
  const config = {};
  for (const field of CONFIG_FIELDS) config[field] = params.get(field) ?? '';
  return config;
};

const firebaseConfig = readConfig(self.location.search);
// A worker registered without its project (not by this app) has nothing to receive for.
const configured = CONFIG_FIELDS.every((field) => firebaseConfig[field].trim() !== '');

const readPayload = (event) => {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    return payload !== null && typeof payload === 'object' ? payload : null;
  } catch {
    return null; // not JSON, so not a Firebase message
  }
};

const windowClients = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

const isVisibleAppWindow = (client) =>
  client.visibilityState === 'visible' && !client.url.startsWith('chrome-extension://');

const textOf = (value) => (typeof value === 'string' ? value : '');

const showBackgroundNotification = (payload) => {
  const notification = payload.notification;
  if (!notification || typeof notification !== 'object') return undefined;
  const title = textOf(notification.title);
  if (title === '') return undefined;
  const options = { body: textOf(notification.body), data: { [FCM_MSG]: payload } };
  if (textOf(notification.icon) !== '') options.icon = notification.icon;
  if (textOf(notification.image) !== '') options.image = notification.image;
  return self.registration.showNotification(title, options);
};

const handlePush = async (payload) => {
  const clients = await windowClients();
  if (clients.some(isVisibleAppWindow)) {
    // The shape Firebase's window SDK listens for (messageType 'push-received').
    const message = { ...payload, isFirebaseMessaging: true, messageType: 'push-received' };
    for (const client of clients) client.postMessage(message);
    return;
  }
  await showBackgroundNotification(payload);
};

/** Where a click on a notification leads: its link when it is on this site, else the site root. */
const linkOf = (payload) => {
  const link = textOf(payload?.fcmOptions?.link) || textOf(payload?.notification?.click_action);
  const root = new URL('/', self.location.origin);
  if (link === '') return root;
  const url = new URL(link, self.location.href);
  return url.origin === self.location.origin ? url : root;
};

const openApp = async (payload) => {
  const url = linkOf(payload);
  const clients = await windowClients();
  const existing = clients.find((client) => new URL(client.url).href === url.href);
  if (existing) return existing.focus();
  return self.clients.openWindow(url.href);
};

self.addEventListener('install', () => {
  // Nothing to cache; a new version may take over at once.
  void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  if (!configured) return;
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(handlePush(payload));
});

self.addEventListener('notificationclick', (event) => {
  const payload = event.notification?.data?.[FCM_MSG];
  if (!payload) return; // not one of ours
  event.notification.close();
  event.waitUntil(openApp(payload));
});
