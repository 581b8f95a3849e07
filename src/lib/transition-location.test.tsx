import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

import { TransitionLocation } from './transition-location';

afterEach(() => window.history.replaceState(null, '', '/'));

/** Runs `change` and lets act wait a microtask, so a transition it started renders before the checks. */
const settle = (change: () => void): Promise<void> => {
  change();
  return Promise.resolve();
};

/** Screen A at /a, and at /b a screen that suspends until `chunk` settles, in one Suspense boundary. */
const renderAOrB = (chunk: Promise<void>) => {
  const Slow = () => {
    use(chunk);
    return <h1>Screen B</h1>;
  };
  return render(
    <TransitionLocation>
      <Suspense fallback={<p>Loading…</p>}>
        <Switch>
          <Route path="/a">
            <h1>Screen A</h1>
          </Route>
          <Route path="/b">
            <Slow />
          </Route>
        </Switch>
      </Suspense>
    </TransitionLocation>,
  );
};

describe('TransitionLocation (a navigation renders as a transition, a redirect at once)', () => {
  it('changes the path and the query string together, never one without the other', async () => {
    window.history.replaceState(null, '', '/orders?tab=placed');
    const seen: string[] = [];
    const Reader = () => {
      const [path] = useLocation();
      const search = useSearch();
      seen.push(`${path}?${search}`);
      return <p>{`${path}?${search}`}</p>;
    };
    render(
      <TransitionLocation>
        <Reader />
      </TransitionLocation>,
    );
    await act(() => settle(() => navigate('/stock?view=running-low')));
    expect(screen.getByText('/stock?view=running-low')).toBeInTheDocument();
    expect(new Set(seen)).toEqual(new Set(['/orders?tab=placed', '/stock?view=running-low']));
  });

  it('reads a change made before it listened (a redirect in a child effect)', async () => {
    window.history.replaceState(null, '', '/');
    const Redirect = () => {
      useEffect(() => navigate('/dashboard', { replace: true }), []);
      return null;
    };
    const Where = () => <p>at {useLocation()[0]}</p>;
    render(
      <TransitionLocation>
        <Redirect />
        <Where />
      </TransitionLocation>,
    );
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
  });

  it('keeps the screen on show and marks the wait while the next screen is not ready', async () => {
    window.history.replaceState(null, '', '/a');
    let ready: () => void = () => undefined;
    const chunk = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const { container } = renderAOrB(chunk);
    await act(() => settle(() => navigate('/b')));
    // A transition keeps the old screen instead of the fallback, with the bar along the top.
    expect(screen.getByRole('heading', { name: 'Screen A' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(container.querySelector('.route-pending')).not.toBeNull();
    await act(() => settle(ready));
    expect(await screen.findByRole('heading', { name: 'Screen B' })).toBeInTheDocument();
    expect(container.querySelector('.route-pending')).toBeNull();
  });

  it('renders a redirect (a replaced address) at once, not as a transition', async () => {
    window.history.replaceState(null, '', '/a');
    const chunk = new Promise<void>(() => undefined);
    const { container } = renderAOrB(chunk);
    await act(() => settle(() => navigate('/b', { replace: true })));
    // An urgent update: the boundary shows its fallback rather than keeping the old screen.
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Screen A' })).not.toBeInTheDocument();
    expect(container.querySelector('.route-pending')).toBeNull();
  });
});
