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

  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  /** The observer's first report, which a browser makes once the element is laid out. */
  const laidOut = async () => {
    observed.forEach((callback) => callback());
    await nextFrame();
  };

  it('is in the tab order while its content overflows, and leaves it when the content fits', async () => {
    const element = wrapper(900, 390);
    const cleanup = keyboardScroll(element);
    // Nothing is measured when the ref is set (no layout forced during React's commit).
    expect(element.hasAttribute('tabindex')).toBe(false);
    await laidOut();
    expect(element.getAttribute('tabindex')).toBe('0');
    Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 390 });
    observed.forEach((callback) => callback());
    // Changed in the next frame, not inside the observer's callback.
    expect(element.getAttribute('tabindex')).toBe('0');
    await nextFrame();
    expect(element.hasAttribute('tabindex')).toBe(false);
    cleanup?.();
  });

  it('adds no tab stop to a table that fits', async () => {
    const element = wrapper(600, 1200);
    keyboardScroll(element);
    await laidOut();
    expect(element.hasAttribute('tabindex')).toBe(false);
  });
});
