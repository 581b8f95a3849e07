/**
 * A ref for a horizontally scrolling wrapper (`.ui-table-wrap`): while its content overflows, it is
 * in the tab order, so a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1;
 * axe's scrollable-region-focusable). A table still loading or empty has no link or button of its
 * own to reach it by, on a narrow screen. It leaves the tab order again when the content fits.
 * The attribute changes in the next frame, outside the observer's callback: changed inside it,
 * WebKit reported "ResizeObserver loop completed with undelivered notifications" as a page error.
 * Nothing is measured when the ref is set: the observer reports each element once it is laid out,
 * and reading `scrollWidth` during React's commit forced a layout of the page mid-render (5.8 ms of
 * the sign-in to the home's figures, docs/performance.md).
 */
export const keyboardScroll = (element: HTMLElement | null): (() => void) | undefined => {
  if (element === null || typeof ResizeObserver === 'undefined') return undefined;
  let frame = 0;
  const update = (): void => {
    frame = 0;
    const overflows = element.scrollWidth > element.clientWidth;
    if (overflows && element.getAttribute('tabindex') !== '0') element.tabIndex = 0;
    else if (!overflows && element.hasAttribute('tabindex')) element.removeAttribute('tabindex');
  };
  const observer = new ResizeObserver(() => {
    if (frame === 0) frame = requestAnimationFrame(update);
  });
  observer.observe(element);
  if (element.firstElementChild) observer.observe(element.firstElementChild);
  return () => {
    observer.disconnect();
    if (frame !== 0) cancelAnimationFrame(frame);
  };
};
