import { describe, expect, it, vi } from 'vitest';

import { once } from './once';

describe('once', () => {
  it('shares one download between callers and forgets a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('ok');
    const get = once(load);
    await expect(Promise.all([get(), get()])).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(get()).resolves.toBe('ok');
    await expect(get()).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
