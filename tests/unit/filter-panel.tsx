/**
 * For the filter panel's component tests (src/features/filter): the panel on the harness
 * (./harness.tsx) with the demo API, a fixed today, the layout jsdom lacks, and the data situation
 * of the clinic-list tests.
 */
import type { ReactNode } from 'react';

import { FilterPanel } from '@/features/filter';
import { clinicProfile } from '@/mocks/seed-clinic-profiles';
import type { Named, User } from '@/generated/model';

import type { DemoDb } from './demo-api';
import { renderScreen } from './harness';

/** The fixed "now" of the filter tests: 15 March 2026, so today is 2026-03-15 (UTC). */
export const NOW = new Date('2026-03-15T10:00:00Z');

/** The filter panel's six list calls, as `demo.bodies` takes them. */
export const LIST_CALLS = {
  customer: '/v3/customer/filter',
  country: '/v3/country/filter',
  state: '/v3/state/filter',
  district: '/v3/district/filter',
  location: '/v3/location/filter',
  clinic: '/v3/Clinic/filter',
} as const;

/** Clinic 01 (id 101) ... Clinic nn (id 100 + n): two digits, so the name order is the number order. */
export const namedClinics = (count: number): Named[] =>
  Array.from({ length: count }, (_, index) => ({
    id: 101 + index,
    name: `Clinic ${String(index + 1).padStart(2, '0')}`,
  }));

/** The demo data with only these clinics, all the customer's own, at Bandra (location 2). */
export const onlyClinicsOf = (db: DemoDb, customerId: number, clinics: Named[]): void => {
  db.clinics.splice(
    0,
    db.clinics.length,
    ...clinics.map(({ id, name }) => ({
      id,
      name,
      location_id: 2,
      user_id: customerId,
      status: true,
      ...clinicProfile(id),
    })),
  );
};

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

interface RenderOptions {
  path: string;
  user: User;
  onClose?: () => void;
  /** Rendered beside the panel, in the same store (e.g. a screen's applied-filter bar). */
  beside?: ReactNode;
}

/** The panel at `path`, signed in as `user`; the filter is what local storage holds. */
export const renderFilterPanel = ({ path, user, onClose = () => undefined, beside }: RenderOptions) =>
  renderScreen(
    <>
      <FilterPanel onClose={onClose} />
      {beside}
    </>,
    { url: path, user },
  );
