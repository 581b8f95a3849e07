import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { renderRoute } from '@tests/unit/harness';
import { doctorUser } from '@tests/unit/session-fixtures';

import { browserNavigation } from '@/lib/browser-navigation';

import { IDLE_TIMEOUT_MS, LIVE_REFRESHED_KEY } from '../idle-watcher';
import { pageReload } from '../offline-modal';

let replace: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
  vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  window.sessionStorage.setItem(LIVE_REFRESHED_KEY, '1');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('Live Consultation in the shell: the idle sign-out (docs/requirements.md 2.13, docs/telemedicine.md)', () => {
  it('saves the last typing before it clears local storage and leaves', async () => {
    const demo = serveDemoApi({ now: new Date('2026-11-25T10:00:00.000Z') });
    const clinics = demo.db.doctor(doctorUser.id)?.clinic_ids ?? [];
    const c = demo.db.telemedicine.consultations.find(
      (candidate) => candidate.status === 'requested' && clinics.includes(candidate.clinic_id),
    );
    if (!c) throw new Error('no request at the demo doctor’s clinics');
    Object.assign(c, {
      status: 'in_progress',
      doctor_id: doctorUser.id,
      started_at: '2026-11-25T09:55:00.000Z',
    });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    renderRoute({ url: '/dashboard/live', user: doctorUser, demo });
    const notes = await screen.findByRole('textbox', { name: 'Notes' }, { timeout: 5_000 });
    const advance = (ms: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    await advance(IDLE_TIMEOUT_MS - 500);
    // A change without a key or pointer event (dictation, a paste from another app): the idle clock
    // runs on, and the sign-out comes half a second later, long before the 2 s autosave.
    fireEvent.change(notes, { target: { value: 'Typed half a second before the sign-out.' } });
    window.localStorage.setItem('hcd_marker', 'kept until the note is saved');
    await advance(500);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(c.notes).toBe('Typed half a second before the sign-out.');
    expect(window.localStorage.getItem('hcd_marker')).toBeNull();
  });
});
