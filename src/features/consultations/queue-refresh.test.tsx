import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { renderRoute } from '@tests/unit/harness';
import { addRequest, bodyRows, cellsOf, FILTER_CALL, QUEUE } from '@tests/unit/queue-test-kit';
import { doctorUser } from '@tests/unit/session-fixtures';

import { QUEUE_REFRESH_MS } from './queue-queries';
import { useNow } from './use-now';

/** The tab's visibility as the browser reports it (react-query's focus manager listens to it). */
const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

const queueCalls = (demo: ReturnType<typeof serveDemoApi>) => demo.count('POST', FILTER_CALL);

/** Only the timers are faked (never Date), so the refresh interval passes without a real wait. */
const fakeTimers = () =>
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });

/** One refresh interval and a little more, at once. */
const passInterval = () => act(() => vi.advanceTimersByTimeAsync(QUEUE_REFRESH_MS + 500));

describe('The queue refreshes by itself (docs/telemedicine.md)', () => {
  it('shows a new request without a reload, and asks nothing while the tab is hidden', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: `${QUEUE}?status=requested&page=1&rows=20`, user: doctorUser, demo });
    await screen.findAllByRole('button', { name: /^Start / });
    fakeTimers();
    const before = bodyRows().length;
    const added = addRequest(demo, doctorUser.id);
    const patient = demo.db.patient(added.patient_id)!;
    // Within one refresh interval (5 s), well inside the 10 s the issue asks for.
    await passInterval();
    await waitFor(() => expect(bodyRows()).toHaveLength(before + 1));
    expect(cellsOf(bodyRows().at(-1)!)[0]).toContain(patient.first_name);

    setVisibility('hidden');
    const whileHidden = queueCalls(demo);
    await passInterval();
    await passInterval();
    expect(queueCalls(demo)).toBe(whileHidden);

    setVisibility('visible');
    await passInterval();
    await waitFor(() => expect(queueCalls(demo)).toBeGreaterThan(whileHidden));
  });
});

describe('A failed queue', () => {
  it('stops refreshing until Try again, instead of flipping between the message and Loading...', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ failures: [{ path: FILTER_CALL, status: 400 }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute({ url: QUEUE, user: doctorUser, demo });
    expect(await screen.findByText('The queue could not be loaded.')).toBeInTheDocument();
    const failed = queueCalls(demo);
    fakeTimers();
    await passInterval();
    await passInterval();
    expect(queueCalls(demo)).toBe(failed);
    expect(screen.getByText('The queue could not be loaded.')).toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('useNow', () => {
  it('ticks each minute, so the wait times move on', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const { result } = renderHook(() => useNow());
    const first = result.current;
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(result.current).toBe(first);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(first + 60_000);
  });
});
