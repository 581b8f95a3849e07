import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Consultation } from '@/generated/model';
import { ApiError } from '@/lib/http/api-error';

import { Autosaver, retryDelay, type SaveState } from './autosaver';

const BODY = { notes: 'n', diagnosis: '', follow_up: null, prescription: [] };

const make = (save: () => Promise<Consultation>) => {
  const states: SaveState[] = [];
  const saver = new Autosaver({
    save,
    body: () => BODY,
    onState: (state) => states.push(state),
    onSaved: () => undefined,
    onRefused: () => undefined,
  });
  return { saver, states };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the autosave’s timing (docs/telemedicine.md)', () => {
  it('waits 2 s, doubling to 30 s at most, after each failure in a row', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('tries again after a network failure, not after a 403 (a second try cannot change it)', async () => {
    const network = vi.fn(() => Promise.reject(new ApiError('network', 'Network error')));
    const first = make(network);
    first.saver.changed();
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(network).toHaveBeenCalledTimes(2);

    const forbidden = vi.fn(() => Promise.reject(new ApiError('bad-request', 'Not yours', 403)));
    const second = make(forbidden);
    second.saver.changed();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(forbidden).toHaveBeenCalledTimes(1);
    expect(second.states.at(-1)).toEqual({ kind: 'unsaved', problem: 'Not yours' });
    expect(second.saver.dirty).toBe(true);
  });

  it('a change restarts the 2 s pause: typing on saves nothing until it stops', async () => {
    const save = vi.fn(() => Promise.resolve({ saved_at: '2026-11-25T10:00:00.000Z' } as Consultation));
    const { saver, states } = make(save);
    for (let key = 0; key < 10; key += 1) {
      saver.changed();
      await vi.advanceTimersByTimeAsync(1_500);
    }
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toEqual({ kind: 'saved', at: '2026-11-25T10:00:00.000Z' });
    expect(saver.dirty).toBe(false);
  });
});
