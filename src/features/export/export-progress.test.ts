import { describe, expect, it } from 'vitest';

import { timeLeftText } from './export-progress';

const progress = { pagesDone: 1, pages: 4, rowsDone: 500, total: 2000, startedAt: 0 };

describe('timeLeftText', () => {
  it('says nothing before the first page and after the last', () => {
    expect(timeLeftText({ ...progress, rowsDone: 0 }, 1000)).toBe('');
    expect(timeLeftText({ ...progress, rowsDone: 2000 }, 1000)).toBe('');
  });

  it('extrapolates the pace so far, in seconds then minutes', () => {
    expect(timeLeftText(progress, 2000)).toBe('about 6 s left');
    expect(timeLeftText(progress, 40_000)).toBe('about 2 min left');
  });
});
