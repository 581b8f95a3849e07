import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FilterData } from '@/atoms/filter';
import { AppliedFilterBar } from '@/components/applied-filter-bar';

import {
  installListGeometry,
  LIST_CALLS,
  NOW,
  renderFilterPanel,
  uninstallListGeometry,
} from '@tests/unit/filter-panel';
import { adminUser } from '@tests/unit/session-fixtures';

beforeAll(installListGeometry);
afterAll(uninstallListGeometry);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const SAVED: FilterData = {
  start_date: '2026-02-15',
  end_date: '2026-03-15',
  age: null,
  gender: null,
  customer: { id: 2, name: 'Meera' },
  country: { id: 1, name: 'India' },
  state: { id: 1, name: 'Maharashtra' },
  district: null,
  location: null,
  clinic: null,
  amc_expired: null,
};

describe('the applied-filter chips and an open panel', () => {
  it('a cleared chip shows in the panel at once, with the cascade, and the lists reload', async () => {
    localStorage.setItem('hcd_filterData', JSON.stringify(SAVED));
    localStorage.setItem('hcd_isfilterData', '1');
    const { user, demo } = renderFilterPanel({
      path: '/dashboard/manage/clinic',
      user: adminUser,
      beside: <AppliedFilterBar takes={['customer', 'country', 'state', 'district', 'location']} />,
    });
    expect(await screen.findByRole('button', { name: 'Clear Country' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Clear State' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove Country: India' }));

    expect(screen.getByRole('button', { name: 'Clear Country' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear State' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear Customer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove Customer: Meera' })).toBeInTheDocument();
    await waitFor(() =>
      expect(demo.bodies(LIST_CALLS.country).at(-1)).toMatchObject({ assigned_user_id: 2 }),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Customer: Meera' }));
    expect(screen.getByRole('button', { name: 'Clear Customer' })).toBeDisabled();
    // Another customer scope: the panel's lists are asked for again, now for every customer.
    await waitFor(() =>
      expect(demo.bodies(LIST_CALLS.country).at(-1)).toMatchObject({ assigned_user_id: null }),
    );
    expect(localStorage.getItem('hcd_isfilterData')).toBeNull();
  });
});
