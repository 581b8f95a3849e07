import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createCamp } from '@/generated/api/camps/camps';
import { filterCustomers, getFilterCustomersQueryOptions } from '@/generated/api/customers/customers';

import { server } from '@tests/msw/server';
import { ApiError } from './http/api-error';
import { createQueryClient, retryDelay, shouldRetryQuery } from './query-client';
import { subscribeToasts, type ToastMessage } from './toast';

// Raw MSW handlers, not the demo API (docs/testing.md, exceptions): these tests check how the HTTP
// layer treats arbitrary answers (a schema mismatch, a 401, a 404 without the error envelope) that
// no backend, the demo API included, should send.
const collectToasts = () => {
  const toasts: ToastMessage[] = [];
  const unsubscribe = subscribeToasts((message) => toasts.push(message));
  return { toasts, unsubscribe };
};

let unsubscribeToasts: () => void = () => undefined;
afterEach(() => unsubscribeToasts());

const countingHandler = (respond: () => Response) => {
  const calls = { count: 0 };
  server.use(
    http.post('*/v3/customer/filter', () => {
      calls.count += 1;
      return respond();
    }),
  );
  return calls;
};

describe('retry policy', () => {
  it('retries network errors and 5xx up to three times, never a 4xx or a schema mismatch', () => {
    const network = new ApiError('network', 'down');
    const serverError = new ApiError('bad-response', 'boom', 500);
    expect([0, 1, 2].map((count) => shouldRetryQuery(count, network))).toEqual([true, true, true]);
    expect(shouldRetryQuery(3, network)).toBe(false);
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('bad-request', 'no', 400))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('unauthorized', 'no', 401))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('schema-mismatch', 'odd', 200))).toBe(false);
  });

  it('waits 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('sends a failing query four times in all (one try, three retries) on 5xx', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    unsubscribeToasts = collectToasts().unsubscribe;
    const calls = countingHandler(() => HttpResponse.json({ error: true, message: 'Down' }, { status: 500 }));
    await expect(client.query(getFilterCustomersQueryOptions({ status: true }))).rejects.toThrow('Down');
    expect(calls.count).toBe(4);
  });

  it('sends a query answered with a 4xx once', async () => {
    const client = createQueryClient();
    const calls = countingHandler(() => HttpResponse.json({ error: true, message: 'Bad' }, { status: 400 }));
    await expect(client.query(getFilterCustomersQueryOptions({ status: true }))).rejects.toThrow('Bad');
    expect(calls.count).toBe(1);
  });

  it('never retries a mutation', async () => {
    const client = createQueryClient();
    const calls = { count: 0 };
    server.use(
      http.post('*/v3/camp-system/', () => {
        calls.count += 1;
        return HttpResponse.error();
      }),
    );
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () =>
        createCamp({
          name: 'x',
          start_date: '2026-01-01',
          end_date: '2026-01-02',
          location_id: 1,
          user_id: 2,
          status: true,
          camp_status: true,
        }),
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(calls.count).toBe(1);
  });
});

describe('error toasts', () => {
  it("shows an 'Error' toast with the server's message", async () => {
    const { toasts, unsubscribe } = collectToasts();
    unsubscribeToasts = unsubscribe;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    countingHandler(() =>
      HttpResponse.json({ error: true, message: 'Customer list unavailable' }, { status: 400 }),
    );
    await createQueryClient()
      .query(getFilterCustomersQueryOptions({ status: true }))
      .catch(() => undefined);
    expect(toasts).toEqual([{ severity: 'error', summary: 'Error', detail: 'Customer list unavailable' }]);
  });

  it('shows the generic text when the server sends no message', async () => {
    const { toasts, unsubscribe } = collectToasts();
    unsubscribeToasts = unsubscribe;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    countingHandler(() => new HttpResponse(null, { status: 404 }));
    await createQueryClient()
      .query(getFilterCustomersQueryOptions({ status: true }))
      .catch(() => undefined);
    expect(toasts).toEqual([
      { severity: 'error', summary: 'Error', detail: 'The request was refused by the server.' },
    ]);
  });

  it('shows a plain text for a response that breaks the contract, and logs the detail', async () => {
    const { toasts, unsubscribe } = collectToasts();
    unsubscribeToasts = unsubscribe;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    countingHandler(() => HttpResponse.json({ data: [{ id: 'seven', first_name: 'Meera' }] }));
    await createQueryClient()
      .query(getFilterCustomersQueryOptions({ status: true }))
      .catch(() => undefined);
    expect(toasts).toEqual([
      {
        severity: 'error',
        summary: 'Error',
        detail: 'The server sent an unexpected response. Please try again later.',
      },
    ]);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /schema-mismatch: The server sent an unexpected response\. Please try again later\. \(POST \/v3\/customer\/filter response does not match the contract: data\.0\.id: /,
      ),
    );
  });

  it("only logs when a query asks for errorMode 'log'", async () => {
    const { toasts, unsubscribe } = collectToasts();
    unsubscribeToasts = unsubscribe;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    countingHandler(() => HttpResponse.json({ error: true, message: 'Nope' }, { status: 400 }));
    await createQueryClient()
      .query({ ...getFilterCustomersQueryOptions({ status: true }), meta: { errorMode: 'log' } })
      .catch(() => undefined);
    expect(toasts).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Nope'));
  });

  it('rethrows to the caller', async () => {
    countingHandler(() => HttpResponse.json({ error: true, message: 'Nope' }, { status: 400 }));
    await expect(filterCustomers({ status: true })).rejects.toMatchObject({ message: 'Nope', status: 400 });
  });
});
