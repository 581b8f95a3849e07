/**
 * A ref for a horizontally scrolling wrapper (`.ui-table-wrap`): while its content overflows, it is
 * in the tab order, so a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1;
 * axe's scrollable-region-focusable). A table still loading or empty has no link or button of its
 * own to reach it by, on a narrow screen. It leaves the tab order again when the content fits.
 */
export const keyboardScroll = (element: HTMLElement | null): (() => void) | undefined => {
  if (element === null || typeof ResizeObserver === 'undefined') return undefined;
  const update = (): void => {
    if (element.scrollWidth > element.clientWidth) element.tabIndex = 0;
    else element.removeAttribute('tabindex');
  };
  const observer = new ResizeObserver(update);
  observer.observe(element);
  if (element.firstElementChild) observer.observe(element.firstElementChild);
  update();
  return () => observer.disconnect();
};
