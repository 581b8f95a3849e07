/**
 * One download however many callers ask (several screens come from one chunk, several requests
 * wait for the same module); a failure is forgotten so that the next call tries again.
 */
export const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
};
