import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { actionLabel, StatusTransitions, type Transition } from './status-transitions';

const TRANSITIONS: Record<string, Transition> = {
  start: { label: 'Start work' },
  resolve: {
    label: 'Resolve',
    confirm: { title: 'Resolve query #12?', message: 'The customer is told it is resolved.' },
  },
  close: { label: 'Close', danger: true, confirm: { title: 'Close?', message: 'It cannot be reopened.' } },
};

const renderMoves = (allowed: readonly string[], onMove = vi.fn(() => Promise.resolve())) => {
  render(
    <StatusTransitions
      label="Status of query #12"
      status={<span>Open</span>}
      allowed={allowed}
      transitions={TRANSITIONS}
      onMove={onMove}
    />,
  );
  return {
    onMove,
    user: userEvent.setup(),
    group: screen.getByRole('group', { name: 'Status of query #12' }),
  };
};

describe('StatusTransitions', () => {
  it('offers the moves the server allows, in its order, and no other', () => {
    const { group } = renderMoves(['resolve', 'start']);
    expect(within(group).getByText('Open')).toBeInTheDocument();
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Resolve', 'Start work']);
    expect(within(group).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('moves on the click where no confirm is asked', async () => {
    const { onMove, user } = renderMoves(['start']);
    await user.click(screen.getByRole('button', { name: 'Start work' }));
    expect(onMove).toHaveBeenCalledWith('start');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks first where the move asks; Cancel moves nothing, the confirm moves once', async () => {
    const { onMove, user } = renderMoves(['resolve']);
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Resolve query #12?' });
    expect(dialog).toHaveAccessibleDescription('The customer is told it is resolved.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onMove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    dialog = await screen.findByRole('alertdialog');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith('resolve');
  });

  it('disables every move while one is under way, and keeps the buttons after a failure', async () => {
    let finish: (() => void) | undefined;
    const onMove = vi.fn(
      (action: string) =>
        new Promise<void>((resolve, reject) => {
          finish = action === 'start' ? resolve : () => reject(new Error('refused'));
        }),
    );
    const { user } = renderMoves(['start', 'resolve'], onMove);
    await user.click(screen.getByRole('button', { name: 'Start work' }));
    expect(screen.getByRole('button', { name: 'Resolve' })).toBeDisabled();
    finish?.();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resolve' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Resolve' }));
    finish?.();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Start work' })).toBeEnabled();
  });

  it('shows a move it has no words for by its name, and asks first', async () => {
    const { onMove, user } = renderMoves(['escalate_to_vendor']);
    await user.click(screen.getByRole('button', { name: 'Escalate to vendor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Escalate to vendor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Escalate to vendor' }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('escalate_to_vendor'));
    expect(actionLabel('re-open')).toBe('Re open');
  });
});
