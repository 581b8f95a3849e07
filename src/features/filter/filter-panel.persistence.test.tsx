import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { appliedFilterAtom, type FilterData } from '@/atoms/filter';
import { SHOW_FILTER_EVENT, showFilterAtom } from '@/atoms/ui';

import { installListGeometry, NOW, renderFilterPanel, uninstallListGeometry } from '@tests/unit/filter-panel';
import { adminUser, customerUser } from '@tests/unit/session-fixtures';

beforeAll(installListGeometry);
afterAll(uninstallListGeometry);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  window.innerWidth = 1024;
});

const SAVED: FilterData = {
  start_date: '2026-01-10',
  end_date: '2026-02-20',
  age: '30-40',
  gender: 'female',
  customer: null,
  country: { id: 1, name: 'India' },
  state: { id: 1, name: 'Maharashtra' },
  district: null,
  location: null,
  clinic: { id: 174, name: 'WellNest Bandra 2' },
  amc_expired: null,
};

const save = (data: unknown, flag: string | null = '1') => {
  localStorage.setItem('hcd_filterData', typeof data === 'string' ? data : JSON.stringify(data));
  if (flag !== null) localStorage.setItem('hcd_isfilterData', flag);
};

const startInput = () => screen.getByRole('combobox', { name: 'Start date' });
const endInput = () => screen.getByRole('combobox', { name: 'End date' });
const pressed = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

const expectDefaults = async () => {
  // The stored value is read when the panel mounts; give it that moment before judging.
  await screen.findByRole('option', { name: /^India / });
  expect(startInput()).toHaveValue('15-02-2026');
  expect(endInput()).toHaveValue('15-03-2026');
  expect(pressed('Age')).toEqual([]);
  expect(screen.getByRole('button', { name: 'Clear Country' })).toBeDisabled();
};

