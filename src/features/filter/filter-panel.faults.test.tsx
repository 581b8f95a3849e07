import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect } from 'vitest';

import { storageKeys } from '@/lib/storage-keys';

import { FilterPanel } from './filter-panel';

import { installListGeometry, LIST_CALLS, uninstallListGeometry } from '@tests/unit/filter-panel';
import {
  advance,
  callsFor,
  expectHeaderUsable,
  expectHealthy,
  expectNoToast,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
} from '@tests/unit/reliability-kit';

/**
 * Faults on the filter panel's lists (docs/requirements.md 2.6; section 8: only logged): the rows
 * of docs/reliability.md that run here. The panel is open on the Summary page, where an
 * administrator sees every list.
 */
beforeAll(installListGeometry);
afterAll(uninstallListGeometry);

/** The parents chosen before a list loads: India > Maharashtra > Mumbai Suburban. */
const PARENTS = [
  ['Countries', 'India'],
  ['States', 'Maharashtra'],
  ['Districts', 'Mumbai Suburban'],
] as const;

const panel = () => screen.getByRole('complementary', { name: 'Filter' });
/** The line under a list's search box: 'Loading ...' or 'No data' while it shows no option. */
const listStatus = (list: string) =>
  within(within(panel()).getByRole('searchbox', { name: `Search ${list}` }).parentElement!).getByRole(
    'status',
  );
const options = (list: string) =>
  within(within(panel()).getByRole('listbox', { name: list })).getAllByRole('option');

const chooseParents = async (user: UserEvent, count: number) => {
  for (const [list, name] of PARENTS.slice(0, count)) {
    const option = () => options(list).find((candidate) => candidate.textContent.startsWith(`${name} `));
    await skipUntil(() => expect(option()).toBeDefined());
    await user.click(option()!);
  }
};

const listCases = (list: string, path: string, parents: number) =>
  perFault(async (key) => {
    window.localStorage.setItem(storageKeys.showFilter, 'true');
    // The whole app where the header must stay usable; else the panel alone, as the app opens it.
    const { demo, toasts, user } = await loadFaultCase({
      url: '/dashboard/summary',
      faults: faultFor(key, path),
      render: key === 'slow' ? 'app' : <FilterPanel onClose={() => undefined} />,
    });
    await skipUntil(() => expect(panel()).toBeVisible());
    await chooseParents(user, parents);
    if (key === 'slow') {
      await skipUntil(() => expect(listStatus(list)).toHaveTextContent('Loading ...'), { maxMs: 1_000 });
      await expectHeaderUsable(user);
      await advance(SLOW_MS);
      await skipUntil(() => expect(options(list).length).toBeGreaterThan(0));
    } else {
      await skipUntil(() => expect(listStatus(list)).toHaveTextContent(/^No data$/));
      expectNoToast(toasts);
      expect(demo.count('POST', path)).toBe(callsFor(key));
      // The rest of the panel still works.
      const female = within(panel()).getByRole('button', { name: 'Female' });
      await user.click(female);
      expect(female).toHaveAttribute('aria-pressed', 'true');
    }
    expectHealthy();
  });

describe('the filter panel under faults', () => {
  // One call per group, each naming it: tests/unit/reliability-doc.test.ts finds them in the source.
  runComponentCases('filter-customers', listCases('Customers', LIST_CALLS.customer, 0));
  runComponentCases('filter-countries', listCases('Countries', LIST_CALLS.country, 0));
  runComponentCases('filter-states', listCases('States', LIST_CALLS.state, 1));
  runComponentCases('filter-districts', listCases('Districts', LIST_CALLS.district, 2));
  runComponentCases('filter-locations', listCases('Locations', LIST_CALLS.location, 3));
  runComponentCases('filter-clinics', listCases('Clinics', LIST_CALLS.clinic, 0));
});
