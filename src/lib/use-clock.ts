import { useEffect, useState } from 'react';

/**
 * The time now, read once at mount and again every `everyMs` (a minute by default): for waits that
 * grow while a request is waiting, without reading the clock during render.
 */
export const useClock = (everyMs = 60_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
};
