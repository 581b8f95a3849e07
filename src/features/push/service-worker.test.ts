import { afterEach, describe, expect, it, vi } from 'vitest';

import { pushSettings } from './push-test-support';
import { messagingWorkerUrl, waitForActive, workerScope } from './service-worker';

/** A worker whose state the test moves on, firing `statechange` like a browser. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

const registrationWith = (parts: { active?: object; installing?: FakeWorker }): ServiceWorkerRegistration =>
  ({ active: null, installing: null, waiting: null, ...parts }) as unknown as ServiceWorkerRegistration;

afterEach(() => vi.useRealTimers());

describe('messagingWorkerUrl', () => {
  it('hands the Firebase web config over as query parameters, without the VAPID key', () => {
    const url = new URL(messagingWorkerUrl(pushSettings), 'https://dashboard.example');
    expect(url.pathname).toBe('/firebase-messaging-sw.js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apiKey: 'test-api-key',
      authDomain: 'hcd-test.firebaseapp.com',
      projectId: 'hcd-test',
      messagingSenderId: '1234567890',
      appId: '1:1234567890:web:abcdef',
    });
  });
});

describe('workerScope', () => {
  it('is the site root, or a scope of its own in demo mode', () => {
    expect(workerScope(false)).toBe('/');
    expect(workerScope(true)).toBe('/firebase-cloud-messaging-push-scope');
  });
});

describe('waitForActive', () => {
  it('resolves at once for an active registration', async () => {
    const registration = registrationWith({ active: {} });
    await expect(waitForActive(registration)).resolves.toBe(registration);
  });

  it('resolves once the installing worker activates', async () => {
    const worker = new FakeWorker();
    const registration = registrationWith({ installing: worker });
    const waiting = waitForActive(registration);
    worker.moveTo('installed');
    worker.moveTo('activated');
    await expect(waiting).resolves.toBe(registration);
  });

  it('rejects when the worker does not activate within 10 seconds', async () => {
    vi.useFakeTimers();
    const registration = registrationWith({ installing: new FakeWorker() });
    let failure: unknown = null;
    waitForActive(registration).catch((error: unknown) => {
      failure = error;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(failure).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(failure)).toContain('did not activate within 10 s');
  });

  it('rejects when the worker becomes redundant', async () => {
    const worker = new FakeWorker();
    const waiting = waitForActive(registrationWith({ installing: worker }));
    worker.moveTo('redundant');
    await expect(waiting).rejects.toThrow('redundant');
  });

  it('rejects a registration without any worker', async () => {
    await expect(waitForActive(registrationWith({}))).rejects.toThrow('no worker');
  });
});
