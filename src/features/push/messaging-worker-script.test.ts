import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';

import { describe, expect, it, vi } from 'vitest';

/**
 * public/firebase-messaging-sw.js runs in a service worker, not in the app bundle: these tests run
 * the file itself against a stand-in worker global and send it the events a browser would.
 */
const SCRIPT = readFileSync(resolve(process.cwd(), 'public/firebase-messaging-sw.js'), 'utf8');
const ORIGIN = 'https://dashboard.example';
const CONFIGURED_URL = `${ORIGIN}/firebase-messaging-sw.js?apiKey=k&authDomain=d&projectId=p&messagingSenderId=1&appId=a`;

interface FakeClient {
  url: string;
  visibilityState: DocumentVisibilityState;
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

const client = (path: string, visibilityState: DocumentVisibilityState): FakeClient => ({
  url: `${ORIGIN}${path}`,
  visibilityState,
  postMessage: vi.fn(),
  focus: vi.fn(() => Promise.resolve()),
});

type Listener = (event: Record<string, unknown>) => void;

const startWorker = (clients: FakeClient[], scriptUrl = CONFIGURED_URL) => {
  const listeners = new Map<string, Listener>();
  const worker = {
    location: new URL(scriptUrl),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(() => Promise.resolve()),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(clients)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
  };
  runInNewContext(SCRIPT, { self: worker, URL, URLSearchParams });

  /** Fires an event and waits for what it handed to `waitUntil`. */
  const fire = async (type: string, event: Record<string, unknown>): Promise<void> => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  };
  const push = (payload: unknown) => fire('push', { data: { json: (): unknown => payload } });
  return { worker, fire, push };
};

const message = {
  from: '1',
  fcmMessageId: 'm-1',
  notification: { title: 'Camp updated', body: 'Pune screening camp starts at 09:00.' },
};

describe('firebase-messaging-sw.js', () => {
  it('passes a message to the app when an app window is visible (foreground), showing nothing itself', async () => {
    const visible = client('/dashboard/manage/camp', 'visible');
    const hidden = client('/', 'hidden');
    const { worker, push } = startWorker([visible, hidden]);

    await push(message);

    const expected = { ...message, isFirebaseMessaging: true, messageType: 'push-received' };
    expect(visible.postMessage).toHaveBeenCalledWith(expected);
    expect(hidden.postMessage).toHaveBeenCalledWith(expected);
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });

  it('shows the notification itself when no app window is visible (background)', async () => {
    const hidden = client('/', 'hidden');
    const { worker, push } = startWorker([hidden]);

    await push(message);

    expect(worker.registration.showNotification).toHaveBeenCalledWith('Camp updated', {
      body: 'Pune screening camp starts at 09:00.',
      data: { FCM_MSG: message },
    });
    expect(hidden.postMessage).not.toHaveBeenCalled();
  });

  it('shows nothing in the background for data-only messages or messages that are not JSON', async () => {
    const { worker, push, fire } = startWorker([]);

    await push({ from: '1', data: { campId: '7' } });
    await fire('push', { data: { json: (): unknown => JSON.parse('not json') } });
    await fire('push', { data: null });

    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });

  it('ignores pushes when it was registered without the Firebase config', async () => {
    const { worker, push } = startWorker([], `${ORIGIN}/firebase-messaging-sw.js`);
    await push(message);
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a click on a notification focuses the app window showing its link', async () => {
    const camps = client('/dashboard/manage/camp', 'hidden');
    const { worker, fire } = startWorker([camps]);
    const close = vi.fn();
    const payload = { ...message, fcmOptions: { link: '/dashboard/manage/camp' } };

    await fire('notificationclick', { notification: { close, data: { FCM_MSG: payload } } });

    expect(close).toHaveBeenCalled();
    expect(camps.focus).toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click opens the site root for a link to another site, and ignores notifications not its own', async () => {
    const { worker, fire } = startWorker([]);
    const payload = { ...message, fcmOptions: { link: 'https://elsewhere.example/phish' } };

    await fire('notificationclick', { notification: { close: vi.fn(), data: { FCM_MSG: payload } } });
    await fire('notificationclick', { notification: { close: vi.fn(), data: {} } });

    expect(worker.clients.openWindow).toHaveBeenCalledTimes(1);
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
