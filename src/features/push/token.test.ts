import type { Messaging } from 'firebase/messaging';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { DAY_MS } from './push-test-support';
import { obtainToken } from './token';
import { PUSH_TOKEN_KEY, readStoredToken } from './token-store';

const firebase = vi.hoisted(() => ({
  getToken: vi.fn<() => Promise<string>>(),
  deleteToken: vi.fn<() => Promise<boolean>>(),
}));

vi.mock('firebase/app', () => ({}));
vi.mock('firebase/messaging', () => ({ getToken: firebase.getToken, deleteToken: firebase.deleteToken }));

const NOW = Date.UTC(2025, 2, 15, 12, 0, 0);
const messaging = {} as Messaging;
const registration = { active: {} } as unknown as ServiceWorkerRegistration;
const options = { vapidKey: 'test-vapid-key', serviceWorkerRegistration: registration, now: () => NOW };

const keep = (token: string, obtainedAt: number): void =>
  window.localStorage.setItem(PUSH_TOKEN_KEY, JSON.stringify({ token, obtainedAt }));

let warn: MockInstance<Console['warn']>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  firebase.deleteToken.mockResolvedValue(true);
});
afterEach(() => vi.clearAllMocks());

describe('obtainToken', () => {
  it('without a kept token, gets one and keeps it with the time it was obtained', async () => {
    firebase.getToken.mockResolvedValueOnce('token-new');

    expect(await obtainToken(messaging, options)).toBe('token-new');
    expect(firebase.getToken).toHaveBeenCalledWith(messaging, {
      vapidKey: 'test-vapid-key',
      serviceWorkerRegistration: registration,
    });
    expect(firebase.deleteToken).not.toHaveBeenCalled();
    expect(readStoredToken()).toEqual({ token: 'token-new', obtainedAt: NOW });
  });

  it('reuses a token younger than 7 days: not deleted, its time kept', async () => {
    const obtainedAt = NOW - 6 * DAY_MS;
    keep('token-kept', obtainedAt);
    firebase.getToken.mockResolvedValue('token-kept');

    expect(await obtainToken(messaging, options)).toBe('token-kept');
    expect(firebase.deleteToken).not.toHaveBeenCalled();
    expect(firebase.getToken).toHaveBeenCalledTimes(1);
    expect(readStoredToken()).toEqual({ token: 'token-kept', obtainedAt });
  });

  it('a token just 7 days old is still reused; one older is refreshed', async () => {
    keep('token-kept', NOW - 7 * DAY_MS);
    firebase.getToken.mockResolvedValue('token-kept');
    await obtainToken(messaging, options);
    expect(firebase.deleteToken).not.toHaveBeenCalled();

    keep('token-kept', NOW - 7 * DAY_MS - 1);
    await obtainToken(messaging, options);
    expect(firebase.deleteToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes a token older than 7 days: deletes it, gets a new one, keeps it with the time now', async () => {
    keep('token-old', NOW - 8 * DAY_MS);
    const calls: string[] = [];
    firebase.getToken
      .mockImplementationOnce(() => {
        calls.push('getToken');
        return Promise.resolve('token-old');
      })
      .mockImplementationOnce(() => {
        calls.push('getToken');
        return Promise.resolve('token-fresh');
      });
    firebase.deleteToken.mockImplementationOnce(() => {
      calls.push('deleteToken');
      return Promise.resolve(true);
    });

    expect(await obtainToken(messaging, options)).toBe('token-fresh');
    // The first getToken hands Firebase our registration, so deleteToken unsubscribes the right one.
    expect(calls).toEqual(['getToken', 'deleteToken', 'getToken']);
    expect(readStoredToken()).toEqual({ token: 'token-fresh', obtainedAt: NOW });
  });

  it('still gets a new token when deleting the old one fails, and logs the failure', async () => {
    keep('token-old', NOW - 30 * DAY_MS);
    firebase.getToken.mockResolvedValueOnce('token-old').mockResolvedValueOnce('token-fresh');
    const failure = new Error('messaging/token-unsubscribe-failed');
    firebase.deleteToken.mockRejectedValueOnce(failure);

    expect(await obtainToken(messaging, options)).toBe('token-fresh');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Deleting the old push token failed'), failure);
    expect(readStoredToken()).toEqual({ token: 'token-fresh', obtainedAt: NOW });
  });

  it('keeps a changed token (the push subscription changed) with the time now', async () => {
    keep('token-before', NOW - 2 * DAY_MS);
    firebase.getToken.mockResolvedValue('token-after');

    expect(await obtainToken(messaging, options)).toBe('token-after');
    expect(firebase.deleteToken).not.toHaveBeenCalled();
    expect(readStoredToken()).toEqual({ token: 'token-after', obtainedAt: NOW });
  });

  it.each([
    ['not JSON', '{token'],
    ['the wrong shape', JSON.stringify({ token: 42, obtainedAt: 'yesterday' })],
    ['an empty token', JSON.stringify({ token: '', obtainedAt: NOW })],
  ])('treats a kept value that is %s as no token', async (_case, raw) => {
    window.localStorage.setItem(PUSH_TOKEN_KEY, raw);
    firebase.getToken.mockResolvedValue('token-new');

    expect(await obtainToken(messaging, options)).toBe('token-new');
    expect(firebase.deleteToken).not.toHaveBeenCalled();
    expect(readStoredToken()).toEqual({ token: 'token-new', obtainedAt: NOW });
  });

  it('refreshes a token kept with a time in the future (changed clock or edited value)', async () => {
    keep('token-odd', NOW + DAY_MS);
    firebase.getToken.mockResolvedValueOnce('token-odd').mockResolvedValueOnce('token-fresh');

    expect(await obtainToken(messaging, options)).toBe('token-fresh');
    expect(firebase.deleteToken).toHaveBeenCalledTimes(1);
  });

  it('passes a failure to get a token on (the caller logs it and uses null), keeping nothing', async () => {
    firebase.getToken.mockRejectedValue(new Error('messaging/token-subscribe-failed'));

    await expect(obtainToken(messaging, options)).rejects.toThrow('token-subscribe-failed');
    expect(window.localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });
});
