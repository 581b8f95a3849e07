import { useCallback, useEffect, useState } from 'react';

import type { Consultation } from '@/generated/model';
import { beforeSignOut } from '@/lib/before-sign-out';

import type { SaveRefusal, SaveState } from './autosaver';
import { draftKey, type NoteDraft, readStoredDraft, startingDraft } from './draft';
import { DraftKeeper } from './draft-keeper';

export interface LiveNote {
  draft: NoteDraft;
  /** Changes the draft: kept in the tab at once, saved 2 s after the last change. */
  update: (change: (draft: NoteDraft) => NoteDraft) => void;
  state: SaveState;
  /** The server's last refusal, on a draft field ('diagnosis', 'prescription.2.dose'). */
  refusal: SaveRefusal | null;
  setRefusal: (refusal: SaveRefusal | null) => void;
  /** Saves what is not saved yet; true when the server has everything. */
  flush: () => Promise<boolean>;
  /** The consultation is over: nothing more to save, the tab's draft goes. */
  finish: () => void;
  /** The latest draft, for a handler (a stable function). */
  current: () => NoteDraft;
}

/**
 * The live note (docs/telemedicine.md, "Live consultation, autosave and the prescription"): starts
 * from the tab's draft when it is newer than the server's copy (and saves it), keeps every change in
 * session storage until the server confirms it, autosaves, and saves on leaving: unmount (another
 * route), pagehide and a hidden tab (keepalive), and before the idle sign-out.
 */
export const useLiveNote = (c: Consultation, doctorId: number): LiveNote => {
  const [initial] = useState(() => startingDraft(c, readStoredDraft(draftKey(doctorId, c.id))));
  const [draft, setDraft] = useState(initial.draft);
  const [state, setState] = useState<SaveState>(
    initial.unsaved ? { kind: 'unsaved', problem: null } : { kind: 'saved', at: c.saved_at },
  );
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [keeper] = useState(
    () =>
      new DraftKeeper(c, draftKey(doctorId, c.id), initial.draft, {
        onState: setState,
        onRefused: setRefusal,
      }),
  );

  useEffect(() => {
    const { saver } = keeper;
    saver.resume();
    if (initial.unsaved) saver.changed();
    const leaving = () => void saver.flush(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', onVisibility);
    // The sign-out waits for this answer: the page is still there, no keepalive needed.
    const unregister = beforeSignOut(() => saver.flush());
    return () => {
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', onVisibility);
      unregister();
      if (saver.dirty) void saver.flush();
      saver.stop();
    };
  }, [keeper, initial.unsaved]);

  const update = useCallback(
    (change: (draft: NoteDraft) => NoteDraft) => {
      const next = change(keeper.latest());
      keeper.change(next);
      setDraft(next);
      setRefusal(null);
    },
    [keeper],
  );
  const flush = useCallback(() => keeper.saver.flush(), [keeper]);
  const finish = useCallback(() => keeper.finish(), [keeper]);
  const current = useCallback(() => keeper.latest(), [keeper]);

  return { draft, update, state, refusal, setRefusal, flush, finish, current };
};
