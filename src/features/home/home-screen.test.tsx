import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { defaultFilter, type FilterData } from '@/atoms/filter';
import { deriveCampName } from '@/lib/camp-name';
import { formatDisplayDate } from '@/lib/dates';
import { filterSummary } from '@/generated/api/summary/summary';
import type { ScreeningScope } from '@/generated/model';

import { type DemoDb, serveDemoApi } from '@tests/unit/demo-api';
import { fleetHealth } from '@tests/unit/demo-data';
import { collectToasts, renderScreen } from '@tests/unit/harness';
import { adminUser, customerUser } from '@tests/unit/session-fixtures';

import { HomeScreen } from './home-screen';

const HOME = '/dashboard/static';
/** The demo API seeds its data on the first call; a busy machine may need more than the default second. */
const LOADED = { timeout: 5_000 };

const renderHome = (user = adminUser, filter: FilterData | null = null) =>
  renderScreen(<HomeScreen title="Dashboard" />, { url: HOME, user, filter });

const card = (label: string) => screen.getByRole('listitem', { name: label });

/** The card's figure once it has loaded. */
const figureOf = async (label: string): Promise<string> => {
  await waitFor(() => expect(card(label)).not.toHaveAttribute('aria-busy'), LOADED);
  return within(card(label)).getByText(/^\d+$/).textContent ?? '';
};

const seeded = (db: DemoDb, ownerId?: number) => {
  const own = <T extends { user_id: number }>(rows: T[]) =>
    ownerId === undefined ? rows : rows.filter((row) => row.user_id === ownerId);
  const liveClinics = db.clinics.filter((clinic) => clinic.status);
  const health = fleetHealth(db);
  return {
    active: own(db.camps).filter((camp) => camp.status).length,
    inactive: own(db.camps).filter((camp) => !camp.status).length,
    clinics: own(db.clinics).length,
    notSynced: liveClinics.filter((clinic) => health.outOfSync.has(clinic.id)).length,
    pending: liveClinics.filter((clinic) => health.pendingUpdate.has(clinic.id)).length,
    customers: db.customers.filter((customer) => customer.status).length,
  };
};