describe('filter persistence', () => {
  it('Apply saves hcd_filterData as JSON and sets hcd_isfilterData to 1', async () => {
    const { user, store } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await user.click(await screen.findByRole('option', { name: /^India / }));
    await user.click(screen.getByRole('button', { name: '18-30' }));
    await user.click(screen.getByRole('button', { name: 'Male' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const expected: FilterData = {
      start_date: '2026-02-15',
      end_date: '2026-03-15',
      age: '18-30',
      gender: 'male',
      customer: null,
      country: { id: 1, name: 'India' },
      state: null,
      district: null,
      location: null,
      clinic: null,
      amc_expired: null,
    };
    expect(JSON.parse(localStorage.getItem('hcd_filterData') ?? 'null')).toEqual(expected);
    expect(localStorage.getItem('hcd_isfilterData')).toBe('1');
    expect(store.get(appliedFilterAtom)).toEqual(expected);
  });

  it('AMC License is saved with its API value', async () => {
    const { user, store } = renderFilterPanel({ path: '/dashboard/manage/clinic', user: adminUser });
    await user.click(screen.getByRole('button', { name: '3-Months' }));
    expect(screen.getByRole('button', { name: '3-Months' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(store.get(appliedFilterAtom)?.amc_expired).toBe('three_months');
    await screen.findByRole('option', { name: /^India / });
  });

  it('restores the saved filter on load when the flag is 1', async () => {
    save(SAVED);
    renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await waitFor(() => expect(startInput()).toHaveValue('10-01-2026'));
    expect(endInput()).toHaveValue('20-02-2026');
    expect(pressed('Age')).toEqual(['30-40']);
    expect(pressed('Gender')).toEqual(['Female']);
    expect(screen.getByRole('button', { name: 'Clear Country' })).toHaveAccessibleDescription('India');
    expect(screen.getByRole('button', { name: 'Clear State' })).toHaveAccessibleDescription('Maharashtra');
    expect(screen.getByRole('button', { name: 'Clear Clinic' })).toHaveAccessibleDescription(
      'WellNest Bandra 2',
    );
    await screen.findByRole('option', { name: /^India / });
  });

  it.each([null, '0', 'true', '2', ' 1'])('ignores the saved filter when the flag is %j', async (flag) => {
    save(SAVED, flag);
    renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await expectDefaults();
  });

  it.each([
    ['not JSON', '{"start_date":'],
    ['a wrong shape', { ...SAVED, country: 'India' }],
    ['an unknown age', { ...SAVED, age: '10-20' }],
    ['an impossible date', { ...SAVED, start_date: '2026-02-30' }],
    ['an end before the start', { ...SAVED, start_date: '2026-02-21' }],
    ['a date after today', { ...SAVED, end_date: '2026-03-16' }],
    ['a range over a year', { ...SAVED, start_date: '2025-02-19' }],
    ['a missing field', { ...SAVED, amc_expired: undefined }],
  ])('discards a stored filter with %s', async (_case, data) => {
    save(data);
    const { store } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await expectDefaults();
    expect(store.get(appliedFilterAtom)).toBeNull();
  });

  it('Reset restores the defaults and removes the saved filter', async () => {
    save(SAVED);
    const { user, store } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await waitFor(() => expect(startInput()).toHaveValue('10-01-2026'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await expectDefaults();
    expect(pressed('Gender')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Clear Clinic' })).toBeDisabled();
    expect(localStorage.getItem('hcd_filterData')).toBeNull();
    expect(localStorage.getItem('hcd_isfilterData')).toBeNull();
    expect(store.get(appliedFilterAtom)).toBeNull();
  });

  it('Reset also drops unapplied edits and the date message', async () => {
    const { user } = renderFilterPanel({ path: '/dashboard/static', user: customerUser });
    await user.clear(endInput());
    await user.type(endInput(), '01-01-2025');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('complementary')).toHaveTextContent('End date must be greater than Start date.');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(startInput()).toHaveValue('15-03-2025');
    expect(endInput()).toHaveValue('15-03-2026');
    expect(screen.getByRole('complementary')).not.toHaveTextContent(
      'End date must be greater than Start date.',
    );
  });

  it('Apply closes the drawer on screens narrower than 768 px, and says so to the rest of the app', async () => {
    window.innerWidth = 767;
    const { user, store } = renderFilterPanel({ path: '/dashboard/static', user: adminUser });
    store.set(showFilterAtom, true);
    const heard = vi.fn();
    window.addEventListener(SHOW_FILTER_EVENT, heard);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    window.removeEventListener(SHOW_FILTER_EVENT, heard);
    expect(store.get(showFilterAtom)).toBe(false);
    expect(localStorage.getItem('hcd_showFilter')).toBe('false');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('Apply leaves the panel open on wider screens', async () => {
    window.innerWidth = 768;
    const { user, store } = renderFilterPanel({ path: '/dashboard/static', user: adminUser });
    store.set(showFilterAtom, true);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(store.get(showFilterAtom)).toBe(true);
    expect(localStorage.getItem('hcd_isfilterData')).toBe('1');
  });

  it('a filter applied in another tab reaches this panel', async () => {
    renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await expectDefaults();
    save(SAVED);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'hcd_filterData',
        newValue: JSON.stringify(SAVED),
        storageArea: localStorage,
      }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'hcd_isfilterData', newValue: '1', storageArea: localStorage }),
    );
    await waitFor(() => expect(startInput()).toHaveValue('10-01-2026'));
  });
});

describe('keyboard alone', () => {
  it('reaches every control in order and applies with Enter', async () => {
    const { user, store } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    await screen.findByRole('option', { name: /^India / });
    const visited: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      visited.push(focused.getAttribute('aria-label') ?? focused.textContent ?? '');
      if (focused.textContent === '30-40') break;
    }
    expect(visited[0]).toBe('Close filter');
    expect(visited).toContain('Search Countries');
    expect(visited).toContain('Countries');
    // Choose the first country from the keyboard.
    screen.getByRole('listbox', { name: 'Countries' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Clear Country' })).toHaveAccessibleDescription('India');
    // Press an age button and Apply with the keyboard.
    screen.getByRole('button', { name: '30-40' }).focus();
    await user.keyboard(' ');
    screen.getByRole('button', { name: 'Apply' }).focus();
    await user.keyboard('{Enter}');
    expect(store.get(appliedFilterAtom)).toMatchObject({ age: '30-40', country: { id: 1, name: 'India' } });
  });

  it('opens and closes a location accordion from the keyboard', async () => {
    const { user } = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    const state = screen.getByRole('button', { name: 'State' });
    expect(state).toHaveAttribute('aria-expanded', 'false');
    state.focus();
    await user.keyboard('{Enter}');
    expect(state).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'State' })).toBeVisible();
    await user.keyboard(' ');
    expect(state).toHaveAttribute('aria-expanded', 'false');
    await screen.findByRole('option', { name: /^India / });
  });
});
