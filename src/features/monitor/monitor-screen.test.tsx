import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ADMIN_ONLY_TEXT } from '@/components/admin-only';
import type { ClinicMonitorFilterRequest } from '@/generated/model';

import { type DemoDb, serveDemoApi } from '@tests/unit/demo-api';
import { fleetHealth, setMonitorCounts } from '@tests/unit/demo-data';
import { currentUrl, renderScreen } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

import { MonitorScreen } from './monitor-screen';

const MONITOR = '/dashboard/monitor';
const LOADED = { timeout: 5_000 };

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, 'en') || a.id - b.id;

/** The seeded clinics of a monitor, in the demo API's order (by name). */
const monitored = (db: DemoDb, monitor: 'not-synced' | 'pending-update') => {
  const health = fleetHealth(db);
  const flagged = monitor === 'not-synced' ? health.outOfSync : health.pendingUpdate;
  return db.clinics.filter((clinic) => clinic.status && flagged.has(clinic.id)).sort(byName);
};

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const MONITOR_CALL = '/v3/clinic/filter';

describe('Monitor', () => {
  it('lists the clinics not synced, ten a page, with only the fields the call returns', async () => {
    const db = serveDemoApi().db;
    const expected = monitored(db, 'not-synced');
    expect(expected.length).toBeGreaterThan(10);
    renderScreen(<MonitorScreen />, { url: MONITOR });
    const table = await screen.findByRole('table', { name: 'Clinics not synced' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10), LOADED);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Clinic Id', 'Clinic Name', 'Location Id']);
    const first = expected[0]!;
    expect(cellsOf(rowsOf(table)[0]!)).toEqual([String(first.id), first.name, String(first.location_id)]);
    expect(tab(/Clinics not synced/)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(tab(/Clinics not synced/)).toHaveTextContent(String(expected.length)), LOADED);
    await waitFor(
      () =>
        expect(tab(/Pending app update/)).toHaveTextContent(String(monitored(db, 'pending-update').length)),
      LOADED,
    );
    expect(currentUrl()).toBe(MONITOR);
  });

  it('keeps tab, page and rows in the URL and asks for that page', async () => {
    const api = serveDemoApi();
    const db = api.db;
    const pending = monitored(db, 'pending-update');
    const { user } = renderScreen(<MonitorScreen />, {
      url: `${MONITOR}?tab=pending-update&page=2&rows=5`,
    });
    const table = await screen.findByRole('table', { name: 'Pending app update' });
    await waitFor(() => expect(cellsOf(rowsOf(table)[0]!)[1]).toBe(pending[5]!.name), LOADED);
    expect(api.bodies(MONITOR_CALL)).toContainEqual({
      status: true,
      page: 2,
      limit: 5,
      monitor: 'pending-forced-update',
    });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentUrl()).toBe(`${MONITOR}?tab=pending-update&page=3&rows=5`));
    await waitFor(() => expect(cellsOf(rowsOf(table)[0]!)[1]).toBe(pending[10]!.name), LOADED);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    await waitFor(() => expect(currentUrl()).toBe(`${MONITOR}?tab=pending-update&page=1&rows=20`));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(Math.min(20, pending.length)), LOADED);

    await user.click(tab(/Clinics not synced/));
    await waitFor(() => expect(currentUrl()).toBe(`${MONITOR}?tab=not-synced&page=1&rows=20`));
    const notSynced = await screen.findByRole('table', { name: 'Clinics not synced' });
    await waitFor(
      () => expect(cellsOf(rowsOf(notSynced)[0]!)[1]).toBe(monitored(db, 'not-synced')[0]!.name),
      LOADED,
    );
  });

  it('moves between the tabs with the arrow keys', async () => {
    serveDemoApi();
    const { user } = renderScreen(<MonitorScreen />, { url: MONITOR });
    await screen.findByRole('table', { name: 'Clinics not synced' });
    tab(/Clinics not synced/).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentUrl()).toBe(`${MONITOR}?tab=pending-update&page=1&rows=10`));
    expect(tab(/Pending app update/)).toHaveFocus();
    expect(tab(/Pending app update/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    await waitFor(() => expect(tab(/Clinics not synced/)).toHaveAttribute('aria-selected', 'true'));
  });

  it('falls back to the first tab, page 1 and 10 rows for nonsense in the URL', async () => {
    const api = serveDemoApi();
    renderScreen(<MonitorScreen />, { url: `${MONITOR}?tab=nope&page=-3&rows=7` });
    const table = await screen.findByRole('table', { name: 'Clinics not synced' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10), LOADED);
    expect(api.bodies(MONITOR_CALL)).toContainEqual(expect.objectContaining({ page: 1, limit: 10 }));
    expect(api.bodies(MONITOR_CALL).every((body) => (body as ClinicMonitorFilterRequest).page === 1)).toBe(
      true,
    );
  });

  it('moves a page past the end to the last page', async () => {
    const db = serveDemoApi().db;
    const lastPage = Math.ceil(monitored(db, 'not-synced').length / 10);
    renderScreen(<MonitorScreen />, { url: `${MONITOR}?tab=not-synced&page=99&rows=10` });
    await waitFor(
      () => expect(currentUrl()).toBe(`${MONITOR}?tab=not-synced&page=${lastPage}&rows=10`),
      LOADED,
    );
  });

  it('shows Loading... while the first page is on its way', async () => {
    // The monitor calls never answer.
    serveDemoApi().hold('POST', MONITOR_CALL);
    renderScreen(<MonitorScreen />, { url: MONITOR });
    const table = await screen.findByRole('table', { name: 'Clinics not synced' });
    expect(within(table).getByText('Loading...')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'true');
  });

  it("shows 'No data found' and a zero total when no clinic is pending", async () => {
    setMonitorCounts(serveDemoApi().db, { notSynced: 0, pendingUpdate: 0 });
    renderScreen(<MonitorScreen />, { url: `${MONITOR}?tab=pending-update` });
    const table = await screen.findByRole('table', { name: 'Pending app update' });
    expect(await within(table).findByText('No data found', {}, LOADED)).toBeInTheDocument();
    expect(tab(/Pending app update/)).toHaveTextContent('0');
  });

  it('shows a failed load in the table, and Try again loads it', async () => {
    const { db } = serveDemoApi();
    db.setFaults({ failures: [{ path: MONITOR_CALL, status: 400, message: 'Monitor offline' }] });
    const { user } = renderScreen(<MonitorScreen />, { url: MONITOR });
    const table = await screen.findByRole('table', { name: 'Clinics not synced' });
    expect(await within(table).findByRole('alert', {}, LOADED)).toHaveTextContent(
      'The clinics could not be loaded.',
    );
    db.clearFaults();
    await user.click(within(table).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10), LOADED);
  });

  it('tells a customer it is for administrators, inside the screen, and asks nothing', async () => {
    const api = serveDemoApi();
    renderScreen(<MonitorScreen />, { url: MONITOR, user: customerUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Monitor' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_ONLY_TEXT);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.bodies(MONITOR_CALL)).toEqual([]);
  });
});
