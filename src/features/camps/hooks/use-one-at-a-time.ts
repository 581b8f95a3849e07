import { useCallback, useRef } from 'react';

/**
 * Runs one write at a time: a call while one is running is ignored. A ref, not react-query's
 * isPending: a second click in the same frame (a fast double click) runs before React re-renders,
 * so it would still see isPending false and send the request twice.
 */
export const useOneAtATime = () => {
  const running = useRef(false);
  return useCallback(async (task: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    try {
      await task();
    } finally {
      running.current = false;
    }
  }, []);
};
