import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

import { deliverToast, subscribeToasts, type ToastMessage } from '@/lib/toast';

/**
 * The toast host (PrimeReact Toast) is loaded with the first toast, or when the signed-in shell
 * preloads it, never with the sign-in page (performance budget). Until it has loaded, this loader
 * is the subscriber and keeps what was shown; the host then subscribes and the loader replays.
 */
const loadToastHost = () => import('./toast-host');
const ToastHost = lazy(() => loadToastHost().then((module) => ({ default: module.ToastHost })));

let preloadRequested: (() => void) | null = null;
/** Called by the signed-in shell: a toast there should not wait for a download. */
export const preloadToastHost = (): void => preloadRequested?.();

/** Replays, once each, the toasts sent before the host existed (runs after the host subscribed). */
const Replay = ({ messages }: { messages: readonly ToastMessage[] }) => {
  const replayed = useRef(0);
  useEffect(() => {
    messages.slice(replayed.current).forEach(deliverToast);
    replayed.current = messages.length;
  }, [messages]);
  return null;
};

/** A host that cannot be downloaded (offline) must not take the page down with it. */
class HostBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('[toast] the toast host could not be loaded', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export const ToastHostLoader = () => {
  const [early, setEarly] = useState<readonly ToastMessage[]>([]);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    preloadRequested = () => setWanted(true);
    const unsubscribe = subscribeToasts((message) => {
      setEarly((list) => [...list, message]);
      setWanted(true);
    });
    return () => {
      preloadRequested = null;
      unsubscribe();
    };
  }, []);
  if (!wanted) return null;
  return (
    <HostBoundary>
      <Suspense fallback={null}>
        <ToastHost />
        <Replay messages={early} />
      </Suspense>
    </HostBoundary>
  );
};
