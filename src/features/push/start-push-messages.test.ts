import type { MessagePayload, NextFn, Observer } from 'firebase/messaging';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { installFakeBrowser, pushSettings, removeServiceWorker, stubFirebaseEnv } from './push-test-support';

const firebase = vi.hoisted(() => ({
  initializeApp: vi.fn(),
  getMessaging: vi.fn(),
  isSupported: vi.fn<() => Promise<boolean>>(),
  onMessage: vi.fn(),
  getToken: vi.fn<() => Promise<string>>(),
  deleteToken: vi.fn<() => Promise<boolean>>(),
}));

vi.mock('firebase/app', () => ({ initializeApp: firebase.initializeApp }));
vi.mock('firebase/messaging', () => ({
  getMessaging: firebase.getMessaging,
  isSupported: firebase.isSupported,
  onMessage: firebase.onMessage,
  getToken: firebase.getToken,
  deleteToken: firebase.deleteToken,
}));

const messaging = { app: { name: '[DEFAULT]' } };

/** A fresh module graph per test: start-up runs once per page, so each test is a new page. */
const startPush = async () => {
  vi.resetModules();
  const module = await import('./index');
  return module.startPush();
};

/** The callback start-up handed to `onMessage`, as Firebase would call it. */
const foregroundHandler = (): ((payload: MessagePayload) => void) => {
  const handler = firebase.onMessage.mock.calls[0]?.[1] as NextFn<MessagePayload> | Observer<MessagePayload>;
  if (typeof handler !== 'function') throw new Error('no foreground handler was registered');
  return handler;
};

let warn: MockInstance<Console['warn']>;

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  firebase.initializeApp.mockReturnValue(messaging.app);
  firebase.getMessaging.mockReturnValue(messaging);
  firebase.isSupported.mockResolvedValue(true);
  firebase.onMessage.mockReturnValue(() => undefined);
  firebase.getToken.mockResolvedValue('device-token-1');
  firebase.deleteToken.mockResolvedValue(true);
  stubFirebaseEnv(pushSettings);
  vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.test/api/');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  removeServiceWorker();
  vi.clearAllMocks();
});

describe('foreground messages', () => {
  it("become a notification with the message's title and body", async () => {
    const browser = installFakeBrowser({ permission: 'default', answer: 'granted' });
    await startPush();

    foregroundHandler()({
      from: '1234567890',
      collapseKey: 'camp',
      messageId: 'm-1',
      notification: { title: 'Camp updated', body: 'Pune screening camp starts at 09:00.' },
    });

    expect(browser.notifications).toEqual([
      { title: 'Camp updated', body: 'Pune screening camp starts at 09:00.' },
    ]);
  });

  it('without a notification title (data only) show nothing', async () => {
    const browser = installFakeBrowser({ permission: 'default', answer: 'granted' });
    await startPush();

    foregroundHandler()({ from: '1', collapseKey: 'c', messageId: 'm-2', data: { campId: '7' } });
    foregroundHandler()({
      from: '1',
      collapseKey: 'c',
      messageId: 'm-3',
      notification: { body: 'No title' },
    });

    expect(browser.notifications).toEqual([]);
  });

  it('show nothing once permission has been withdrawn', async () => {
    const browser = installFakeBrowser({ permission: 'default', answer: 'granted' });
    await startPush();
    browser.setPermission('denied');

    foregroundHandler()({
      from: '1',
      collapseKey: 'c',
      messageId: 'm-4',
      notification: { title: 'T', body: 'B' },
    });

    expect(browser.notifications).toEqual([]);
  });
});

describe('a browser that refuses page notifications (mobile Chrome)', () => {
  const message = {
    from: '1',
    collapseKey: 'c',
    messageId: 'm-5',
    notification: { title: 'Camp updated', body: 'Starts at 09:00.' },
  };

  it("shows them through the messaging worker's registration instead", async () => {
    const browser = installFakeBrowser({ permission: 'granted', pageNotificationsRefused: true });
    await startPush();
    foregroundHandler()(message);
    await vi.waitFor(() => expect(browser.workerNotifications).toHaveLength(2));

    expect(browser.notifications).toEqual([]);
    expect(browser.workerNotifications).toEqual([
      { title: 'Notifications are on', body: 'Push messages for the staff dashboard will appear here.' },
      { title: 'Camp updated', body: 'Starts at 09:00.' },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('only logs the refusal when there is no worker to show it through', async () => {
    const browser = installFakeBrowser({ permission: 'default', pageNotificationsRefused: true });
    browser.register.mockRejectedValue(new Error('SecurityError'));
    await startPush();
    foregroundHandler()(message);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[push] The browser refused to show a notification.',
        new TypeError('Illegal constructor. Use ServiceWorkerRegistration.showNotification() instead.'),
      ),
    );
    expect(browser.notifications).toEqual([]);
    expect(browser.workerNotifications).toEqual([]);
  });
});

describe('token failures', () => {
  it('a failure to get a token is logged and the token is null; the rest still works', async () => {
    const browser = installFakeBrowser({ permission: 'granted' });
    const failure = new Error('messaging/token-subscribe-failed');
    firebase.getToken.mockRejectedValue(failure);

    expect(await startPush()).toEqual({ status: 'on', token: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not get a push token'), failure);
    expect(window.localStorage.getItem('hcd_pushToken')).toBeNull();
    expect(browser.notifications).toHaveLength(1);
    expect(firebase.onMessage).toHaveBeenCalledTimes(1);
  });

  it('a worker that cannot be registered is logged and the token is null', async () => {
    const browser = installFakeBrowser({ permission: 'granted' });
    const failure = new Error('SecurityError');
    browser.register.mockRejectedValue(failure);

    expect(await startPush()).toEqual({ status: 'on', token: null });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('service worker could not be registered'),
      failure,
    );
    expect(firebase.getToken).not.toHaveBeenCalled();
  });

  it('anything unexpected leaves push off, logged, and start-up never rejects', async () => {
    installFakeBrowser({ permission: 'granted' });
    firebase.isSupported.mockRejectedValue(new Error('idb exploded'));

    expect(await startPush()).toEqual({ status: 'off', reason: 'failed' });
    expect(warn).toHaveBeenCalledWith('[push] Start-up failed.', expect.any(Error));
  });
});
