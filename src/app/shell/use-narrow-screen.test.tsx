import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NARROW_QUERY, useNarrowScreen } from './use-narrow-screen';

const stubMatchMedia = (matches: boolean) => {
  const matchMedia = vi.fn((query: string) => ({
    matches,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
};

afterEach(() => vi.unstubAllGlobals());

describe('useNarrowScreen', () => {
  it('asks matchMedia once for the page, not on every render (issue 19)', () => {
    const matchMedia = stubMatchMedia(true);
    const first = renderHook(() => useNarrowScreen());
    const second = renderHook(() => useNarrowScreen());
    for (let render = 0; render < 5; render += 1) {
      first.rerender();
      second.rerender();
    }
    expect(first.result.current).toBe(true);
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(matchMedia).toHaveBeenCalledWith(NARROW_QUERY);
  });

  it('asks again when matchMedia itself is replaced', () => {
    stubMatchMedia(false);
    expect(renderHook(() => useNarrowScreen()).result.current).toBe(false);
    const replaced = stubMatchMedia(true);
    expect(renderHook(() => useNarrowScreen()).result.current).toBe(true);
    expect(replaced).toHaveBeenCalledTimes(1);
  });
});
