import type { QueryClient } from '@tanstack/react-query';

/**
 * Runs `task` once none of `client`'s queries is fetching (the screen on show has its answers), or
 * after `timeout` ms, whichever comes first; the returned function cancels it. The shell starts the
 * role's other screens' downloads this way: started while the first screen's calls were in flight,
 * some 40 chunks' evaluation shared the main thread with those answers (docs/performance.md, "The
 * four slowest steps").
 */
export const whenQueriesSettle = (client: QueryClient, task: () => void, timeout = 2_000): (() => void) => {
  let settled = false;
  const finish = (run: boolean): void => {
    if (settled) return;
    settled = true;
    unsubscribe();
    clearTimeout(timer);
    if (run) task();
  };
  const check = (): void => {
    if (client.isFetching() === 0) finish(true);
  };
  const unsubscribe = client.getQueryCache().subscribe(check);
  const timer = setTimeout(() => finish(true), timeout);
  check();
  return () => finish(false);
};
