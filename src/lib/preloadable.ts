import { type ComponentType, createElement, lazy, type ReactNode, useState } from 'react';

import { once } from './once';

export interface PreloadableComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts the download now (sign-in intent, idle time); resolves once the component is there. */
  preload: () => Promise<void>;
  /** The downloaded component (downloading it first if need be), to read what it declares. */
  loaded: () => Promise<ComponentType<P>>;
}

/**
 * `React.lazy` that can be downloaded ahead of need and that, once downloaded, renders at once.
 *
 * Why not `lazy` alone: a lazy component suspends on its first render even when its chunk has been
 * fetched already, and React then holds the boundary's content back until 300 ms after its fallback
 * appeared (React's FALLBACK_THROTTLE_MS). Two nested lazy levels (the signed-in shell, then the
 * screen) cost about 600 ms of spinner after sign-in even with everything in the cache. A component
 * whose chunk is there renders synchronously and never shows the fallback.
 *
 * A failed download is forgotten, so the next mount (or preload) tries again.
 */
export const preloadable = <P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> => {
  let loaded: ComponentType<P> | null = null;
  const fetchComponent = once(() =>
    load().then((component) => {
      loaded = component;
      return component;
    }),
  );
  // React.lazy keeps a rejected download for good, so a failure swaps in a fresh lazy: the next
  // mount (the error boundary resets when the user navigates) downloads again.
  const makeLazy = () =>
    lazy(() =>
      fetchComponent().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          Lazy = makeLazy();
          throw error;
        },
      ),
    );
  let Lazy = makeLazy();
  const Preloadable = (props: P) => {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount the screen.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  };
  Preloadable.preload = () => fetchComponent().then(() => undefined);
  Preloadable.loaded = fetchComponent;
  return Preloadable;
};

/** Fire-and-forget preloading: a failure (offline) is retried when the component is really needed. */
export const preloadQuietly = (...preloads: (() => Promise<unknown>)[]): void => {
  for (const preload of preloads) void preload().catch(() => undefined);
};
