import type { MessagePayload } from 'firebase/messaging';

/** Shown on load when notification permission was already granted (SPEC 2.14, docs/push.md). */
export const TEST_NOTIFICATION = {
  title: 'Notifications are on',
  body: 'Push messages for the staff dashboard will appear here.',
} as const;

/** A browser notification, only while permission is granted; a browser refusing it is only logged. */
export const showNotification = (title: string, body: string | undefined): void => {
  if (Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body });
  } catch (error) {
    // Some mobile browsers allow notifications only through the service worker.
    console.warn('[push] The browser refused to show a notification.', error);
  }
};

export const showTestNotification = (): void =>
  showNotification(TEST_NOTIFICATION.title, TEST_NOTIFICATION.body);

/** A foreground message with a notification title becomes a notification with its title and body. */
export const showForegroundMessage = (payload: MessagePayload): void => {
  const title = payload.notification?.title;
  if (title === undefined || title.trim() === '') return; // data-only messages show nothing
  showNotification(title, payload.notification?.body);
};
