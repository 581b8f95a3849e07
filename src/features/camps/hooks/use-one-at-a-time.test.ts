import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useOneAtATime } from './use-one-at-a-time';

describe('useOneAtATime', () => {
  it('ignores a call while one runs, and runs again once it has finished or failed', async () => {
    const { result } = renderHook(() => useOneAtATime());
    let release: () => void = () => undefined;
    let runs = 0;
    const task = () => {
      runs += 1;
      return new Promise<void>((resolve) => (release = resolve));
    };
    const first = result.current(task);
    const second = result.current(task);
    expect(runs).toBe(1);
    release();
    await Promise.all([first, second]);
    await expect(result.current(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    const third = result.current(task);
    expect(runs).toBe(2);
    release();
    await third;
  });
});
