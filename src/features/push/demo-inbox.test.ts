import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { NotificationInboxItem } from '@/generated/model';
import { ApiError } from '@/lib/http/api-error';
import { subscribeToasts, type ToastMessage } from '@/lib/toast';

import { INBOX_POLL_MS, showInboxMessage, startDemoInbox } from './demo-inbox';

const api = vi.hoisted(() => ({
  listNotificationInbox: vi.fn(),
  recordNotificationReceipt: vi.fn(),
}));
vi.mock('@/generated/api/notifications/notifications', () => api);

const item = (id: number): NotificationInboxItem => ({
  id,
  title: `Notice ${id}`,
  body: 'Prices for test strips change on 1 July.',
  link: 'https://help.example.com/prices',
  image_url: null,
  send_at: '2026-06-01T10:00:00.000Z',
});

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  api.listNotificationInbox.mockReset().mockResolvedValue([]);
  api.recordNotificationReceipt.mockReset().mockResolvedValue({});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the demo inbox poller (docs/push.md, "The demo inbox")', () => {
  it('asks once at sign-in and every 20 s while visible, never while hidden', async () => {
    const stop = startDemoInbox(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.listNotificationInbox).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INBOX_POLL_MS);
    expect(api.listNotificationInbox).toHaveBeenCalledTimes(2);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(INBOX_POLL_MS * 5);
    expect(api.listNotificationInbox).toHaveBeenCalledTimes(2);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.listNotificationInbox).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(INBOX_POLL_MS * 5);
    expect(api.listNotificationInbox).toHaveBeenCalledTimes(3);
  });

  it('shows each message once, records it displayed, and asks after the last id', async () => {
    const show = vi.fn();
    api.listNotificationInbox.mockResolvedValueOnce([item(7), item(9)]).mockResolvedValueOnce([item(9)]);
    const stop = startDemoInbox(show);
    await vi.advanceTimersByTimeAsync(0);
    expect(show.mock.calls.map(([shown]) => (shown as NotificationInboxItem).id)).toEqual([7, 9]);
    expect(api.recordNotificationReceipt.mock.calls).toEqual([
      [7, { event: 'displayed' }],
      [9, { event: 'displayed' }],
    ]);
    await vi.advanceTimersByTimeAsync(INBOX_POLL_MS);
    expect(api.listNotificationInbox).toHaveBeenLastCalledWith({ after: 9 });
    expect(show).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps polling after a failed read or receipt, and stops for a server without the call', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    api.listNotificationInbox
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([item(5), item(6)]);
    api.recordNotificationReceipt.mockRejectedValueOnce(new Error('offline'));
    const show = vi.fn();
    const stop = startDemoInbox(show);
    await vi.advanceTimersByTimeAsync(INBOX_POLL_MS);
    expect(api.listNotificationInbox).toHaveBeenCalledTimes(2);
    // A receipt that fails is logged; the next message still shows.
    expect(show).toHaveBeenCalledTimes(2);
    api.listNotificationInbox.mockRejectedValueOnce(new ApiError('missing-call', 'missing', 404));
    await vi.advanceTimersByTimeAsync(INBOX_POLL_MS);
    expect(api.listNotificationInbox).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(INBOX_POLL_MS * 3);
    expect(api.listNotificationInbox).toHaveBeenCalledTimes(3);
    stop();
  });
});

describe('the foreground handler for an inbox message', () => {
  it('is a browser notification when permission is granted', () => {
    const FakeNotification = Object.assign(vi.fn(), { permission: 'granted' });
    vi.stubGlobal('Notification', FakeNotification);
    showInboxMessage(item(3));
    expect(FakeNotification.mock.calls).toEqual([
      ['Notice 3', { body: 'Prices for test strips change on 1 July.' }],
    ]);
    vi.unstubAllGlobals();
  });

  it('is an in-app notice with the title, body and link otherwise', () => {
    vi.stubGlobal('Notification', { permission: 'default' });
    const toasts: ToastMessage[] = [];
    const unsubscribe = subscribeToasts((message) => toasts.push(message));
    showInboxMessage(item(4));
    unsubscribe();
    vi.unstubAllGlobals();
    expect(toasts).toEqual([
      expect.objectContaining({
        severity: 'info',
        summary: 'Notice 4',
        detail: 'Prices for test strips change on 1 July. https://help.example.com/prices',
      }),
    ]);
  });
});
