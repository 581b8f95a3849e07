import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { flushBeforeSignOut } from '@/lib/before-sign-out';

import { draftKey } from './draft';
import { renderLive, serveLiveDemo, startConsultation } from './live-test-support';

const noteOf = (id: number) => `/v3/consultation/${String(id)}/note`;
/** The note's status line (role status), with its problem text. */
const statusLine = (): HTMLElement => {
  const line = screen.getAllByRole('status').find((element) => element.classList.contains('live-save'));
  if (!line) throw new Error('no status line');
  return line;
};
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const setUp = async () => {
  const demo = serveLiveDemo();
  const c = startConsultation(demo);
  const rendered = renderLive(demo);
  const notes = await screen.findByRole('textbox', { name: 'Notes' });
  const type = (text: string) => fireEvent.change(notes, { target: { value: text } });
  return { ...rendered, demo, c, notes, type };
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('Live Consultation autosave (docs/telemedicine.md)', () => {
  it('saves 2 s after typing stops; the tab’s copy goes once the server has it', async () => {
    const { demo, c, type } = await setUp();
    type('Headache for two weeks.');
    expect(statusLine()).toHaveTextContent('Not saved yet');
    expect(window.sessionStorage.getItem(draftKey(3, c.id))).toContain('Headache for two weeks.');
    await advance(1_000);
    expect(demo.count('PUT', noteOf(c.id))).toBe(0);
    await advance(1_000);
    await waitFor(() => expect(statusLine()).toHaveTextContent('Saved at 10:00 UTC'));
    expect(demo.bodies(noteOf(c.id))).toEqual([
      { notes: 'Headache for two weeks.', diagnosis: '', follow_up: null, prescription: [] },
    ]);
    expect(window.sessionStorage.getItem(draftKey(3, c.id))).toBeNull();
    expect(c.notes).toBe('Headache for two weeks.');
  });

  it('a failed save keeps the draft, says Not saved yet and tries again after 2, then 4 s', async () => {
    const { demo, c, type } = await setUp();
    demo.db.setFaults({ failures: [{ path: noteOf(c.id), status: 503 }] });
    type('Chest pain on exertion.');
    await advance(2_000);
    await waitFor(() => expect(statusLine()).toHaveTextContent(/Not saved yet.*trying again in 2 s/));
    expect(window.sessionStorage.getItem(draftKey(3, c.id))).toContain('Chest pain on exertion.');
    await advance(2_000);
    await waitFor(() => expect(statusLine()).toHaveTextContent(/trying again in 4 s/));
    expect(demo.count('PUT', noteOf(c.id))).toBe(2);
    demo.db.clearFaults();
    await advance(3_000);
    expect(demo.count('PUT', noteOf(c.id))).toBe(2);
    await advance(1_000);
    await waitFor(() => expect(statusLine()).toHaveTextContent('Saved at'));
    expect(c.notes).toBe('Chest pain on exertion.');
    expect(window.sessionStorage.getItem(draftKey(3, c.id))).toBeNull();
  }, 20_000);

  it('a save in flight never blocks typing; the newer text is saved after it', async () => {
    const { demo, c, type, notes } = await setUp();
    const held = demo.hold('PUT', noteOf(c.id));
    type('First line.');
    await advance(2_000);
    await waitFor(() => expect(statusLine()).toHaveTextContent('Saving…'));
    type('First line. Second line.');
    expect(notes).toHaveValue('First line. Second line.');
    expect(statusLine()).toHaveTextContent('Not saved yet');
    held.release();
    await advance(2_000);
    await waitFor(() => expect(statusLine()).toHaveTextContent('Saved at'));
    expect(c.notes).toBe('First line. Second line.');
  });

  it('on pagehide the last typing is saved at once', async () => {
    const { c, type } = await setUp();
    type('Typed before the tab closed.');
    fireEvent(window, new Event('pagehide'));
    await waitFor(() => expect(c.notes).toBe('Typed before the tab closed.'));
  });

  it('on leaving the page (unmount) the last typing is saved at once', async () => {
    const { demo, c, type, unmount } = await setUp();
    type('Typed just before leaving.');
    unmount();
    await waitFor(() => expect(c.notes).toBe('Typed just before leaving.'));
    expect(demo.count('PUT', noteOf(c.id))).toBe(1);
  });

  it('the idle sign-out waits for the last typing to be saved', async () => {
    const { c, type } = await setUp();
    type('Typed before the idle sign-out.');
    await act(() => flushBeforeSignOut());
    expect(c.notes).toBe('Typed before the idle sign-out.');
  });
});

describe('Live Consultation: the tab’s draft after a reload or a sign-in', () => {
  it('the tab’s draft wins over the server’s older copy, and is saved', async () => {
    const demo = serveLiveDemo();
    const c = startConsultation(demo);
    // The server's copy is an hour older than the tab's draft.
    Object.assign(c, { notes: 'Server copy', saved_at: new Date(Date.now() - 3_600_000).toISOString() });
    const draft = {
      notes: 'Typed before the reload',
      diagnosis: 'Migraine',
      follow_up: '',
      prescription: [],
    };
    window.sessionStorage.setItem(draftKey(3, c.id), JSON.stringify({ draft, changedAt: Date.now() }));
    renderLive(demo);
    expect(await screen.findByRole('textbox', { name: 'Notes' })).toHaveValue('Typed before the reload');
    expect(screen.getByRole('textbox', { name: 'Diagnosis' })).toHaveValue('Migraine');
    expect(statusLine()).toHaveTextContent('Not saved yet');
    await advance(2_000);
    await waitFor(() => expect(statusLine()).toHaveTextContent('Saved at'));
    expect(c.notes).toBe('Typed before the reload');
  });

  it('the tab’s draft wins when nothing was saved since its copy, whatever the server’s clock says', async () => {
    const demo = serveLiveDemo();
    const c = startConsultation(demo);
    // The server's clock is an hour ahead of this browser's.
    const savedAt = new Date(Date.now() + 3_600_000).toISOString();
    Object.assign(c, { notes: 'Saved copy', saved_at: savedAt });
    const draft = { notes: 'Saved copy, and more', diagnosis: '', follow_up: '', prescription: [] };
    window.sessionStorage.setItem(
      draftKey(3, c.id),
      JSON.stringify({ draft, changedAt: Date.now(), base: savedAt }),
    );
    renderLive(demo);
    expect(await screen.findByRole('textbox', { name: 'Notes' })).toHaveValue('Saved copy, and more');
  });

  it('the server’s copy wins over an older draft', async () => {
    const demo = serveLiveDemo();
    const c = startConsultation(demo);
    Object.assign(c, {
      notes: 'Saved later elsewhere',
      saved_at: new Date(Date.now() + 60_000).toISOString(),
    });
    const draft = { notes: 'Old draft', diagnosis: '', follow_up: '', prescription: [] };
    window.sessionStorage.setItem(draftKey(3, c.id), JSON.stringify({ draft, changedAt: Date.now() }));
    renderLive(demo);
    expect(await screen.findByRole('textbox', { name: 'Notes' })).toHaveValue('Saved later elsewhere');
  });
});
