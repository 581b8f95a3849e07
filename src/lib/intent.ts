import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';

/**
 * The user means to open a screen (their pointer went down on its menu entry, or they pressed Enter
 * on it): what the screen needs to ask for its first data before it renders (docs/performance.md,
 * "Data on intent").
 */
export interface Intent {
  client: QueryClient;
  /** The address's query string, without '?' (as wouter's `useSearch` gives it). */
  search: string;
}

/** Starts a screen's first call; it must ask with the query key the screen's own hook uses. */
export type PrefetchOnIntent = (intent: Intent) => void;

interface WithPrefetch {
  prefetchOnIntent?: PrefetchOnIntent;
}

/** The screen component, marked with the first call it makes. */
export const prefetchingOnIntent = <Component extends object>(
  component: Component,
  prefetch: PrefetchOnIntent,
): Component => Object.assign(component, { prefetchOnIntent: prefetch });

/** The screen's first call, if it declared one. */
export const prefetchOf = (component: object): PrefetchOnIntent | undefined =>
  (component as WithPrefetch).prefetchOnIntent;

/**
 * A screen whose first call is one query, built from the address's parameters by the same function
 * the screen's hook uses: on intent it is asked for once (a fresh answer in the cache is not asked
 * for again), and the screen, when it mounts, finds it in flight or answered.
 */
export const prefetchQueryOnIntent =
  <Params, Data, Failure, Key extends QueryKey>(
    parse: (search: string) => Params,
    query: (params: Params) => QueryExecuteOptions<Data, Failure, Data, Data, Key>,
  ) =>
  ({ client, search }: Intent): void => {
    // A failure is the screen's to show: it asks again when it mounts (the query cache logs this one).
    client.query(query(parse(search))).catch(() => undefined);
  };
