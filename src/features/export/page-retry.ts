import type { QueryClient } from '@tanstack/react-query';

const abortable = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });

/**
 * One page, retried the way the app's queries are (the query client's `retry` and `retryDelay`:
 * network errors and 5xx three times, 1 s, 2 s, 4 s apart; a 4xx at once), and abandoned on abort.
 */
export const withQueryRetry = async <T>(
  client: QueryClient,
  signal: AbortSignal,
  load: () => Promise<T>,
): Promise<T> => {
  const { retry, retryDelay } = client.getDefaultOptions().queries ?? {};
  for (let failures = 0; ; failures += 1) {
    try {
      return await load();
    } catch (error) {
      if (signal.aborted) throw error;
      const again =
        typeof retry === 'function'
          ? retry(failures, error as Error)
          : typeof retry === 'number'
            ? failures < retry
            : retry === true;
      if (!again) throw error;
      const wait =
        typeof retryDelay === 'function' ? retryDelay(failures, error as Error) : (retryDelay ?? 0);
      await abortable(wait, signal);
    }
  }
};
