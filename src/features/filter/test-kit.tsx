/**
 * Test kit for the filter panel's component tests (not part of the app bundle): a fake filter
 * backend built on the generated MSW handlers that records every request body, and a render helper
 * with a fresh jotai store, the app's query client (real error reporting), a memory route and a
 * toast host.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { delay, http, HttpResponse } from 'msw';
import { Toast } from 'primereact/toast';
import { type ReactNode, useEffect, useRef } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { signInAtom } from '@/atoms/session';
import { getFilterClinicsMockHandler } from '@/generated/api/clinics/clinics.msw';
import { getFilterCustomersMockHandler } from '@/generated/api/customers/customers.msw';
import {
  getFilterCountriesMockHandler,
  getFilterDistrictsMockHandler,
  getFilterLocationsMockHandler,
  getFilterStatesMockHandler,
} from '@/generated/api/locations/locations.msw';
import type { Named, User } from '@/generated/model';
import { createQueryClient } from '@/lib/query-client';
import { subscribeToasts } from '@/lib/toast';

import { server } from '../../../tests/msw/server';
import { FilterPanel } from './filter-panel';

/** The fixed "now" of the filter tests: 15 March 2026, so today is 2026-03-15 (UTC). */
export const NOW = new Date('2026-03-15T10:00:00Z');

export const COUNTRIES: Named[] = [
  { id: 1, name: 'India' },
  { id: 2, name: 'Nepal' },
];
export const STATES: Record<number, Named[]> = {
  1: [
    { id: 11, name: 'Maharashtra' },
    { id: 12, name: 'Karnataka' },
  ],
  2: [{ id: 21, name: 'Bagmati' }],
};
export const DISTRICTS: Record<number, Named[]> = {
  11: [
    { id: 111, name: 'Mumbai' },
    { id: 112, name: 'Pune' },
  ],
  12: [{ id: 121, name: 'Bengaluru Urban' }],
};
export const LOCATIONS: Record<number, Named[]> = {
  111: [
    { id: 1111, name: 'Andheri' },
    { id: 1112, name: 'Bandra' },
  ],
  112: [{ id: 1121, name: 'Kothrud' }],
};
export const CUSTOMERS = [
  { id: 2, first_name: 'Meera', last_name: 'Iyer' },
  { id: 5, first_name: 'Rahul', last_name: 'Menon' },
  { id: 9, first_name: 'Sunita', last_name: 'Das' },
];

/** Clinic 1 (id 101) ... Clinic n (id 100 + n). */
export const makeClinics = (count: number): Named[] =>
  Array.from({ length: count }, (_, index) => ({ id: 101 + index, name: `Clinic ${index + 1}` }));

type Body = Record<string, unknown>;

export interface FilterBackend {
  /** Request bodies per call, in order. */
  calls: Record<'customer' | 'country' | 'state' | 'district' | 'location' | 'clinic', Body[]>;
}

const byParent = (table: Record<number, Named[]>, id: unknown): Named[] =>
  typeof id === 'number' ? (table[id] ?? []) : [];

/** Answers the six filter-list calls from the fixtures above; clinics page, search and count. */
export const serveFilterLists = ({
  clinics = makeClinics(25),
  clinicDelayMs = 0,
}: { clinics?: Named[]; clinicDelayMs?: number } = {}): FilterBackend => {
  const calls: FilterBackend['calls'] = {
    customer: [],
    country: [],
    state: [],
    district: [],
    location: [],
    clinic: [],
  };
  const record = async (list: Body[], request: Request): Promise<Body> => {
    const body = (await request.json()) as Body;
    list.push(body);
    return body;
  };
  server.use(
    getFilterCustomersMockHandler(async ({ request }) => {
      await record(calls.customer, request);
      return { data: CUSTOMERS };
    }),
    getFilterCountriesMockHandler(async ({ request }) => {
      await record(calls.country, request);
      return { data: COUNTRIES };
    }),
    getFilterStatesMockHandler(async ({ request }) => ({
      data: byParent(STATES, (await record(calls.state, request)).country_id),
    })),
    getFilterDistrictsMockHandler(async ({ request }) => ({
      data: byParent(DISTRICTS, (await record(calls.district, request)).state_id),
    })),
    getFilterLocationsMockHandler(async ({ request }) => ({
      data: byParent(LOCATIONS, (await record(calls.location, request)).district_id),
    })),
    getFilterClinicsMockHandler(async ({ request }) => {
      const body = await record(calls.clinic, request);
      if (clinicDelayMs > 0) await delay(clinicDelayMs);
      const search = typeof body.searchValue === 'string' ? body.searchValue.toLowerCase() : '';
      const matching = clinics.filter(
        (clinic) => clinic.name.toLowerCase().includes(search) || String(clinic.id).includes(search),
      );
      const page = Number(body.page);
      const limit = Number(body.limit);
      return {
        data: { records: matching.slice((page - 1) * limit, page * limit), total_count: matching.length },
      };
    }),
  );
  return { calls };
};

/** A filter list call that fails with a 400 (not retried), to check failures are only logged. */
export const failingCountries = () =>
  http.post('*/v3/country/filter', () =>
    HttpResponse.json({ error: true, message: 'Country lookup refused' }, { status: 400 }),
  );

/* jsdom lays nothing out: give the filter lists the 250 px a browser would, for the virtualiser. */
let restoreGeometry: (() => void) | null = null;
export const installListGeometry = (): void => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-filter-list') ? 250 : 0;
    },
  });
  restoreGeometry = () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
};
export const uninstallListGeometry = (): void => restoreGeometry?.();

const TestToastHost = () => {
  const toast = useRef<Toast>(null);
  useEffect(() => subscribeToasts((message) => toast.current?.show(message)), []);
  return <Toast ref={toast} />;
};

interface RenderOptions {
  path: string;
  user: User | null;
  onClose?: () => void;
  /** Rendered beside the panel, in the same store (e.g. a screen's applied-filter bar). */
  beside?: ReactNode;
}

export const renderFilterPanel = ({ path, user, onClose = () => undefined, beside }: RenderOptions) => {
  const store = createStore();
  if (user) store.set(signInAtom, { token: 'token-abc', user });
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const events = userEvent.setup();
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook}>
          <FilterPanel onClose={onClose} />
          {beside}
        </Router>
        <TestToastHost />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, store, queryClient, location, user: events };
};
