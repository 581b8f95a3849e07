import { act } from '@testing-library/react';

/**
 * Lets jsdom finish every history traversal already asked for, and the guard's listeners after
 * them. jsdom traverses in two nested `setTimeout(0)` tasks and fires popstate in a third; a fixed
 * wait such as 30 ms sits in another Node timer list and can run first on a busy machine. Chained
 * zero-delay timeouts share the traversal's list, which runs in order, so they always come after.
 */
export const settleHistory = () =>
  act(async () => {
    for (let turn = 0; turn < 6; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** The browser's Back button, and what the page does about it. */
export const browserBack = async () => {
  window.history.back();
  await settleHistory();
};
