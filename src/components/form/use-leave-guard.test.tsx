import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { currentUrl } from './history-sentinel';
import { browserBack, settleHistory } from '@tests/unit/history';
import { useLeaveGuard } from './use-leave-guard';

const PAGE = '/dashboard/manage/camp/add';

/** A form reduced to its dirty flag. */
const Probe = () => {
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);
  return (
    <>
      <label>
        <input type="checkbox" checked={dirty} onChange={(event) => setDirty(event.target.checked)} />
        Unsaved
      </label>
      {guard.dialog}
    </>
  );
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useLeaveGuard and history', () => {
  it('stays on guard when the input turns unsaved again while its old entry is being dropped', async () => {
    window.history.replaceState(null, '', '/dashboard/manage/camp');
    window.history.pushState(null, '', PAGE);
    render(<Probe />);
    const unsaved = screen.getByRole('checkbox', { name: 'Unsaved' });
    fireEvent.click(unsaved);
    // Reverted and changed again in one go: the drop's traversal is still on its way.
    fireEvent.click(unsaved);
    fireEvent.click(unsaved);
    await settleHistory();
    // The drop was the guard's own doing: no question...
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(currentUrl()).toBe(PAGE);
    // ...and the user's Back is still caught.
    await browserBack();
    expect(screen.getByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(currentUrl()).toBe(PAGE);
  });

  it('never takes a later Back for an earlier drop that no guard was listening to', async () => {
    window.history.replaceState(null, '', '/dashboard/manage/camp');
    window.history.pushState(null, '', PAGE);
    render(<Probe />);
    const unsaved = screen.getByRole('checkbox', { name: 'Unsaved' });
    fireEvent.click(unsaved);
    fireEvent.click(unsaved); // saved or discarded: the entry is dropped, nobody is on guard
    await settleHistory();
    fireEvent.click(unsaved);
    await browserBack();
    expect(screen.getByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
  });

  it('goes back for real on Leave even after Forward put the guard entry back on top', async () => {
    window.history.replaceState(null, '', '/dashboard/manage/camp');
    window.history.pushState(null, '', PAGE);
    render(<Probe />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unsaved' }));
    await browserBack();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    window.history.forward();
    await settleHistory();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await settleHistory();
    expect(currentUrl()).toBe('/dashboard/manage/camp');
  });
});
