import { type RefObject, useCallback, useEffect, useRef } from 'react';

// docs/requirements.md 9.11 and 9.12: load more within 5 px of the bottom, the scroll debounced by 300 ms.
import { NEAR_BOTTOM_PX, SCROLL_DEBOUNCE_MS } from '@/lib/constants';

export const isNearBottom = (element: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>) =>
  element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;

/**
 * A scroll handler that, once scrolling has paused for 300 ms, calls `onNearBottom` if the element
 * is then within 5 px of its bottom. Trailing debounce: a fling fires one check, not dozens.
 */
export const useNearBottom = (
  scrollRef: RefObject<HTMLElement | null>,
  onNearBottom: (() => void) | undefined,
): (() => void) => {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callback = useRef(onNearBottom);
  useEffect(() => {
    callback.current = onNearBottom;
  }, [onNearBottom]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (!callback.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const element = scrollRef.current;
      if (element && isNearBottom(element)) callback.current?.();
    }, SCROLL_DEBOUNCE_MS);
  }, [scrollRef]);
};
