import { createContext, type ReactNode, useContext, useEffect, useState, useTransition } from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

/**
 * The address as the screens read it: wouter's own browser hook reads it through
 * useSyncExternalStore, whose updates React always renders at once, inside the click that navigated.
 * Opening Running Low from Kiosk Orders at 4x CPU throttle then took the click 200-270 ms to its next
 * paint (docs/performance.md, "Interaction latency"): the old screen's removal and the new screen's
 * first render all ran before the browser could show anything. Here a new address (pushState,
 * popstate) is a React transition: the click paints at once, and the new screen renders in slices
 * after it. A replaced address (replaceState: wouter's <Redirect>, a list's page corrected, a record's
 * tab) renders at once, as wouter's own hook rendered it: a redirect as a transition cost a render of
 * its own per hop (sign-in goes '/', '/dashboard', the role's home), and the home's calls left
 * 60-110 ms after the header's.
 *
 * The path and the query string change together, in one state, so a screen never reads the new path
 * with the old query string or the other way round. History's own events tell of a change (wouter
 * patches pushState and replaceState to send one); a change made before the listener was attached
 * (a redirect in a child's effect, which runs before this provider's) is read when it attaches.
 *
 * While a transition waits (a screen's chunk still downloading keeps the old screen on show), a thin
 * bar runs along the top of the window after 150 ms (`.route-pending`, src/styles/global.css), so a
 * click on a slow network is seen to have been taken.
 */
interface Address {
  pathname: string;
  search: string;
}

const EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

const readAddress = (): Address => ({ pathname: window.location.pathname, search: window.location.search });

const AddressContext = createContext<Address | null>(null);

const useAddress = (): Address => {
  const address = useContext(AddressContext);
  if (address === null) throw new Error('TransitionLocation is missing above this component');
  return address;
};

/** wouter's `hook`: the path, and wouter's own navigate (history.pushState or replaceState). */
export const useTransitionLocation = (): [string, typeof navigate] => [useAddress().pathname, navigate];

/** wouter's `searchHook`: the query string, from the same state as the path. */
export const useTransitionSearch = (): string => useAddress().search;

export const TransitionLocation = ({ children }: { children: ReactNode }) => {
  const [address, setAddress] = useState(readAddress);
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    const update = (event?: Event): void => {
      const next = readAddress();
      const apply = (): void =>
        setAddress((current) =>
          current.pathname === next.pathname && current.search === next.search ? current : next,
        );
      // A replaced address at once (above); a new one as a transition.
      if (event?.type === 'replaceState') apply();
      else startTransition(apply);
    };
    for (const event of EVENTS) window.addEventListener(event, update);
    update();
    return () => {
      for (const event of EVENTS) window.removeEventListener(event, update);
    };
  }, []);
  return (
    <AddressContext value={address}>
      {pending ? <div className="route-pending" aria-hidden="true" /> : null}
      <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
        {children}
      </Router>
    </AddressContext>
  );
};
