import type { MessagePayload } from 'firebase/messaging';

/** Shown on load when notification permission was already granted (docs/requirements.md 2.14, docs/push.md). */
export const TEST_NOTIFICATION = {
  title: 'Notifications are on',
  body: 'Push messages for the staff dashboard will appear here.',
} as const;

/** The messaging worker's registration once registered; null when it could not be. */
export type MessagingWorker = Promise<Pick<ServiceWorkerRegistration, 'showNotification'> | null>;

/**
 * Shows it through the messaging worker's registration: mobile Chrome refuses `new Notification()`
 * in a page ("Illegal constructor. Use ServiceWorkerRegistration.showNotification()").
 */
const showThroughWorker = async (
  title: string,
  body: string | undefined,
  worker: MessagingWorker | undefined,
  refusal: unknown,
): Promise<void> => {
  try {
    const registration = await worker;
    if (!registration) throw refusal;
    await registration.showNotification(title, { body });
  } catch (error) {
    console.warn('[push] The browser refused to show a notification.', error);
  }
};

/**
 * A browser notification, only while permission is granted. A browser that refuses the page's
 * `Notification` gets it through the messaging worker; failing that, it is logged.
 */
export const showNotification = (title: string, body: string | undefined, worker?: MessagingWorker): void => {
  if (Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body });
  } catch (error) {
    void showThroughWorker(title, body, worker, error);
  }
};

export const showTestNotification = (worker?: MessagingWorker): void =>
  showNotification(TEST_NOTIFICATION.title, TEST_NOTIFICATION.body, worker);

/** A foreground message with a notification title becomes a notification with its title and body. */
export const showForegroundMessage = (payload: MessagePayload, worker?: MessagingWorker): void => {
  const title = payload.notification?.title;
  if (title === undefined || title.trim() === '') return; // data-only messages show nothing
  showNotification(title, payload.notification?.body, worker);
};