describe('Dashboard home', () => {
  it("shows an administrator's six figures from the demo API, each linking to its rows", async () => {
    const expected = seeded(serveDemoApi().db);
    renderHome();
    expect(await figureOf('Active camps')).toBe(String(expected.active));
    expect(await figureOf('Inactive camps')).toBe(String(expected.inactive));
    expect(await figureOf('Clinics')).toBe(String(expected.clinics));
    expect(await figureOf('Clinics out of sync')).toBe(String(expected.notSynced));
    expect(await figureOf('Pending app update')).toBe(String(expected.pending));
    expect(await figureOf('Customers')).toBe(String(expected.customers));

    const links = Object.fromEntries(
      within(screen.getByRole('list', { name: 'Figures' }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toEqual({
      'Active camps': '/dashboard/manage/camp?status=active',
      'Inactive camps': '/dashboard/manage/camp?status=inactive',
      Clinics: '/dashboard/manage/clinic',
      'Clinics out of sync': '/dashboard/monitor?tab=not-synced',
      'Pending app update': '/dashboard/monitor?tab=pending-update',
      Customers: '/dashboard/manage/customer',
      'Patients screened': '/dashboard/summary',
      'Abnormal results': '/dashboard/summary',
    });
  });

  it('lists the five newest active camps with the camps list’s names, dates and links', async () => {
    const db = serveDemoApi().db;
    renderHome();
    const newest = db.camps
      .filter((camp) => camp.status)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, 5);
    const table = screen.getByRole('table', { name: 'Latest camps' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6), LOADED);
    const names = within(table).getAllByRole('link');
    expect(names.map((link) => link.getAttribute('href'))).toEqual(
      newest.map((camp) => `/dashboard/manage/camp/info?camp_id=${camp.id}`),
    );
    const first = newest[0]!;
    const customer = db.customer(first.user_id)!;
    expect(names[0]).toHaveTextContent(
      deriveCampName(customer.first_name, db.location(first.location_id)!.name, first.start_date),
    );
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(formatDisplayDate(first.end_date));
    expect(screen.getByRole('link', { name: 'All camps' })).toHaveAttribute('href', '/dashboard/manage/camp');
  });

  it('shows a customer only their own camps and clinics, and no monitor or customer figure', async () => {
    const api = serveDemoApi();
    const db = api.db;
    const expected = seeded(db, customerUser.id);
    // Other customers' camps exist, so an unscoped call would give more.
    expect(seeded(db).active).toBeGreaterThan(expected.active);
    renderHome(customerUser);
    expect(await figureOf('Active camps')).toBe(String(expected.active));
    expect(await figureOf('Inactive camps')).toBe(String(expected.inactive));
    expect(await figureOf('Clinics')).toBe(String(expected.clinics));
    expect(within(card('Clinics')).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/manage/customerclinic',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-labelledby'))).toHaveLength(
      5,
    );
    expect(screen.queryByText('Clinics out of sync')).not.toBeInTheDocument();
    expect(screen.queryByText('Customers')).not.toBeInTheDocument();
    const latest = within(screen.getByRole('table', { name: 'Latest camps' }));
    await waitFor(() => expect(latest.getAllByRole('link').length).toBeGreaterThan(0), LOADED);
    expect(latest.getAllByRole('link').every((link) => link.textContent.startsWith('Camp_Meera_'))).toBe(
      true,
    );
    expect([...api.bodies('/v3/clinic/filter'), ...api.bodies('/v3/customer/filter')]).toEqual([]);
  });

  it('shows each figure loading on its own', async () => {
    // The customers call never answers.
    serveDemoApi().hold('POST', '/v3/customer/filter');
    renderHome();
    expect(await figureOf('Active camps')).toMatch(/^\d+$/);
    expect(card('Customers')).toHaveAttribute('aria-busy', 'true');
    expect(within(card('Customers')).getByText('Loading')).toBeInTheDocument();
  });

  it('shows a failed figure with Try again, keeps the others, and raises no toast', async () => {
    const { db } = serveDemoApi();
    const expected = seeded(db);
    // The Clinics figure's call; the monitor figures ask /v3/clinic/filter, another path.
    db.setFaults({ failures: [{ path: '/v3/Clinic/filter', status: 400, message: 'Clinic store offline' }] });
    const { user } = renderHome();
    const toasts = collectToasts();
    expect(await within(card('Clinics')).findByRole('alert')).toHaveTextContent('Could not be loaded.');
    expect(await figureOf('Active camps')).toBe(String(expected.active));
    expect(toasts).toEqual([]);
    db.clearFaults();
    await user.click(within(card('Clinics')).getByRole('button', { name: 'Try again' }));
    expect(await figureOf('Clinics')).toBe(String(expected.clinics));
    expect(within(card('Clinics')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the latest camps could not be loaded, and Try again loads them', async () => {
    const { db } = serveDemoApi();
    // The active camps (the latest five and their count) fail; the inactive count does not.
    db.setFaults({
      failures: [
        {
          path: '/v3/camp-system/filter',
          body: { status: true },
          status: 400,
          message: 'Camp store offline',
        },
      ],
    });
    const { user } = renderHome();
    const table = screen.getByRole('table', { name: 'Latest camps' });
    expect(await within(table).findByRole('alert')).toHaveTextContent(
      'The latest camps could not be loaded.',
    );
    expect(within(card('Active camps')).getByRole('alert')).toBeInTheDocument();
    db.clearFaults();
    await user.click(within(table).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(5));
  });

  it("shows 0 and 'No data found' when there are no camps", async () => {
    const { db } = serveDemoApi();
    db.camps.splice(0);
    renderHome();
    expect(await figureOf('Active camps')).toBe('0');
    expect(await figureOf('Inactive camps')).toBe('0');
    expect(
      await within(screen.getByRole('table', { name: 'Latest camps' })).findByText('No data found'),
    ).toBeInTheDocument();
  });

  it('counts within the applied filter, shows it as chips, and counts again when a chip is removed', async () => {
    const api = serveDemoApi();
    const { db } = api;
    const india = db.countries.find((country) => country.name === 'India')!;
    const inIndia = (locationId: number) => db.locationPath(locationId)?.country?.id === india.id;
    const filter = { ...defaultFilter(adminUser, 'static'), country: { id: india.id, name: india.name } };
    const activeIn = db.camps.filter((camp) => camp.status && inIndia(camp.location_id)).length;
    expect(activeIn).toBeLessThan(seeded(db).active);
    const { user } = renderHome(adminUser, filter);
    expect(await figureOf('Active camps')).toBe(String(activeIn));
    expect(api.bodies('/v3/camp-system/filter')).toContainEqual(
      expect.objectContaining({ status: true, country_id: india.id }),
    );
    const bar = screen.getByRole('region', { name: 'Applied filter' });
    await user.click(within(bar).getByRole('button', { name: 'Remove Country: India' }));
    await waitFor(() => expect(card('Active camps')).toHaveTextContent(String(seeded(db).active)), LOADED);
    expect(screen.queryByRole('region', { name: 'Applied filter' })).not.toBeInTheDocument();
  });

  it("shows Patients screened and Abnormal results in the home's date range, linking to the Summary", async () => {
    const api = serveDemoApi();
    renderHome(customerUser);
    const patients = await figureOf('Patients screened');
    const [body] = api.bodies('/v3/summary/filter');
    // The home's filter (requirements 9: a customer's home defaults to a year) and the customer's own id.
    const filter = defaultFilter(customerUser, 'static');
    expect(body).toMatchObject({
      customer_id: customerUser.id,
      start_date: filter.start_date,
      end_date: filter.end_date,
    });
    const expected = await filterSummary(body as ScreeningScope);
    expect(patients).toBe(String(expected.patients));
    expect(await figureOf('Abnormal results')).toBe(String(expected.abnormal));
    expect(within(card('Patients screened')).getByRole('link')).toHaveAttribute('href', '/dashboard/summary');
    expect(within(card('Abnormal results')).getByRole('link')).toHaveAttribute('href', '/dashboard/summary');
  });

  it('shows the screening cards loading and failing on their own, with Try again', async () => {
    const api = serveDemoApi();
    const held = api.hold('POST', '/v3/summary/filter');
    const { user } = renderHome();
    expect(await figureOf('Active camps')).toMatch(/^\d+$/);
    expect(card('Patients screened')).toHaveAttribute('aria-busy', 'true');
    api.db.setFaults({ failures: [{ path: '/v3/summary/filter', status: 400, message: 'Summary offline' }] });
    held.release();
    expect(await within(card('Abnormal results')).findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Could not be loaded.',
    );
    api.db.clearFaults();
    await user.click(within(card('Patients screened')).getByRole('button', { name: 'Try again' }));
    expect(await figureOf('Abnormal results')).toMatch(/^\d+$/);
  });
});
