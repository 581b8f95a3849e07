/**
 * The notification permission to work with. 'default' (undecided) is asked for once at start-up;
 * 'denied' (blocked) is respected and never asked again; 'granted' stays as it is.
 */
export const ensurePermission = async (): Promise<NotificationPermission> => {
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    // Old Safari answers through a callback and returns undefined: read the outcome back instead.
    await Notification.requestPermission();
  } catch (error) {
    console.warn('[push] Asking for notification permission failed.', error);
  }
  return Notification.permission;
};
