import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { whenIdleAfterContentfulPaint } from './idle';

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A stand-in for the browser's paint timing: `paint(name)` delivers one paint entry. */
const installPaintTiming = () => {
  const observers: PaintCallback[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return {
    paint: (name: string) => {
      for (const callback of [...observers]) {
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
    },
  };
};

describe('whenIdleAfterContentfulPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, not for the first frame', async () => {
    const timing = installPaintTiming();
    const task = vi.fn();
    whenIdleAfterContentfulPaint(task, 5_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).not.toHaveBeenCalled();

    timing.paint('first-paint');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).not.toHaveBeenCalled();

    timing.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs anyway once the timeout passes with no contentful paint', async () => {
    installPaintTiming();
    const task = vi.fn();
    whenIdleAfterContentfulPaint(task, 5_000);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the next idle frame where the browser has no paint timing', async () => {
    const task = vi.fn();
    whenIdleAfterContentfulPaint(task);
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', async () => {
    const timing = installPaintTiming();
    const task = vi.fn();
    const cancel = whenIdleAfterContentfulPaint(task, 5_000);
    cancel();
    timing.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(6_000);
    expect(task).not.toHaveBeenCalled();
  });
});
