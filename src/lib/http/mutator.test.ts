import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearSessionAtom, sessionAtom, signInAtom } from '@/atoms/session';
import { appStore } from '@/atoms/store';
import { getCamp } from '@/generated/api/camps/camps';
import { filterCustomers as filterCustomersFn } from '@/generated/api/customers/customers';

import { adminUser } from '@tests/unit/session-fixtures';
import { server } from '@tests/msw/server';
import { ApiError } from './api-error';
import { browserNavigation, httpClient, resetUnauthorizedState } from './client';

// Raw MSW handlers, not the demo API (docs/testing.md, exceptions): these tests check how the HTTP
// layer treats arbitrary answers (a schema mismatch, a 401, a 404 without the error envelope) that
// no backend, the demo API included, should send.
const signInAsAdmin = () => appStore.set(signInAtom, { token: 'token-abc', user: adminUser });

afterEach(() => {
  appStore.set(clearSessionAtom);
  resetUnauthorizedState();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('apiRequest (the orval mutator)', () => {
  it('unwraps the { data } envelope', async () => {
    server.use(
      http.post('*/v3/customer/filter', () => HttpResponse.json({ data: [{ id: 7, first_name: 'Meera' }] })),
    );
    await expect(filterCustomersFn({ status: true })).resolves.toEqual([{ id: 7, first_name: 'Meera' }]);
  });

  it('sends the bearer token, x-user-id and x-user-type of the session', async () => {
    signInAsAdmin();
    const seen = vi.fn();
    server.use(
      http.get('*/v3/camp-system/:id', ({ request }) => {
        seen(Object.fromEntries(request.headers.entries()));
        return HttpResponse.json({ error: true, message: 'Camp not found' }, { status: 404 });
      }),
    );
    await expect(getCamp(5)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({
        authorization: 'Bearer token-abc',
        'x-user-id': '1',
        'x-user-type': 'Administrator',
      }),
    );
  });

  it('sends no credentials when signed out', async () => {
    const seen = vi.fn();
    server.use(
      http.post('*/v3/customer/filter', ({ request }) => {
        seen(request.headers.has('authorization'), request.headers.has('x-user-id'));
        return HttpResponse.json({ data: [] });
      }),
    );
    await filterCustomersFn({ status: true });
    expect(seen).toHaveBeenCalledWith(false, false);
  });

  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    const seen = vi.fn();
    server.use(
      http.post('*/v3/customer/filter', ({ request }) => {
        seen(request.headers.get('x-xsrf-token'));
        return HttpResponse.json({ data: [] });
      }),
    );
    await filterCustomersFn({ status: true });
    expect(seen).toHaveBeenCalledWith('xsrf-123');
  });

  it('sends the XSRF header at once where the browser has the Cookie Store API (no round trip first)', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf%20456; path=/';
    // A Cookie Store that never answers: axios would wait on it before sending; the request must not.
    vi.stubGlobal('cookieStore', { get: () => new Promise<never>(() => undefined) });
    const seen = vi.fn();
    server.use(
      http.post('*/v3/customer/filter', ({ request }) => {
        seen(request.headers.get('x-xsrf-token'));
        return HttpResponse.json({ data: [] });
      }),
    );
    try {
      await filterCustomersFn({ status: true });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(seen).toHaveBeenCalledWith('xsrf 456');
  });

  it('sends no credentials and no XSRF header to another origin', async () => {
    signInAsAdmin();
    document.cookie = 'XSRF-TOKEN=xsrf-789; path=/';
    const seen = vi.fn();
    server.use(
      http.get('https://elsewhere.example/report', ({ request }) => {
        seen([...request.headers.keys()].filter((key) => /authorization|x-user|xsrf/i.test(key)));
        return HttpResponse.json({});
      }),
    );
    await httpClient.get('https://elsewhere.example/report');
    expect(seen).toHaveBeenCalledWith([]);
  });

  it('turns a response that breaks the contract into a clear schema-mismatch error', async () => {
    server.use(
      http.post('*/v3/customer/filter', () => HttpResponse.json({ data: [{ id: 'seven', first_name: 1 }] })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await filterCustomersFn({ status: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('schema-mismatch');
    // What a user reads: no operation, no field paths.
    expect((error as ApiError).message).toBe(
      'The server sent an unexpected response. Please try again later.',
    );
    // What a developer reads, on the error and in the console.
    const detail = /^POST \/v3\/customer\/filter response does not match the contract: data\.0\.id: /;
    expect((error as ApiError).detail).toMatch(detail);
    expect((error as ApiError).detail).toContain('data.0.first_name: ');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[api\] POST \/v3\/customer\/filter response/));
  });

  it('keeps the server message of a failed call', async () => {
    server.use(
      http.post('*/v3/customer/filter', () =>
        HttpResponse.json({ error: true, message: 'Customer store offline' }, { status: 503 }),
      ),
    );
    const error = (await filterCustomersFn({ status: true }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('bad-response');
    expect(error.status).toBe(503);
    expect(error.message).toBe('Customer store offline');
  });

  it('reports a network failure as a network error with a generic text', async () => {
    server.use(http.post('*/v3/customer/filter', () => HttpResponse.error()));
    const error = (await filterCustomersFn({ status: true }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network error: the server could not be reached.');
  });
});

describe('401 handling', () => {
  it('clears the session and returns to / once, however many calls fail at once', async () => {
    signInAsAdmin();
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    vi.spyOn(browserNavigation, 'currentPath').mockReturnValue('/dashboard/manage/camp');
    server.use(
      http.post('*/v3/customer/filter', () =>
        HttpResponse.json({ error: true, message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => filterCustomersFn({ status: true })),
    );
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/');
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(window.localStorage.getItem('hcd_token')).toBeNull();
    expect(window.localStorage.getItem('hcd_user')).toBeNull();
  });

  it('does not redirect when the failing call carried no token (a sign-in attempt)', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    server.use(
      http.post('*/v3/customer/filter', () =>
        HttpResponse.json({ error: true, message: 'No' }, { status: 401 }),
      ),
    );
    await expect(filterCustomersFn({ status: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(replace).not.toHaveBeenCalled();
  });
});
