import { useEffect } from 'react';

import {
  listNotificationInbox,
  recordNotificationReceipt,
} from '@/generated/api/notifications/notifications';
import type { NotificationInboxItem } from '@/generated/model';
import { isDemoMode, readFirebaseSettings } from '@/lib/env';
import { toApiError } from '@/lib/http/api-error';
import { safeHref } from '@/lib/safe-href';
import { showToast } from '@/lib/toast';

import { showNotification } from './notifications';

/**
 * The foreground path in demo mode (docs/push.md, "The demo inbox"; docs/notifications.md;
 * docs/requirements.md 2.14): without Firebase nothing pushes, so the signed-in app asks the demo
 * API's inbox for the notifications sent to its user, once at sign-in and every 20 s while the tab
 * is visible (never while hidden), and hands each to the foreground handler: a browser notification
 * when permission is granted, else an in-app notice (a toast) with the title, body and link. Then it
 * records the receipt ('displayed'). The last id shown is kept in memory for the session, so nothing
 * shows twice; the server also leaves out what the user has a receipt for.
 */

export const INBOX_POLL_MS = 20_000;
/** A notice stays long enough to read a 240-character message. */
const NOTICE_LIFE_MS = 15_000;

/** Demo mode without the Firebase settings: with them, FCM delivers and this stays off. */
export const demoInboxEnabled = (): boolean => isDemoMode && readFirebaseSettings() === null;

/** The push feature's foreground handler for one inbox message. */
export const showInboxMessage = (item: NotificationInboxItem): void => {
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    showNotification(item.title, item.body);
    return;
  }
  const link = safeHref(item.link);
  showToast({
    severity: 'info',
    summary: item.title,
    detail: link ? `${item.body} ${link}` : item.body,
    life: NOTICE_LIFE_MS,
  });
};

const visible = (): boolean => document.visibilityState === 'visible';

/** Starts polling; answers the stop. */
export const startDemoInbox = (
  show: (item: NotificationInboxItem) => void = showInboxMessage,
): (() => void) => {
  let after = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  let polling = false;

  const stopTimer = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const stop = () => {
    stopped = true;
    stopTimer();
    document.removeEventListener('visibilitychange', onVisibility);
  };
  const poll = async () => {
    if (polling || stopped || !visible()) return;
    polling = true;
    try {
      const items = await listNotificationInbox(after > 0 ? { after } : undefined);
      for (const item of items) {
        if (stopped || item.id <= after) continue;
        after = item.id;
        show(item);
        await recordNotificationReceipt(item.id, { event: 'displayed' }).catch((error: unknown) => {
          console.info('[push] The notification receipt could not be recorded.', error);
        });
      }
    } catch (error) {
      // A server without the call stops asking; anything else waits for the next poll.
      if (toApiError(error).kind === 'missing-call') stop();
      else console.info('[push] The notification inbox could not be read.', error);
    } finally {
      polling = false;
    }
  };
  function onVisibility() {
    stopTimer();
    if (!visible()) return;
    void poll();
    timer = setInterval(() => void poll(), INBOX_POLL_MS);
  }
  document.addEventListener('visibilitychange', onVisibility);
  onVisibility();
  return stop;
};

/** Mounted once by the signed-in shell: the session's poller, stopped at sign-out. */
export const useDemoInbox = (): void => {
  useEffect(() => (demoInboxEnabled() ? startDemoInbox() : undefined), []);
};
