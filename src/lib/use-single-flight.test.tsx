import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { useSingleFlight } from './use-single-flight';

/** A button whose action waits until the test settles it. */
const Probe = ({ started }: { started: (() => void)[] }) => {
  const { run, pending } = useSingleFlight(
    () =>
      new Promise<void>((resolve) => {
        started.push(resolve);
      }),
  );
  return (
    <button type="button" onClick={() => run()} aria-busy={pending}>
      Save
    </button>
  );
};

describe('useSingleFlight', () => {
  it('ignores calls while one runs, shows it as pending, and runs again once it has settled', async () => {
    const started: (() => void)[] = [];
    const user = userEvent.setup();
    render(<Probe started={started} />);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.dblClick(button);
    await user.click(button);
    expect(started).toHaveLength(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      started[0]!();
      await Promise.resolve();
    });
    expect(button).toHaveAttribute('aria-busy', 'false');
    await user.click(button);
    expect(started).toHaveLength(2);
  });

  it('runs again after a failed action', async () => {
    let calls = 0;
    const Failing = () => {
      const { run } = useSingleFlight(() => {
        calls += 1;
        return Promise.reject(new Error('offline')).catch(() => undefined);
      });
      return (
        <button type="button" onClick={() => run()}>
          Try
        </button>
      );
    };
    const user = userEvent.setup();
    render(<Failing />);
    await user.click(screen.getByRole('button', { name: 'Try' }));
    await user.click(screen.getByRole('button', { name: 'Try' }));
    expect(calls).toBe(2);
  });
});
