import { afterEach, describe, expect, it, vi } from 'vitest';

import { keyboardScroll } from './keyboard-scroll';

/** jsdom lays nothing out: the widths are set by hand, and the observer is called by the test. */
const wrapper = (scrollWidth: number, clientWidth: number) => {
  const element = document.createElement('div');
  element.appendChild(document.createElement('table'));
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  return element;
};

describe('keyboardScroll (a table wrapper a keyboard can scroll)', () => {
  const observed: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  afterEach(() => {
    observed.length = 0;
  });

  it('is in the tab order while its content overflows, and leaves it when the content fits', async () => {
    const element = wrapper(900, 390);
    const cleanup = keyboardScroll(element);
    expect(element.getAttribute('tabindex')).toBe('0');
    Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 390 });
    observed.forEach((callback) => callback());
    // Changed in the next frame, not inside the observer's callback.
    expect(element.getAttribute('tabindex')).toBe('0');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(element.hasAttribute('tabindex')).toBe(false);
    cleanup?.();
  });

  it('adds no tab stop to a table that fits', () => {
    const element = wrapper(600, 1200);
    keyboardScroll(element);
    expect(element.hasAttribute('tabindex')).toBe(false);
  });
});
