import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { preloadable } from './preloadable';

const Screen = ({ title }: { title: string }) => <h1>{title}</h1>;

const renderInSuspense = (ui: React.ReactNode) =>
  render(<Suspense fallback={<p role="status">Loading</p>}>{ui}</Suspense>);

describe('preloadable', () => {
  it('renders at once, without the fallback, when preloaded before it is shown', async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const Lazy = preloadable(load);
    await Lazy.preload();
    renderInSuspense(<Lazy title="Camps" />);
    // Synchronous: no await between render and this query.
    expect(screen.getByRole('heading', { name: 'Camps' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when shown before it has loaded, and loads once', async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const Lazy = preloadable(load);
    renderInSuspense(<Lazy title="Camps" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Camps' })).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof Screen>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Screen);
    const Lazy = preloadable(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    renderInSuspense(<Lazy title="Back online" />);
    expect(screen.getByRole('heading', { name: 'Back online' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a mounted instance when the download finishes meanwhile (no remount)', async () => {
    let resolve: (component: typeof Screen) => void = () => undefined;
    const Lazy = preloadable(() => new Promise<typeof Screen>((done) => (resolve = done)));
    const { rerender } = renderInSuspense(<Lazy title="First" />);
    await act(async () => {
      resolve(Screen);
      await Promise.resolve();
    });
    const heading = screen.getByRole('heading', { name: 'First' });
    rerender(
      <Suspense fallback={<p role="status">Loading</p>}>
        <Lazy title="Second" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Second' })).toBe(heading);
  });
});
