import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';

/** Dummy push settings for browser tests: well-formed, never sent anywhere that answers. */
export const DUMMY_FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'e2e-dummy-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'hcd-e2e.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'hcd-e2e',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
  // A well-formed P-256 public key (65 bytes, base64url): the browser accepts it, Firebase never sees it.
  VITE_FIREBASE_VAPID_KEY:
    'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
} as const;

export interface BuildOptions {
  /**
   * 'esbuild' for a build that checks one setting (push keys, an API base, nginx, security headers):
   * the shipped minifier, Terser (vite.config.ts), costs 5 s more per build on a quiet machine and
   * 20 s on a busy one. The demo build that most browser tests and the cross-browser smoke use, and
   * the bench's, keep Terser: they run the bytes that ship.
   */
  minify?: 'terser' | 'esbuild';
}

/**
 * A production build with extra environment variables. Vite reads VITE_* from process.env; they are
 * set for this build only and restored afterwards. NODE_ENV is set too: Vitest runs with
 * NODE_ENV=test, which would otherwise bundle React's development build.
 */
export const buildWithEnv = async (
  outDir: string,
  env: Record<string, string>,
  { minify = 'terser' }: BuildOptions = {},
): Promise<void> => {
  const all = { NODE_ENV: 'production', ...env };
  const saved = Object.fromEntries(Object.keys(all).map((name) => [name, process.env[name]]));
  Object.assign(process.env, all);
  try {
    await build({ logLevel: 'error', mode: 'production', build: { outDir, emptyOutDir: true, minify } });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
};

export interface ShownNotification {
  title: string;
  body: string | undefined;
}

/** For `addInitScript`: records every `new Notification(title, options)`, then lets the real one run. */
export const captureNotifications = (): void => {
  const shown: ShownNotification[] = [];
  const Native = window.Notification;
  class Captured extends Native {
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
      super(title, options);
    }
  }
  Object.defineProperty(window, 'Notification', { value: Captured, configurable: true, writable: true });
  Object.defineProperty(window, '__shownNotifications', { value: shown });
};

export const shownNotifications = (page: Page): Promise<ShownNotification[]> =>
  page.evaluate(
    () => (window as unknown as { __shownNotifications: ShownNotification[] }).__shownNotifications,
  );

/** Every service worker registration of the page's origin: its scope and its active script. */
export const registrations = (page: Page): Promise<{ scope: string; script: string }[]> =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => ({
      scope: registration.scope,
      script: registration.active?.scriptURL ?? '',
    })),
  );

/**
 * Delivers push messages to the worker registered at `scopeUrl` the way a push service would,
 * through the DevTools protocol (no network, no Firebase).
 */
export const pushSender = async (context: BrowserContext, page: Page, scopeUrl: string) => {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      const ours = updated.find((registration) => registration.scopeURL === scopeUrl);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  return {
    send: async (payload: unknown): Promise<void> => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(scopeUrl).origin,
        registrationId: id,
        data: JSON.stringify(payload),
      });
    },
    close: (): Promise<void> => cdp.detach(),
  };
};
