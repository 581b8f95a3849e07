import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { User } from '@/generated/model';
import { storageKeys } from '@/lib/storage-keys';

import { serveDemoApi } from '@tests/unit/demo-api';
import { setMonitorCounts } from '@tests/unit/demo-data';
import { renderApp } from '@tests/unit/harness';
import { adminUser, customerUser, doctorUser } from '@tests/unit/session-fixtures';

import { NARROW_QUERY } from './use-narrow-screen';

// The clinic list screens are issue 17's; here they would only add their calls.
vi.mock('@/features/clinics', () => ({
  ClinicsScreen: () => <h1>Clinics screen</h1>,
  CustomerClinicsScreen: () => <h1>Customer clinics screen</h1>,
}));

// Issue 25's screens: here they would only add their calls (and their own headers).
vi.mock('@/features/patients', () => ({
  PatientsScreen: () => <h1>Patients screen</h1>,
  PatientDetailsScreen: () => <h1>Patient details screen</h1>,
  EditPatientScreen: () => <h1>Edit patient screen</h1>,
}));
vi.mock('@/features/summary', () => ({
  SummaryScreen: () => <h1>Summary screen</h1>,
  SummaryTestsScreen: () => <h1>Summary tests screen</h1>,
}));
vi.mock('@/features/export', () => ({ ExportScreen: () => <h1>Export screen</h1> }));
// Issue 26's Telemedicine: here it would only add its calls (and its own header).
vi.mock('@/features/telemedicine', () => ({
  TelemedicineScreen: () => <h1>Telemedicine screen</h1>,
  ConsultationDetailsScreen: () => <h1>Consultation details screen</h1>,
}));

vi.mock('@/features/filter', () => ({
  FilterPanel: ({ onClose }: { onClose: () => void }) => (
    <aside aria-label="Filter">
      <button type="button" onClick={onClose}>
        Close filter
      </button>
    </aside>
  ),
}));

const setNarrow = (narrow: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === NARROW_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

afterEach(() => vi.unstubAllGlobals());

const renderShell = async (user: User, path: string) => {
  const demo = serveDemoApi();
  setMonitorCounts(demo.db, { notSynced: 2, pendingUpdate: 1 });
  const rendered = renderApp({ url: path, user, demo });
  await screen.findByRole('banner');
  return rendered;
};

const filterPanel = () => screen.queryByRole('complementary', { name: 'Filter' });

describe('layout (docs/requirements.md 2.3)', () => {
  it('puts header, sidebar and content in that order', async () => {
    await renderShell(customerUser, '/dashboard/export');
    const order = [
      screen.getByRole('banner'),
      screen.getByRole('navigation', { name: 'Main menu' }),
      screen.getByRole('main'),
    ];
    for (let i = 1; i < order.length; i += 1) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('shows the stored filter panel 300 px wide on a filter route', async () => {
    window.localStorage.setItem(storageKeys.showFilter, 'true');
    await renderShell(adminUser, '/dashboard/manage/clinic');
    const panel = await screen.findByRole('complementary', { name: 'Filter' });
    expect(panel.parentElement).toHaveStyle({ width: '300px' });
  });

  it('hides it off the five routes and from doctors, whatever is stored', async () => {
    window.localStorage.setItem(storageKeys.showFilter, 'true');
    const first = await renderShell(customerUser, '/dashboard/manage/customerclinic');
    expect(filterPanel()).not.toBeInTheDocument();
    first.unmount();
    await renderShell(doctorUser, '/dashboard/static');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(filterPanel()).not.toBeInTheDocument();
  });

  it("the panel's own close stores 'false'", async () => {
    window.localStorage.setItem(storageKeys.showFilter, 'true');
    const { user } = await renderShell(customerUser, '/dashboard/summary');
    await user.click(await screen.findByRole('button', { name: 'Close filter' }));
    expect(filterPanel()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.showFilter)).toBe('false');
  });

  it('under 768 px shows the filter as a drawer', async () => {
    setNarrow(true);
    window.localStorage.setItem(storageKeys.showFilter, 'true');
    await renderShell(customerUser, '/dashboard/telemedicine');
    const panel = await screen.findByRole('complementary', { name: 'Filter' });
    expect(panel.closest('.p-sidebar')).not.toBeNull();
  });

  it('a click on the content closes the overlay sidebar and an open header panel', async () => {
    setNarrow(true);
    const { user } = await renderShell(adminUser, '/dashboard/export');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3' });
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('main')).getByRole('heading', { level: 1 }));
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});
