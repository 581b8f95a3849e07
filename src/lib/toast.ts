/**
 * The one way to show a toast from anywhere (HTTP layer, screens). The app mounts a single
 * PrimeReact Toast host that subscribes here; messages sent before it mounts are queued.
 */
export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastMessage {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** Milliseconds; the host defaults to DEFAULT_TOAST_LIFE. */
  life?: number;
  position?: 'top-right' | 'bottom-center';
}

export const DEFAULT_TOAST_LIFE = 5000;
export const LOGIN_ERROR_TOAST_LIFE = 3000;

type Listener = (message: ToastMessage) => void;
let listener: Listener | null = null;
const pending: ToastMessage[] = [];

const MAX_PENDING = 20;

export const showToast = (message: ToastMessage): void => {
  if (listener) listener(message);
  else if (pending.length < MAX_PENDING) pending.push(message);
};

/** Drops messages queued while no host was mounted (test isolation). */
export const resetToastQueue = (): void => {
  pending.length = 0;
};

export const subscribeToasts = (next: Listener): (() => void) => {
  listener = next;
  pending.splice(0).forEach(next);
  return () => {
    if (listener === next) listener = null;
  };
};
