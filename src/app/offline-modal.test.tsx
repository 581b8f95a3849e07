import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { OfflineModal, pageReload } from './offline-modal';

describe('offline modal (docs/requirements.md 2.13)', () => {
  it("opens 'Network Error' when the connection is lost; Close hides it", async () => {
    render(<OfflineModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Network Error' });
    expect(dialog).toHaveAccessibleDescription('No Internet Connection. Please check your network.');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    render(<OfflineModal />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reloads the page when the connection returns', () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    render(<OfflineModal />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
