import { afterEach, describe, expect, it, vi } from 'vitest';

import { showToast, subscribeToasts, type ToastMessage } from './toast';

const collect = () => {
  const shown: ToastMessage[] = [];
  const stop = subscribeToasts((message) => shown.push(message));
  return { shown, stop };
};

const serverDown: ToastMessage = {
  severity: 'error',
  summary: 'Error',
  detail: 'The server could not be reached.',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast for the same error from several calls at once, not a burst', () => {
    const { shown, stop } = collect();
    for (let call = 0; call < 6; call += 1) showToast(serverDown);
    expect(shown).toEqual([serverDown]);
    stop();
  });

  it('shows the same error again once the first one has gone (5 s)', () => {
    vi.useFakeTimers();
    const { shown, stop } = collect();
    showToast(serverDown);
    vi.advanceTimersByTime(4_999);
    showToast(serverDown);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(1);
    showToast(serverDown);
    expect(shown).toHaveLength(2);
    stop();
  });

  it('shows different errors, and every success, each time', () => {
    const { shown, stop } = collect();
    showToast(serverDown);
    showToast({ ...serverDown, detail: 'Camp not found' });
    const saved: ToastMessage = { severity: 'success', summary: 'Assigned Successfully' };
    showToast(saved);
    showToast(saved);
    expect(shown.map((message) => message.detail ?? message.summary)).toEqual([
      'The server could not be reached.',
      'Camp not found',
      'Assigned Successfully',
      'Assigned Successfully',
    ]);
    stop();
  });
});
