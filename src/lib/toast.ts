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

/** When each error text was last shown: the same error again while it is on screen adds nothing. */
const errorsShownAt = new Map<string, number>();

/**
 * One failure behind several calls (the server down while a screen loads five figures) is one
 * toast, not a burst: an error identical to one still on screen is dropped. Other severities are
 * always shown (two quick assignments are two confirmations).
 */
const isRepeatedError = (message: ToastMessage, now: number): boolean => {
  if (message.severity !== 'error') return false;
  const key = `${message.summary}\n${message.detail ?? ''}`;
  const shownAt = errorsShownAt.get(key);
  if (shownAt !== undefined && now - shownAt < (message.life ?? DEFAULT_TOAST_LIFE)) return true;
  errorsShownAt.set(key, now);
  if (errorsShownAt.size > MAX_PENDING) errorsShownAt.delete(errorsShownAt.keys().next().value ?? key);
  return false;
};

/** Hands a message to the host (or queues it); no repeat check: for messages accepted once already. */
export const deliverToast = (message: ToastMessage): void => {
  if (listener) listener(message);
  else if (pending.length < MAX_PENDING) pending.push(message);
};

export const showToast = (message: ToastMessage): void => {
  if (!isRepeatedError(message, Date.now())) deliverToast(message);
};

/** Drops messages queued while no host was mounted, and what was shown (test isolation). */
export const resetToastQueue = (): void => {
  pending.length = 0;
  errorsShownAt.clear();
};

export const subscribeToasts = (next: Listener): (() => void) => {
  listener = next;
  pending.splice(0).forEach(next);
  return () => {
    if (listener === next) listener = null;
  };
};
