import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { defaultFilter } from '@/atoms/filter';
import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser, doctorUser } from '@tests/unit/session-fixtures';

const LIST = '/dashboard/manage/patients';
const CALL = '/v3/patient/filter';

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Patients' }))
    .getAllByRole('row')
    .slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const lastBody = (api: ReturnType<typeof serveDemoApi>) => api.bodies(CALL).at(-1);

describe('Patients', () => {
  it('lists a page of patients with their columns, newest screening first, every scope value sent', async () => {
    const demo = serveDemoApi();
    const filter = defaultFilter(null, 'patients');
    renderRoute({ url: LIST, demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Patient Id',
      'Name',
      'Age',
      'Gender',
      'Clinic',
      'Last screening',
    ]);
    const first = cellsOf(bodyRows()[0]!);
    expect(first[0]).toMatch(/^P-\d{6}$/);
    expect(first[3]).toMatch(/^(Male|Female)$/);
    expect(first[5]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(lastBody(demo)).toEqual({
      start_date: filter.start_date,
      end_date: filter.end_date,
      customer_id: null,
      country_id: null,
      state_id: null,
      district_id: null,
      location_id: null,
      clinic_id: null,
      age: null,
      gender: null,
      searchValue: null,
      page: 1,
      limit: 10,
    });
    expect(screen.getByText(/Total Patients/)).toHaveTextContent(/^Total Patients: [1-9]\d*$/);
    // The id links to the patient's details.
    const link = within(bodyRows()[0]!).getByRole('link', { name: first[0]! });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/\/dashboard\/manage\/patients\/patientDetails\?patient_id=\d+$/),
    );
  });

  it("says 'Never' for a patient never screened", async () => {
    const demo = serveDemoApi();
    // The seed screens everyone: one patient added today and never screened.
    const never = demo.db.patients[7]!;
    demo.db.screening.lastScreening.delete(never.id);
    never.created_at = demo.db.now().toISOString();
    const { user } = renderRoute({ url: LIST, demo });
    await user.type(await screen.findByRole('searchbox'), `${never.external_id}{Enter}`);
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[0]).toBe(never.external_id));
    expect(cellsOf(bodyRows()[0]!)[5]).toBe('Never');
  });

  it('searches by name, id or phone without writing the search into the URL; the page is in the URL', async () => {
    const demo = serveDemoApi();
    // Screened in the default month, so in the default date range.
    const recent = demo.db.now().getTime() - 20 * 86_400_000;
    const patient = demo.db.patients.find(
      (candidate) => Date.parse(demo.db.screening.lastScreening.get(candidate.id) ?? '') > recent,
    )!;
    const { user } = renderRoute({ url: `${LIST}?page=2&rows=20`, demo });
    await waitFor(() => expect(lastBody(demo)).toMatchObject({ page: 2, limit: 20 }));
    await user.type(await screen.findByRole('searchbox'), `${patient.phone}{Enter}`);
    await waitFor(() => expect(lastBody(demo)).toMatchObject({ searchValue: patient.phone, page: 1 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellsOf(bodyRows()[0]!)[0]).toBe(patient.external_id);
    expect(currentUrl()).toBe(`${LIST}?page=1&rows=20`);
    expect(window.location.href).not.toContain(patient.phone.replace('+', ''));
  });

  it('ignores a search typed into the address', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: `${LIST}?search=Neha&page=1&rows=10`, demo });
    await waitFor(() => expect(lastBody(demo)).toMatchObject({ searchValue: null }));
  });

  it('says Loading... until the first page is in', async () => {
    const demo = serveDemoApi();
    const held = demo.hold('POST', CALL);
    renderRoute({ url: LIST, demo });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('says so when nobody matches', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: LIST, demo });
    await user.type(await screen.findByRole('searchbox'), 'zzzz-nobody{Enter}');
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.getByText(/Total Patients/)).toHaveTextContent('Total Patients: 0');
  });

  it('shows a failed load with Try again, which loads the list', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ failures: [{ path: CALL, status: 400 }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: LIST, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('The patients could not be loaded.');
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
      'This screen needs POST /v3/patient/filter, which this server does not provide yet.',
    );
    warned.mockRestore();
  });

  it('sends the applied gender and age, shows them as chips, and narrows the rows', async () => {
    const demo = serveDemoApi();
    renderRoute({
      url: LIST,
      demo,
      filter: { ...defaultFilter(null, 'patients'), age: '40-60', gender: 'female' },
    });
    await waitFor(() => expect(lastBody(demo)).toMatchObject({ age: '40-60', gender: 'female' }));
    expect(screen.getByRole('button', { name: 'Remove Gender: Female' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Age: 40-60' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    for (const row of bodyRows()) {
      const cells = cellsOf(row);
      expect(cells[3]).toBe('Female');
      expect(Number(cells[2])).toBeGreaterThanOrEqual(40);
      expect(Number(cells[2])).toBeLessThanOrEqual(60);
    }
  });

  it("links Upload patients to the first clinic the user may use; a customer's list is their own", async () => {
    const demo = serveDemoApi();
    renderRoute({ url: LIST, user: customerUser, demo });
    const upload = await screen.findByRole('link', { name: 'Upload patients' });
    expect(upload).toHaveAttribute(
      'href',
      expect.stringMatching(/\/dashboard\/manage\/patient\/upload-patient\/\d+$/),
    );
    expect(demo.bodies('/v3/Clinic/filter').at(-1)).toMatchObject({ page: 1, limit: 1 });
    await waitFor(() => expect(lastBody(demo)).toMatchObject({ customer_id: customerUser.id }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });
});

describe('Patients for a doctor', () => {
  it('has no route: a doctor is not offered the list', () => {
    serveDemoApi();
    renderRoute({ url: LIST, user: doctorUser });
    expect(screen.queryByRole('heading', { level: 1, name: 'Patients' })).not.toBeInTheDocument();
  });
});
