import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SHOW_FILTER_EVENT } from '@/atoms/ui';
import type { User } from '@/generated/model';
import { storageKeys } from '@/lib/storage-keys';

import { type DemoApi, serveDemoApi } from '@tests/unit/demo-api';
import { setMonitorCounts } from '@tests/unit/demo-data';
import { currentUrl, renderApp } from '@tests/unit/harness';
import { adminUser, customerUser, doctorUser } from '@tests/unit/session-fixtures';

// The camp screens are the camps issue's (their own <header> would be a second banner here).
vi.mock('@/features/camps', () => ({
  CampsListScreen: () => <h1>Camps list screen</h1>,
  AddCampScreen: () => <h1>Add camp screen</h1>,
  CampDetailsScreen: () => <h1>Camp details screen</h1>,
  AssignClinicsScreen: () => <h1>Assign clinics screen</h1>,
}));

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

const renderShell = async (user: User, path = '/dashboard/static', demo?: DemoApi) => {
  const rendered = renderApp({ url: path, user, ...(demo ? { demo } : {}) });
  await screen.findByRole('banner');
  return rendered;
};

/** The demo API with these two monitor counts. */
const serveMonitorCounts = (counts: { notSynced: number; pendingUpdate: number }) => {
  const demo = serveDemoApi();
  setMonitorCounts(demo.db, counts);
  return demo;
};
const MONITOR_CALL = '/v3/clinic/filter';

const header = () => screen.getByRole('banner');

const FILTER_ROUTES = [
  '/dashboard/static',
  '/dashboard/summary',
  '/dashboard/telemedicine',
  '/dashboard/manage/patients',
  '/dashboard/manage/clinic',
];
const OTHER_ROUTES = [
  '/dashboard/summary/tests',
  '/dashboard/manage/camp/add',
  '/dashboard/export',
  '/dashboard/monitor',
];

