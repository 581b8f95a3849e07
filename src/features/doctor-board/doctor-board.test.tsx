import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { renderRoute } from '@tests/unit/harness';

import { BOARD_REFRESH_MS } from './doctor-board-screen';

/** Doctor (docs/discussions.md, "The Doctor board"): the happy path and the refresh. */

const URL = '/dashboard/doctor';
const CALL = '/v3/doctor/board';

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

const passInterval = () => act(() => vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS + 500));

describe('Doctor', () => {
  it('lists first, in words, the clinics whose requests wait with no doctor online, then the doctors', async () => {
    renderRoute({ url: URL });
    const clinics = await screen.findByRole('table', { name: 'Clinics with requests waiting' });
    expect(
      screen.getByText(/clinics? (has|have) requests waiting and no doctor online\. They are listed first\./),
    ).toBeVisible();
    const first = within(clinics).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent(/No doctor online \(\d+ serve this clinic\)/);
    expect(first).toHaveTextContent(/\d+ waiting, longest /);
    const doctors = screen.getByRole('table', { name: 'Doctors' });
    const shah = within(doctors).getByRole('row', { name: /Dr Vikram Shah/ });
    expect(shah).toHaveTextContent('Online');
    expect(screen.getByText(/^Last updated .+ UTC$/)).toBeVisible();
  });

  it('asks again every 30 s while the tab is visible, and not while it is hidden', async () => {
    // Only the timers are faked (never Date), so the interval passes without a real wait.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const demo = serveDemoApi();
    renderRoute({ url: URL, demo });
    await screen.findByRole('table', { name: 'Doctors' });
    const first = demo.count('GET', CALL);
    await passInterval();
    await waitFor(() => expect(demo.count('GET', CALL)).toBe(first + 1));
    setVisibility('hidden');
    const hidden = demo.count('GET', CALL);
    await passInterval();
    await passInterval();
    expect(demo.count('GET', CALL)).toBe(hidden);
    setVisibility('visible');
    await passInterval();
    await waitFor(() => expect(demo.count('GET', CALL)).toBeGreaterThan(hidden));
  });
});
