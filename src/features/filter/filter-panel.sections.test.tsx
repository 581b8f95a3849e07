import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { User } from '@/generated/model';

import { installListGeometry, NOW, renderFilterPanel, uninstallListGeometry } from '@tests/unit/filter-panel';
import { adminUser, customerUser } from '@tests/unit/session-fixtures';

beforeAll(installListGeometry);
afterAll(uninstallListGeometry);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

type Section = 'Date' | 'Customer' | 'Location' | 'Clinics' | 'Age' | 'Gender' | 'AMC License';
const ALL: Section[] = ['Date', 'Customer', 'Location', 'Clinics', 'Age', 'Gender', 'AMC License'];

/** docs/requirements.md 2.6, per route and user type: the sections that show (everything else is hidden). */
const MATRIX: { path: string; user: User; shown: Section[] }[] = [
  { path: '/dashboard/static', user: adminUser, shown: ['Date'] },
  { path: '/dashboard/static', user: customerUser, shown: ['Date'] },
  {
    path: '/dashboard/summary',
    user: adminUser,
    shown: ['Date', 'Customer', 'Location', 'Clinics', 'Age', 'Gender'],
  },
  { path: '/dashboard/summary', user: customerUser, shown: ['Date', 'Location', 'Clinics', 'Age', 'Gender'] },
  { path: '/dashboard/telemedicine', user: adminUser, shown: ['Date', 'Customer', 'Location', 'Clinics'] },
  { path: '/dashboard/telemedicine', user: customerUser, shown: ['Date', 'Location', 'Clinics'] },
  {
    path: '/dashboard/manage/patients',
    user: adminUser,
    shown: ['Date', 'Location', 'Clinics', 'Age', 'Gender'],
  },
  {
    path: '/dashboard/manage/patients',
    user: customerUser,
    shown: ['Date', 'Location', 'Clinics', 'Age', 'Gender'],
  },
  {
    path: '/dashboard/manage/clinic',
    user: adminUser,
    shown: ['Date', 'Customer', 'Location', 'AMC License'],
  },
  { path: '/dashboard/manage/clinic', user: customerUser, shown: ['Date', 'Location', 'AMC License'] },
];

describe('filter panel sections per route and user type', () => {
  it.each(MATRIX)('$path as $user.user_type shows $shown', async ({ path, user, shown }) => {
    renderFilterPanel({ path, user });
    const panel = screen.getByRole('complementary', { name: 'Filter' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Filter' })).toBeInTheDocument();
    for (const section of ALL) {
      const heading = within(panel).queryByRole('heading', { level: 3, name: section });
      if (shown.includes(section)) expect(heading, section).toBeInTheDocument();
      else expect(heading, section).not.toBeInTheDocument();
    }
    expect(within(panel).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    // Let the visible lists settle so no request outlives the test.
    if (shown.includes('Location')) await screen.findByRole('option', { name: /India/ });
  });

  it('matches the route with a trailing slash and relative to a router nested at /dashboard', async () => {
    renderFilterPanel({ path: '/manage/clinic/', user: adminUser });
    expect(screen.getByRole('heading', { name: 'AMC License' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Clinics' })).not.toBeInTheDocument();
    await screen.findByRole('option', { name: /India/ });
  });

  it('shows the four location accordions, the age, gender and AMC buttons with their spec labels', async () => {
    const summary = renderFilterPanel({ path: '/dashboard/summary', user: customerUser });
    for (const title of ['Country', 'State', 'Districts', 'Location']) {
      expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded');
      expect(screen.getByRole('button', { name: `Clear ${title}` })).toBeInTheDocument();
    }
    const age = screen.getByRole('group', { name: 'Age' });
    expect(
      within(age)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['<18', '18-30', '30-40', '40-60', '>60']);
    const gender = screen.getByRole('group', { name: 'Gender' });
    expect(
      within(gender)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Male', 'Female']);
    await screen.findByRole('option', { name: /India/ });
    summary.unmount();

    renderFilterPanel({ path: '/dashboard/manage/clinic', user: customerUser });
    const amc = screen.getByRole('group', { name: 'AMC License' });
    expect(
      within(amc)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1-Month', '3-Months', '6-Months', 'Expired']);
    await screen.findByRole('option', { name: /India/ });
  });

  it('the close button calls onClose', async () => {
    const onClose = vi.fn();
    const { user } = renderFilterPanel({ path: '/dashboard/static', user: adminUser, onClose });
    await user.click(screen.getByRole('button', { name: 'Close filter' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
