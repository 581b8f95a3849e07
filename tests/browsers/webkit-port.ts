import type { EnginePort } from './smoke-driver';
import { newSession, type WebDriverSession } from './webdriver-client';
import { MINIBROWSER_PATH, startWebKitDriver } from './webkit-server';

/**
 * Runs in the page: collects uncaught errors and unhandled rejections from now on, and returns (and
 * empties) what was collected. WebDriver classic has no event for them, so this is installed after
 * each load: an error thrown while the page first runs its scripts is not seen (the steps that follow
 * would fail on the broken screen instead).
 */
const collectErrors = (): string[] => {
  const holder = window as unknown as { __hcdSmokeErrors?: string[] };
  if (holder.__hcdSmokeErrors === undefined) {
    const list: string[] = [];
    holder.__hcdSmokeErrors = list;
    window.addEventListener('error', (event) => list.push(event.message));
    window.addEventListener('unhandledrejection', (event) => list.push(String(event.reason)));
  }
  return holder.__hcdSmokeErrors.splice(0);
};

/** The same viewport as Firefox's (and the Chromium suite's), so the screenshots compare. */
const VIEWPORT = { width: 1280, height: 800 };

/** WebDriver sizes the window, frame included: size it, measure the frame, and size it again. */
const setViewport = async (session: WebDriverSession, viewport: typeof VIEWPORT): Promise<void> => {
  await session.command('POST', '/window/rect', viewport);
  const inner = await session.execute<{ width: number; height: number }>(
    '() => ({ width: window.innerWidth, height: window.innerHeight })',
    [],
  );
  await session.command('POST', '/window/rect', {
    width: 2 * viewport.width - inner.width,
    height: 2 * viewport.height - inner.height,
  });
};

/** WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver classic), in an Xvfb display. */
export const launchWebKit = async (): Promise<EnginePort> => {
  const server = await startWebKitDriver();
  try {
    const session = await newSession(server.url, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    });
    await session.command('POST', '/timeouts', { pageLoad: 60_000, script: 30_000 });
    await setViewport(session, VIEWPORT);
    const errors: string[] = [];
    const drainErrors = async () => {
      errors.push(...(await session.execute<string[]>(collectErrors.toString(), [])));
    };
    const elementThen = async (
      source: string,
      args: readonly unknown[],
      act: (elementPath: string) => Promise<void>,
    ): Promise<boolean> => {
      const id = await session.executeForElement(source, args);
      if (id === null) return false;
      await act(`/element/${id}`);
      return true;
    };
    return {
      engine: 'webkit',
      version: `WebKitGTK ${String(session.capabilities.browserVersion)}`,
      load: async (url) => {
        await drainErrors().catch(() => undefined);
        await session.command('POST', '/url', { url });
        await drainErrors();
      },
      call: (source, args) => session.execute(source, args),
      clickElement: (source, args) =>
        elementThen(source, args, (element) => session.command('POST', `${element}/click`)),
      fillElement: (source, args, text) =>
        elementThen(source, args, async (element) => {
          await session.command('POST', `${element}/clear`);
          await session.command('POST', `${element}/value`, { text });
        }),
      screenshot: async () => Buffer.from(await session.command<string>('GET', '/screenshot'), 'base64'),
      pageErrors: async () => {
        await drainErrors();
        return [...errors];
      },
      close: async () => {
        try {
          await session.delete();
        } finally {
          await server.stop();
        }
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
};