describe('header (docs/requirements.md 2.4)', () => {
  it('has the sidebar toggle, the logo with the version linking to static, and the full-screen toggle', async () => {
    await renderShell(
      adminUser,
      '/dashboard/summary',
      serveMonitorCounts({ notSynced: 0, pendingUpdate: 0 }),
    );
    const bar = header();
    expect(within(bar).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-controls', 'app-sidebar');
    const logo = within(bar).getByRole('link', { name: /Staff Dashboard/ });
    expect(logo).toHaveAttribute('href', '/dashboard/static');
    expect(logo).toHaveTextContent('v1.4.0');
    expect(within(bar).getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('enters full screen from the toggle', async () => {
    const request = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;
    const { user } = await renderShell(adminUser);
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(request).toHaveBeenCalledTimes(1);
  });

  describe('filter toggle', () => {
    it.each(
      FILTER_ROUTES.flatMap((route) => [
        [route, 'Administrator', adminUser] as const,
        [route, 'Customer', customerUser] as const,
      ]),
    )('is on %s for %s users', async (route, _type, user) => {
      await renderShell(user, route);
      expect(within(header()).getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    });

    it.each(OTHER_ROUTES)('is not on %s', async (route) => {
      await renderShell(adminUser, route);
      expect(within(header()).queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
    });

    it.each(['/dashboard/static', '/dashboard/export'])('is never shown to doctors (%s)', async (route) => {
      await renderShell(doctorUser, route);
      expect(within(header()).queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
    });

    it("flips the panel, stores 'true'/'false' and broadcasts the change", async () => {
      const heard: boolean[] = [];
      const listener = (event: Event) =>
        heard.push((event as CustomEvent<{ visible: boolean }>).detail.visible);
      window.addEventListener(SHOW_FILTER_EVENT, listener);
      // A filter route that is still a placeholder (Patients' own header is a second <header>).
      const { user } = await renderShell(customerUser, '/dashboard/telemedicine/');
      const toggle = within(header()).getByRole('button', { name: 'Filter' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(window.localStorage.getItem(storageKeys.showFilter)).toBe('true');
      expect(await screen.findByRole('complementary', { name: 'Filter' })).toBeInTheDocument();
      await user.click(toggle);
      expect(window.localStorage.getItem(storageKeys.showFilter)).toBe('false');
      expect(screen.queryByRole('complementary', { name: 'Filter' })).not.toBeInTheDocument();
      window.removeEventListener(SHOW_FILTER_EVENT, listener);
      expect(heard).toEqual([true, false]);
    });
  });

  describe('notifications bell', () => {
    it("shows administrators both counts and texts, one call per monitor shared with the home's cards", async () => {
      const demo = serveMonitorCounts({ notSynced: 7, pendingUpdate: 3 });
      const { user } = await renderShell(adminUser, '/dashboard/static', demo);
      const bell = await within(header()).findByRole('button', { name: 'Notifications, 10' });
      await user.click(bell);
      expect(bell).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText('7 clinics are out of sync')).toBeVisible();
      expect(screen.getByText('3 clinics are pending for app update')).toBeVisible();
      // The home (/dashboard/static) shows the same two figures from the same two requests.
      const outOfSync = await screen.findByRole('listitem', { name: 'Clinics out of sync' });
      expect(await within(outOfSync).findByText('7')).toBeInTheDocument();
      expect(demo.bodies(MONITOR_CALL)).toEqual([
        { status: true, page: 1, limit: 10, monitor: 'clinics-not-synced' },
        { status: true, page: 1, limit: 10, monitor: 'pending-forced-update' },
      ]);
    });

    it('links each count to its Monitor tab and closes the dropdown', async () => {
      const demo = serveMonitorCounts({ notSynced: 7, pendingUpdate: 3 });
      const { user } = await renderShell(adminUser, '/dashboard/summary', demo);
      const bell = await within(header()).findByRole('button', { name: 'Notifications, 10' });
      await user.click(bell);
      const pending = screen.getByRole('link', { name: '3 clinics are pending for app update' });
      expect(pending).toHaveAttribute('href', '/dashboard/monitor?tab=pending-update');
      expect(screen.getByRole('link', { name: '7 clinics are out of sync' })).toHaveAttribute(
        'href',
        '/dashboard/monitor?tab=not-synced',
      );
      await user.click(pending);
      await waitFor(() => expect(currentUrl()).toBe('/dashboard/monitor?tab=pending-update'));
      expect(bell).toHaveAttribute('aria-expanded', 'false');
    });

    it('says when the counts could not be loaded, and Try again asks once more', async () => {
      const demo = serveMonitorCounts({ notSynced: 4, pendingUpdate: 4 });
      const pending = { monitor: 'pending-forced-update' };
      demo.db.setFaults({
        failures: [{ path: MONITOR_CALL, body: pending, status: 400, message: 'Monitor is down' }],
      });
      const asked = () => demo.bodies(MONITOR_CALL).map((body) => (body as { monitor: string }).monitor);
      const { user } = await renderShell(adminUser, '/dashboard/static', demo);
      const bell = within(header()).getByRole('button', { name: 'Notifications' });
      await user.click(bell);
      expect(await screen.findByText(/The counts could not be loaded\./)).toBeVisible();
      expect(screen.getByText('4 clinics are out of sync')).toBeVisible();
      expect(screen.getByText('– clinics are pending for app update')).toBeVisible();
      expect(bell).toHaveAccessibleName('Notifications');
      expect(asked()).toEqual(['clinics-not-synced', 'pending-forced-update']);

      demo.db.clearFaults();
      await user.click(within(header()).getByRole('button', { name: 'Try again' }));
      expect(await within(header()).findByRole('button', { name: 'Notifications, 8' })).toBe(bell);
      expect(screen.getByText('4 clinics are pending for app update')).toBeVisible();
      expect(screen.queryByText('The counts could not be loaded.', { exact: false })).toBeNull();
      expect(asked()).toEqual(['clinics-not-synced', 'pending-forced-update', 'pending-forced-update']);
    });

    it.each([
      ['customers', customerUser],
      ['doctors', doctorUser],
    ])('is not shown to %s, and nothing is asked', async (_who, user) => {
      const demo = serveDemoApi();
      await renderShell(user, '/dashboard/static', demo);
      expect(within(header()).queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
      // Long enough for a call the header might have started on mount to reach the demo API.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(demo.count('POST', MONITOR_CALL)).toBe(0);
    });
  });

  describe('profile', () => {
    it.each([
      ['administrator', adminUser, 'AR'],
      ['customer', customerUser, 'MI'],
      ['doctor', doctorUser, 'VS'],
    ])(
      "names the %s's button with the initials it shows first (WCAG 2.5.3 Label in Name)",
      async (_who, user, shown) => {
        await renderShell(user);
        const profile = within(header()).getByRole('button', { name: /account of/ });
        // What the button shows, and the name a speech user's command is matched against.
        expect(profile.textContent).toBe(shown);
        expect(profile).toHaveAccessibleName(`${shown}, account of ${user.first_name} ${user.last_name}`);
      },
    );

    it('greets with the first name and shows the role name', async () => {
      const { user } = await renderShell(doctorUser);
      await user.click(within(header()).getByRole('button', { name: 'VS, account of Vikram Shah' }));
      expect(screen.getByText('Hello, Vikram')).toBeVisible();
      expect(screen.getByText('Doctor', { selector: '.header-role' })).toBeVisible();
    });

    it('logs out: calls logout with the user id, clears all local storage, goes to /', async () => {
      const demo = serveDemoApi();
      window.localStorage.setItem(storageKeys.filterData, '{"age":"<18"}');
      window.localStorage.setItem('unrelated', 'x');
      const { user } = await renderShell(customerUser, '/dashboard/static', demo);
      await user.click(within(header()).getByRole('button', { name: 'MI, account of Meera Iyer' }));
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(currentUrl()).toBe('/'));
      expect(demo.bodies('/v3/login/logout')).toEqual([{ userId: customerUser.id }]);
      // The demo API ended the session: the token signs no one in any more.
      expect(demo.db.userForToken(`token-${customerUser.id}`)).toBeUndefined();
      expect(window.localStorage.length).toBe(0);
      expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    });

    it('only logs a failed logout and stays', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const demo = serveDemoApi();
      demo.db.setFaults({ failures: [{ path: '/v3/login/logout', status: 500, message: 'Nope' }] });
      const { user } = await renderShell(doctorUser, '/dashboard/export', demo);
      await user.click(within(header()).getByRole('button', { name: 'VS, account of Vikram Shah' }));
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('Nope')));
      expect(currentUrl()).toBe('/dashboard/export');
      expect(window.localStorage.getItem(storageKeys.token)).not.toBeNull();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('works with the keyboard: Enter opens a dropdown, Tab reaches Logout, Escape closes it', async () => {
    const { user } = await renderShell(doctorUser);
    const profile = within(header()).getByRole('button', { name: 'VS, account of Vikram Shah' });
    profile.focus();
    await user.keyboard('{Enter}');
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    expect(profile).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
