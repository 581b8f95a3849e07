import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

const LIST = '/dashboard/manage/doctor';
const CALL = '/v3/doctor/filter';

const table = () => screen.getByRole('table', { name: 'Doctors' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Doctors', () => {
  it('lists a page of doctors with their clinics, counts and customer, for an administrator', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: LIST, demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Doctors' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Name',
      'Qualification',
      'Specialisation',
      'Registration no.',
      'Customer',
      'Clinics',
      'Consultations (total / completed / open)',
      'Status',
    ]);
    expect(demo.bodies(CALL).at(-1)).toEqual({ searchValue: null, status: true, page: 1, limit: 10 });
    const active = demo.db.doctors.filter((doctor) => doctor.status).length;
    expect(screen.getByText(/Total Doctors/)).toHaveTextContent(`Total Doctors: ${active}`);
    const cells = cellsOf(bodyRows()[0]!);
    expect(cells[0]).toMatch(/^Dr /);
    expect(cells[6]).toMatch(/^\d+ \/ \d+ \/ \d+$/);
    expect(cells[7]).toBe('Active');
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/dashboard\/manage\/doctor\/views\/\d+$/),
    );
    expect(screen.getByRole('link', { name: 'Create Doctor' })).toHaveAttribute(
      'href',
      '/dashboard/manage/doctor/create',
    );
  });

  it("shows the demo doctor's clinics by name and his consultation counts", async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: LIST, demo });
    await user.type(await screen.findByRole('searchbox'), 'Vikram{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const cells = cellsOf(bodyRows()[0]!);
    expect(cells[0]).toBe('Dr Vikram Shah');
    // Four clinics: their count, not four names.
    expect(cells[5]).toBe('4 clinics');
    expect(currentUrl()).toContain('search=Vikram');
  });

  it('searches by registration number, e-mail and phone', async () => {
    const demo = serveDemoApi();
    const doctor = demo.db.doctors[10]!;
    const { user } = renderRoute({ url: LIST, demo });
    const box = await screen.findByRole('searchbox');
    await user.type(box, `${doctor.registration_number}{Enter}`);
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[3]).toBe(doctor.registration_number));
    await user.clear(box);
    await user.type(box, `${doctor.email}{Enter}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellsOf(bodyRows()[0]!)[0]).toBe(`Dr ${doctor.first_name} ${doctor.last_name}`);
    expect(demo.bodies(CALL).at(-1)).toMatchObject({ searchValue: doctor.email, page: 1 });
  });

  it('gives a customer their own doctors only, without a Customer column', async () => {
    const demo = serveDemoApi();
    const own = demo.db.doctors.filter((doctor) => doctor.customer_id === customerUser.id && doctor.status);
    renderRoute({ url: `${LIST}?rows=20`, user: customerUser, demo });
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(20, own.length)));
    expect(screen.getByText(/Total Doctors/)).toHaveTextContent(`Total Doctors: ${own.length}`);
    expect(within(table()).queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    const names = new Set(own.map((doctor) => `Dr ${doctor.first_name} ${doctor.last_name}`));
    for (const row of bodyRows()) expect(names.has(cellsOf(row)[0]!)).toBe(true);
  });

  it('shows the inactive doctors on the Inactive filter', async () => {
    const demo = serveDemoApi();
    demo.db.doctors[5]!.status = false;
    const inactive = demo.db.doctors.filter((doctor) => !doctor.status).length;
    const { user } = renderRoute({ url: LIST, demo });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, inactive)));
    for (const row of bodyRows()) expect(cellsOf(row)[7]).toBe('Inactive');
    expect(currentUrl()).toContain('status=inactive');
  });

  it('says No data found when nothing matches', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: LIST, demo });
    await user.type(await screen.findByRole('searchbox'), 'zzzz-nobody{Enter}');
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('says Loading... while the first page loads', async () => {
    const demo = serveDemoApi();
    const held = demo.hold('POST', CALL);
    renderRoute({ url: LIST, demo });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('shows a failed load with Try again', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ failures: [{ path: CALL, status: 400 }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: LIST, demo });
    expect(await screen.findByText('The doctors could not be loaded.')).toBeInTheDocument();
    logged.mockRestore();
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('says which call is missing on a server without it', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute({ url: LIST, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screen needs POST /v3/doctor/filter, which this server does not provide yet.',
    );
    warned.mockRestore();
  });
});
