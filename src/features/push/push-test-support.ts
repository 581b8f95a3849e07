import { vi } from 'vitest';

import type { FirebaseSettings } from '@/lib/env';

/** Deterministic dummy settings: nothing here reaches Firebase, the SDK is mocked. */
export const pushSettings: FirebaseSettings = {
  apiKey: 'test-api-key',
  authDomain: 'hcd-test.firebaseapp.com',
  projectId: 'hcd-test',
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:abcdef',
  vapidKey: 'test-vapid-key',
};

const envNames: Record<keyof FirebaseSettings, string> = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  vapidKey: 'VITE_FIREBASE_VAPID_KEY',
};

/** Sets (or, with `null`, empties) the six VITE_FIREBASE_* variables for the code under test. */
export const stubFirebaseEnv = (settings: FirebaseSettings | null): void => {
  for (const [field, name] of Object.entries(envNames)) {
    vi.stubEnv(name, settings ? settings[field as keyof FirebaseSettings] : '');
  }
};

export interface ShownNotification {
  title: string;
  body: string | undefined;
}

export interface FakeBrowser {
  /** Every `new Notification(...)` the code made. */
  notifications: ShownNotification[];
  /** Every notification shown through `registration.showNotification` (the worker's). */
  workerNotifications: ShownNotification[];
  requestPermission: ReturnType<typeof vi.fn<() => Promise<NotificationPermission>>>;
  register: ReturnType<
    typeof vi.fn<(url: string, options?: RegistrationOptions) => Promise<ServiceWorkerRegistration>>
  >;
  setPermission: (permission: NotificationPermission) => void;
}

interface FakeBrowserOptions {
  permission: NotificationPermission;
  /** What the user answers when asked; 'default' is a dismissed prompt. */
  answer?: NotificationPermission;
  /** Like mobile Chrome: `new Notification()` throws, only the worker's showNotification works. */
  pageNotificationsRefused?: boolean;
}

/**
 * jsdom has no Notification, service worker or Push API: this installs stand-ins that record what
 * the code does with them. Undo with `vi.unstubAllGlobals()` and `removeServiceWorker()`.
 */
export const installFakeBrowser = ({
  permission,
  answer = 'granted',
  pageNotificationsRefused = false,
}: FakeBrowserOptions): FakeBrowser => {
  const notifications: ShownNotification[] = [];
  const workerNotifications: ShownNotification[] = [];
  let current = permission;
  const requestPermission = vi.fn(() => {
    current = answer;
    return Promise.resolve(answer);
  });
  // A constructor function, as the browser's Notification is one: `new Notification(title, options)`.
  const FakeNotification = vi.fn(function (this: unknown, title: string, options?: NotificationOptions) {
    if (pageNotificationsRefused) {
      throw new TypeError('Illegal constructor. Use ServiceWorkerRegistration.showNotification() instead.');
    }
    notifications.push({ title, body: options?.body });
  });
  Object.defineProperty(FakeNotification, 'permission', { get: () => current });
  Object.defineProperty(FakeNotification, 'requestPermission', { value: requestPermission });
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', function PushManager() {
    // presence is all that is checked
  });
  const registration = {
    active: { state: 'activated' },
    scope: 'http://localhost/',
    showNotification: (title: string, options?: NotificationOptions) => {
      workerNotifications.push({ title, body: options?.body });
      return Promise.resolve();
    },
  };
  const register = vi.fn<(url: string, options?: RegistrationOptions) => Promise<ServiceWorkerRegistration>>(
    () => Promise.resolve(registration as unknown as ServiceWorkerRegistration),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register },
    configurable: true,
  });
  return {
    notifications,
    workerNotifications,
    requestPermission,
    register,
    setPermission: (next) => {
      current = next;
    },
  };
};

export const removeServiceWorker = (): void => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
};

export const DAY_MS = 24 * 60 * 60 * 1000;
