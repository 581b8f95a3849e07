/**
 * Business constants (docs/requirements.md 9) that code outside the one feature using them needs as
 * well: the bench (scripts/bench) reads them here instead of reaching into a feature's internals.
 */

/** docs/requirements.md 9.11: a filter list loads more when scrolled within 5 px of its bottom. */
export const NEAR_BOTTOM_PX = 5;

/** docs/requirements.md 9.12: the filter list's scroll is debounced by 300 ms. */
export const SCROLL_DEBOUNCE_MS = 300;
