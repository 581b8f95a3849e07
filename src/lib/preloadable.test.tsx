import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { preloadable } from './preloadable';

const Screen = ({ title }: { title: string }) => <h1>{title}</h1>;

const renderInSuspense = (ui: React.ReactNode) =>
  render(<Suspense fallback={<p role="status">Loading</p>}>{ui}</Suspense>);

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p role="alert">Failed</p> : this.props.children);
}

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

  const renderGuarded = (ui: ReactNode, key: string) => (
    <ErrorBoundary key={key}>
      <Suspense fallback={<p role="status">Loading</p>}>{ui}</Suspense>
    </ErrorBoundary>
  );
  const failingLoad = (failures: number) => {
    const load = vi.fn<() => Promise<typeof Screen>>();
    for (let i = 0; i < failures; i += 1) load.mockRejectedValueOnce(new Error('chunk failed'));
    return load.mockResolvedValue(Screen);
  };

  it('gets over one failed download while rendering (React retries the render, which downloads again)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failingLoad(1);
    const Lazy = preloadable(load);
    render(renderGuarded(<Lazy title="Camps" />, 'first'));
    expect(await screen.findByRole('heading', { name: 'Camps' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the error boundary while downloads keep failing, and downloads again on the next mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(Screen) : Promise.reject(new Error('chunk failed'))));
    const Lazy = preloadable(load);
    const { rerender } = render(renderGuarded(<Lazy title="Camps" />, 'first'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed');
    // React's own retries are bounded: it gives up and the boundary stays.
    const tries = load.mock.calls.length;
    await act(() => new Promise((done) => setTimeout(done, 100)));
    expect(load).toHaveBeenCalledTimes(tries);
    online = true;
    rerender(renderGuarded(<Lazy title="Camps" />, 'second'));
    expect(await screen.findByRole('heading', { name: 'Camps' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(tries + 1);
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
