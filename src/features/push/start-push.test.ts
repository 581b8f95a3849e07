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

let info: MockInstance<Console['info']>;

beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
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

describe('push off', () => {
  it('stays off without the VITE_FIREBASE_* settings, says so once and loads nothing', async () => {
    stubFirebaseEnv(null);
    const browser = installFakeBrowser({ permission: 'default' });
    vi.resetModules();
    const { startPush: start } = await import('./index');

    expect(await start()).toEqual({ status: 'off', reason: 'unconfigured' });
    await start();

    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('VITE_FIREBASE_* settings are not set'));
    expect(firebase.isSupported).not.toHaveBeenCalled();
    expect(firebase.initializeApp).not.toHaveBeenCalled();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.register).not.toHaveBeenCalled();
  });

  it('stays off in a browser without service workers, before firebase is asked anything', async () => {
    const browser = installFakeBrowser({ permission: 'default' });
    removeServiceWorker();

    expect(await startPush()).toEqual({ status: 'off', reason: 'unsupported' });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('lacks the required APIs'));
    expect(firebase.isSupported).not.toHaveBeenCalled();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('stays off in a browser without notifications', async () => {
    installFakeBrowser({ permission: 'default' });
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');

    expect(await startPush()).toEqual({ status: 'off', reason: 'unsupported' });
    expect(info).toHaveBeenCalledTimes(1);
  });

  it("stays off when firebase's isSupported() says no", async () => {
    const browser = installFakeBrowser({ permission: 'default' });
    firebase.isSupported.mockResolvedValue(false);

    expect(await startPush()).toEqual({ status: 'off', reason: 'unsupported' });
    expect(info).toHaveBeenCalledTimes(1);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.register).not.toHaveBeenCalled();
    expect(firebase.initializeApp).not.toHaveBeenCalled();
  });
});

describe('permission', () => {
  it('asks when undecided; granted, it registers the worker at the site root and gets the token', async () => {
    const browser = installFakeBrowser({ permission: 'default', answer: 'granted' });

    expect(await startPush()).toEqual({ status: 'on', token: 'device-token-1' });

    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.register).toHaveBeenCalledTimes(1);
    const [url, options] = browser.register.mock.calls[0]!;
    expect(options).toEqual({ scope: '/' });
    const workerUrl = new URL(url, 'http://localhost');
    expect(workerUrl.pathname).toBe('/firebase-messaging-sw.js');
    expect(workerUrl.searchParams.get('projectId')).toBe('hcd-test');
    expect(workerUrl.searchParams.get('messagingSenderId')).toBe('1234567890');
    expect(firebase.getToken).toHaveBeenCalledWith(messaging, {
      vapidKey: 'test-vapid-key',
      serviceWorkerRegistration: await (browser.register.mock.results[0]!
        .value as Promise<ServiceWorkerRegistration>),
    });
    expect(firebase.initializeApp).toHaveBeenCalledWith({
      apiKey: 'test-api-key',
      authDomain: 'hcd-test.firebaseapp.com',
      projectId: 'hcd-test',
      messagingSenderId: '1234567890',
      appId: '1:1234567890:web:abcdef',
    });
    // Just granted, not "already granted": no test notification.
    expect(browser.notifications).toEqual([]);
  });

  it('asks when undecided; blocked by the user, push stays off and nothing is registered', async () => {
    const browser = installFakeBrowser({ permission: 'default', answer: 'denied' });

    expect(await startPush()).toEqual({ status: 'off', reason: 'blocked' });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.register).not.toHaveBeenCalled();
    expect(firebase.getToken).not.toHaveBeenCalled();
    expect(browser.notifications).toEqual([]);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('blocked'));
  });

  it('a dismissed prompt leaves push off until the next start-up', async () => {
    const browser = installFakeBrowser({ permission: 'default', answer: 'default' });

    expect(await startPush()).toEqual({ status: 'off', reason: 'not-granted' });
    expect(browser.register).not.toHaveBeenCalled();
  });

  it('a blocked permission is respected: never asked again', async () => {
    const browser = installFakeBrowser({ permission: 'denied' });

    expect(await startPush()).toEqual({ status: 'off', reason: 'blocked' });
    await startPush();

    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.register).not.toHaveBeenCalled();
    expect(browser.notifications).toEqual([]);
  });

  it('already granted: not asked, and the test notification is shown on load', async () => {
    const browser = installFakeBrowser({ permission: 'granted' });

    expect(await startPush()).toEqual({ status: 'on', token: 'device-token-1' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.notifications).toEqual([
      { title: 'Notifications are on', body: 'Push messages for the staff dashboard will appear here.' },
    ]);
  });

  it('in demo mode the worker gets its own scope, leaving / to the demo API worker', async () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    const browser = installFakeBrowser({ permission: 'granted' });

    await startPush();
    expect(browser.register.mock.calls[0]?.[1]).toEqual({ scope: '/firebase-cloud-messaging-push-scope' });
  });
});
