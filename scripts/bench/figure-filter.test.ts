import { describe, expect, it } from 'vitest';

import { wanted } from './figure-filter';

describe('BENCH_TIMINGS_ONLY', () => {
  it('measures every figure when unset', () => {
    expect(wanted('acceptToLive', [])).toBe(true);
  });

  it('measures only the figures whose name contains one of its parts', () => {
    const only = ['signInToHome', 'acceptToLive'];
    expect(wanted('signInToHomeFigures', only)).toBe(true);
    expect(wanted('acceptToLive', only)).toBe(true);
    expect(wanted('signInToShell', only)).toBe(false);
  });
});
