import { useRef, useState } from 'react';

/**
 * useSingleFlight (src/lib) per key: one run at a time for each key, while runs for other keys
 * go ahead at once. Assign New Clinics keys by clinic: a double click on one row's Add sends one
 * request, and Add on another row is not held up by it. The guard is a ref for the same reason as
 * useSingleFlight's (two clicks in one frame); `pending` is for the UI.
 */
export const useSingleFlightByKey = <K, A extends unknown[]>(
  action: (key: K, ...args: A) => Promise<void>,
) => {
  const running = useRef(new Set<K>());
  const [pending, setPending] = useState<ReadonlySet<K>>(() => new Set());
  const run = (key: K, ...args: A): void => {
    if (running.current.has(key)) return;
    running.current.add(key);
    setPending(new Set(running.current));
    void action(key, ...args).finally(() => {
      running.current.delete(key);
      setPending(new Set(running.current));
    });
  };
  return { run, pending };
};
