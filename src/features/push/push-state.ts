/** What start-up made of push: on (with the device token, or null when none could be had) or off. */
export type PushOffReason = 'unconfigured' | 'unsupported' | 'blocked' | 'not-granted' | 'failed';

export type PushState = { status: 'on'; token: string | null } | { status: 'off'; reason: PushOffReason };

const offMessages: Record<PushOffReason, string> = {
  unconfigured: 'Push notifications are off: the VITE_FIREBASE_* settings are not set.',
  unsupported:
    'Push notifications are off: this browser lacks the required APIs (service workers, Push API, notifications).',
  blocked:
    'Push notifications are off: notifications are blocked for this site, so permission is not asked again.',
  'not-granted': 'Push notifications are off: notification permission was not granted.',
  failed: 'Push notifications are off: start-up failed.',
};

/** Push stays off; said once in the console (start-up runs once per page), nothing else changes. */
export const pushOff = (reason: PushOffReason): PushState => {
  console.info(`[push] ${offMessages[reason]}`);
  return { status: 'off', reason };
};
