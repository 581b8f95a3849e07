import { useDeferredValue } from 'react';

const NONE: readonly never[] = [];

/**
 * A filter's long option list (up to 2,000 clinics at the top scale), rendered after the screen:
 * the first render has no options and React fills them in a background render, so opening a list
 * from the menu paints at once instead of waiting on 2,000 `<option>`s (docs/performance.md,
 * "Running Low"). Until then a chip names a chosen entry by its id.
 */
export const useDeferredChoices = <T>(choices: readonly T[]): readonly T[] => useDeferredValue(choices, NONE);
