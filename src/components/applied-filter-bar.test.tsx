import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { defaultFilter, type FilterData } from '@/atoms/filter';
import type { FilterValueKey } from '@/atoms/filter-cascade';

import { renderScreen, storedFilter } from '@tests/unit/harness';
import { adminUser } from '@tests/unit/session-fixtures';

import { AppliedFilterBar } from './applied-filter-bar';

const CAMPS = '/dashboard/manage/camp';
const PLACE_AND_CUSTOMER: readonly FilterValueKey[] = [
  'customer',
  'country',
  'state',
  'district',
  'location',
];
/** What Reset gives on the camps list today: default dates are not "set". */
const defaults = defaultFilter(adminUser, null);

const placed: FilterData = {
  ...defaults,
  customer: { id: 2, name: 'Meera' },
  country: { id: 1, name: 'India' },
  state: { id: 11, name: 'Maharashtra' },
  district: { id: 111, name: 'Mumbai' },
  location: { id: 1111, name: 'Andheri' },
};

const bar = () => screen.getByRole('region', { name: 'Applied filter' });
const chips = () =>
  within(bar())
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);

const renderBar = (filter: FilterData | null, takes = PLACE_AND_CUSTOMER) =>
  renderScreen(<AppliedFilterBar takes={takes} />, { url: CAMPS, filter });

describe('AppliedFilterBar', () => {
  it('shows nothing while no filter value is set (the defaults)', () => {
    renderBar(null);
    expect(screen.queryByRole('region', { name: 'Applied filter' })).not.toBeInTheDocument();
    renderBar(defaults);
    expect(screen.queryByRole('region', { name: 'Applied filter' })).not.toBeInTheDocument();
  });

  it('shows a chip for each value the call takes, with a clear action, and Clear all', () => {
    renderBar(placed);
    expect(chips()).toEqual([
      'Customer: Meera',
      'Country: India',
      'State: Maharashtra',
      'District: Mumbai',
      'Location: Andheri',
    ]);
    expect(screen.getByRole('button', { name: 'Remove Country: India' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
    expect(bar()).not.toHaveTextContent('narrow');
  });

  it('names the values the call does not take in one muted line, not as chips', () => {
    renderBar({
      ...placed,
      start_date: '2026-01-01',
      end_date: '2026-02-01',
      amc_expired: 'three_months',
      gender: 'female',
    });
    expect(chips()).toHaveLength(5);
    expect(bar()).toHaveTextContent(
      'Date range (01-01-2026 – 01-02-2026), Gender (Female), and AMC License (3-Months) do not narrow this list.',
    );
  });

  it('shows only the muted line when no value the call takes is set', () => {
    renderBar({ ...defaults, age: '18-30' });
    expect(chips()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    expect(bar()).toHaveTextContent('Age (18-30) does not narrow this list.');
  });

  it('clears a country with the cascade, saves the rest as Apply would and focuses the next chip', async () => {
    const { user } = renderBar(placed);
    await user.click(screen.getByRole('button', { name: 'Remove Country: India' }));
    expect(chips()).toEqual(['Customer: Meera']);
    expect(storedFilter()).toEqual({
      data: { ...placed, country: null, state: null, district: null, location: null },
      flag: '1',
    });
    expect(screen.getByRole('button', { name: 'Remove Customer: Meera' })).toHaveFocus();
  });

  it('clears the state and below only', async () => {
    const { user } = renderBar(placed);
    await user.click(screen.getByRole('button', { name: 'Remove State: Maharashtra' }));
    expect(chips()).toEqual(['Customer: Meera', 'Country: India']);
    expect(storedFilter().data).toMatchObject({
      country: { id: 1 },
      state: null,
      district: null,
      location: null,
    });
  });

  it('removes the saved filter, as Reset does, when the last value goes', async () => {
    const { user } = renderBar({ ...defaults, country: { id: 1, name: 'India' } });
    expect(storedFilter().flag).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Remove Country: India' }));
    expect(screen.queryByRole('region', { name: 'Applied filter' })).not.toBeInTheDocument();
    expect(storedFilter()).toEqual({ data: null, flag: null });
  });

  it('Clear all clears every chip; a value this list does not take stays applied', async () => {
    const { user } = renderBar({ ...placed, gender: 'male' });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(chips()).toEqual([]);
    expect(bar()).toHaveTextContent('Gender (Male) does not narrow this list.');
    expect(storedFilter()).toEqual({ data: { ...defaults, gender: 'male' }, flag: '1' });
  });

  it('Clear all with nothing else set is Reset', async () => {
    const { user, container } = renderBar(placed);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(storedFilter()).toEqual({ data: null, flag: null });
    // Focus stays where the bar was, not lost to the page.
    expect(container.querySelector('.ui-filter-host')).toHaveFocus();
  });

  it('shows a customer only where the call takes it', () => {
    renderBar(placed, ['country', 'state', 'district', 'location']);
    expect(chips()).not.toContain('Customer: Meera');
    expect(bar()).toHaveTextContent('Customer (Meera) does not narrow this list.');
  });
});
