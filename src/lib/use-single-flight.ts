import { useRef, useState } from 'react';

/**
 * Runs an async action one at a time: a call while one is running is ignored. A ref, not state:
 * a second click in the same frame (a fast double click, Enter twice) runs before React re-renders,
 * so a state flag would still read false and the request would go twice. `pending` is for the UI
 * (a disabled button, a spinner).
 */
export const useSingleFlight = <A extends unknown[]>(action: (...args: A) => Promise<void>) => {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = (...args: A): void => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    void action(...args).finally(() => {
      running.current = false;
      setPending(false);
    });
  };
  return { run, pending };
};
