import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { whenQueriesSettle } from './when-queries-settle';

/** A query whose answer the test gives: `answer()` resolves it. */
const pendingQuery = (client: QueryClient) => {
  let answer: (value: number) => void = () => undefined;
  // A query still in flight when the test ends is cancelled by `client.clear()`.
  const fetched = client
    .query({
      queryKey: ['figures'],
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    })
    .catch(() => undefined);
  return { answer: (value: number) => answer(value), fetched };
};

describe('whenQueriesSettle', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('runs at once when nothing is fetching', () => {
    const task = vi.fn();
    whenQueriesSettle(client, task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the calls in flight to answer, then runs once', async () => {
    const query = pendingQuery(client);
    const task = vi.fn();
    whenQueriesSettle(client, task);
    expect(task).not.toHaveBeenCalled();
    query.answer(8);
    await query.fetched;
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the timeout when a call never answers, and not when cancelled', async () => {
    pendingQuery(client);
    const task = vi.fn();
    whenQueriesSettle(client, task, 2_000);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = whenQueriesSettle(client, cancelled, 2_000);
    cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
