import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { useSingleFlightByKey } from './use-single-flight-by-key';

/** Two buttons whose actions wait until the test settles them. */
const Probe = ({ started }: { started: { key: string; settle: () => void }[] }) => {
  const { run, pending } = useSingleFlightByKey(
    (key: string) => new Promise<void>((resolve) => started.push({ key, settle: resolve })),
  );
  return (
    <>
      {['a', 'b'].map((key) => (
        <button key={key} type="button" onClick={() => run(key)} aria-busy={pending.has(key)}>
          Run {key}
        </button>
      ))}
    </>
  );
};

describe('useSingleFlightByKey', () => {
  it('runs each key once at a time, other keys alongside, and again once settled', async () => {
    const started: { key: string; settle: () => void }[] = [];
    const user = userEvent.setup();
    render(<Probe started={started} />);
    const a = screen.getByRole('button', { name: 'Run a' });
    const b = screen.getByRole('button', { name: 'Run b' });
    await user.dblClick(a);
    await user.click(b);
    await user.click(b);
    expect(started.map((run) => run.key)).toEqual(['a', 'b']);
    expect(a).toHaveAttribute('aria-busy', 'true');
    expect(b).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      started[0]!.settle();
      await Promise.resolve();
    });
    expect(a).toHaveAttribute('aria-busy', 'false');
    expect(b).toHaveAttribute('aria-busy', 'true');
    await user.click(a);
    expect(started.map((run) => run.key)).toEqual(['a', 'b', 'a']);
  });
});
