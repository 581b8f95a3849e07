import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import type { User } from '@/generated/model';
import { dayjs } from '@/lib/dates';

import { adminUser, customerUser, doctorUser } from '@tests/unit/session-fixtures';
import {
  appliedFilterAtom,
  assignedUserIdFor,
  defaultFilter,
  type FilterData,
  filterDataSchema,
  filterRouteOf,
  isApiDate,
  useAppliedFilter,
} from './filter';
import { signInAtom } from './session';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const VALID: FilterData = {
  start_date: '2026-02-15',
  end_date: '2026-03-15',
  age: null,
  gender: null,
  customer: null,
  country: { id: 1, name: 'India' },
  state: null,
  district: null,
  location: null,
  clinic: null,
  amc_expired: null,
};

describe('filterRouteOf', () => {
  it.each([
    ['/dashboard/static', 'static'],
    ['/dashboard/summary/', 'summary'],
    ['/dashboard/telemedicine', 'telemedicine'],
    ['/dashboard/manage/patients', 'patients'],
    ['/dashboard/manage/clinic', 'clinic'],
    ['/manage/clinic', 'clinic'],
    ['/dashboard/manage/customerclinic', null],
    ['/dashboard/manage/clinic/create', null],
    ['/dashboard/summary/tests', null],
    ['/', null],
  ])('%s -> %s', (path, route) => expect(filterRouteOf(path)).toBe(route));
});

describe('defaultFilter', () => {
  it('is one month up to today, nothing chosen', () => {
    expect(defaultFilter(adminUser, 'summary')).toEqual({
      start_date: '2026-02-15',
      end_date: '2026-03-15',
      age: null,
      gender: null,
      customer: null,
      country: null,
      state: null,
      district: null,
      location: null,
      clinic: null,
      amc_expired: null,
    });
  });

  it('is one year for customers on the static dashboard only', () => {
    expect(defaultFilter(customerUser, 'static').start_date).toBe('2025-03-15');
    expect(defaultFilter({ user_type: 'Clinic Operator' }, 'static').start_date).toBe('2025-03-15');
    expect(defaultFilter(customerUser, 'summary').start_date).toBe('2026-02-15');
    expect(defaultFilter(adminUser, 'static').start_date).toBe('2026-02-15');
    expect(defaultFilter(doctorUser, 'static').start_date).toBe('2026-02-15');
  });

  it('takes the day in UTC', () => {
    vi.setSystemTime(new Date('2026-03-31T23:30:00Z'));
    expect(defaultFilter(adminUser, 'summary')).toMatchObject({
      start_date: '2026-02-28',
      end_date: '2026-03-31',
    });
  });
});

describe('assignedUserIdFor', () => {
  it("is the chosen customer's id for administrators, or none", () => {
    expect(assignedUserIdFor(adminUser, { id: 5, name: 'Rahul' })).toBe(5);
    expect(assignedUserIdFor(adminUser, null)).toBeNull();
  });

  it("is the user's own id for everyone else, whatever customer is stored", () => {
    expect(assignedUserIdFor(customerUser, { id: 5, name: 'Rahul' })).toBe(customerUser.id);
    expect(assignedUserIdFor(customerUser, null)).toBe(customerUser.id);
  });
});

describe('filterDataSchema', () => {
  it('accepts a complete, ordered range of at most a year ending by today', () => {
    expect(filterDataSchema.safeParse(VALID).success).toBe(true);
    expect(filterDataSchema.safeParse({ ...VALID, start_date: '2025-03-15' }).success).toBe(true);
  });

  it.each([
    ['end before start', { start_date: '2026-03-02', end_date: '2026-03-01' }],
    ['after today', { end_date: '2026-03-16' }],
    ['over a year', { start_date: '2025-03-14' }],
    ['bad date', { start_date: '2026-13-01' }],
    ['bad gender', { gender: 'other' }],
    ['bad amc', { amc_expired: 'two_months' }],
    ['bad ref id', { clinic: { id: 0, name: 'x' } }],
  ])('rejects %s', (_name, change) => {
    expect(filterDataSchema.safeParse({ ...VALID, ...change }).success).toBe(false);
  });

  it('knows real calendar days', () => {
    expect(isApiDate('2024-02-29')).toBe(true);
    expect(isApiDate('2025-02-29')).toBe(false);
    expect(isApiDate('2026-3-1')).toBe(false);
  });
});

describe('useAppliedFilter', () => {
  const renderAt = (path: string, user: User | null) => {
    const store = createStore();
    if (user) store.set(signInAtom, { token: 't', user });
    const { hook } = memoryLocation({ path });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <Router hook={hook}>{children}</Router>
      </Provider>
    );
    return { store, ...renderHook(() => useAppliedFilter(), { wrapper }) };
  };

  it('gives the defaults for the user and route while nothing is applied', () => {
    expect(renderAt('/dashboard/static', customerUser).result.current.start_date).toBe('2025-03-15');
    expect(renderAt('/dashboard/manage/camp', customerUser).result.current.start_date).toBe('2026-02-15');
  });

  it('gives the applied filter once applied, and the defaults again after a reset', async () => {
    const { store, result, rerender } = renderAt('/dashboard/manage/camp', adminUser);
    const applied: FilterData = {
      ...VALID,
      customer: { id: 5, name: 'Rahul' },
      location: { id: 9, name: 'Andheri' },
    };
    store.set(appliedFilterAtom, applied);
    rerender();
    await vi.waitFor(() => expect(result.current).toEqual(applied));
    expect(result.current.location?.id).toBe(9);
    store.set(appliedFilterAtom, null);
    rerender();
    await vi.waitFor(() => expect(result.current).toEqual(defaultFilter(adminUser, null)));
  });

  it('keeps the same object between renders (safe in query keys and effect deps)', () => {
    const { result, rerender } = renderAt('/dashboard/summary', adminUser);
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

it('the fake clock is the one the defaults read', () => {
  expect(dayjs.utc().format('YYYY-MM-DD')).toBe('2026-03-15');
});
