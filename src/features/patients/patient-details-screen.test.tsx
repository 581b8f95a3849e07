import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { adminUser, customerUser, doctorUser } from '@tests/unit/session-fixtures';

import { FAILED_LABELS } from '@/lib/result-outcome';

// chart.js needs a canvas jsdom lacks; the browser test draws the real one (tests/e2e/patients.e2e.test.ts).
vi.mock('primereact/chart', () => ({
  Chart: ({ type, data }: { type: string; data: { datasets: { label: string; data: unknown[] }[] } }) => (
    <canvas
      data-testid="chart"
      data-type={type}
      data-sets={data.datasets.map((set) => set.label).join('|')}
    />
  ),
}));

const DETAILS = '/dashboard/manage/patients/patientDetails';
const SESSIONS = '/v3/screening-session/filter';
const detailsOf = (id: number | string) => `${DETAILS}?patient_id=${id}`;

type Demo = ReturnType<typeof serveDemoApi>;

/** A patient with a failed recording and an abnormal finding in their sessions. */
const mixedPatient = (demo: Demo) => {
  const { sessionsByPatient, resultsBySession } = demo.db.screening;
  const patient = demo.db.patients.find((candidate) => {
    const results = (sessionsByPatient.get(candidate.id) ?? []).flatMap(
      (session) => resultsBySession.get(session.id) ?? [],
    );
    return (
      results.some((result) => FAILED_LABELS.includes(result.label)) &&
      results.some((result) => result.label === 'High') &&
      candidate.customer_id !== customerUser.id
    );
  })!;
  return patient;
};

const summary = () =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent] as const),
  );

describe('Patient Details', () => {
  it('shows the demographics, the sessions newest first with ranges, labels and marks, and the trend', async () => {
    const demo = serveDemoApi();
    const patient = mixedPatient(demo);
    renderRoute({ url: detailsOf(patient.id), demo });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Patient: ${patient.first_name} ${patient.last_name}`,
      }),
    ).toBeInTheDocument();
    expect(summary()).toMatchObject({
      'Patient Id': patient.external_id,
      Phone: patient.phone,
      Gender: patient.gender === 'male' ? 'Male' : 'Female',
    });
    const sessions = demo.db.screening.sessionsByPatient.get(patient.id)!;
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(Math.min(sessions.length, 5));
    expect(
      screen.getByText(`Showing ${cards.length} of ${sessions.length} sessions, newest first.`),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Failed recording').length).toBeGreaterThan(0);
    const failedRow = screen.getAllByText('Failed recording')[0]!.closest('tr')!;
    expect(failedRow).toHaveAttribute('data-outcome', 'failed');
    expect(within(failedRow).queryByText('Abnormal')).not.toBeInTheDocument();
    // In a session's card: the trend's table (drawn as soon, asked with the sessions) has no marks.
    const sessionList = screen.getByRole('region', { name: 'Screening sessions' });
    const highRow = within(sessionList).getAllByText('High')[0]!.closest('tr')!;
    expect(within(highRow).getByText('Abnormal')).toBeInTheDocument();
    // The range that applied, open bounds in words.
    expect(
      within(cards[0]!)
        .getAllByRole('cell')
        .some((cell) => / to | and above|below /.test(cell.textContent)),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/dashboard/manage/patients/patientDetails/${patient.id}/edit`,
    );
    expect(demo.bodies(SESSIONS)[0]).toEqual({ patient_id: patient.id, page: 1, limit: 5 });

    const trend = await screen.findByRole('region', { name: 'Trend' });
    expect(await within(trend).findByTestId('chart')).toHaveAttribute('data-type', 'line');
    expect(within(trend).getByTestId('chart').getAttribute('data-sets')).toContain('Normal range');
    const table = within(trend).getByRole('table');
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('asks for the sessions and the trend with the patient, not after it, each once', async () => {
    const demo = serveDemoApi();
    const patient = mixedPatient(demo);
    const held = demo.hold('GET', `/v3/patient/${patient.id}`);
    renderRoute({ url: detailsOf(patient.id), demo });
    // While the patient's own call is held, the sessions are asked, then their first test's trend.
    await waitFor(() => expect(demo.count('POST', '/v3/result/filter')).toBe(1));
    expect(demo.count('POST', SESSIONS)).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Screening sessions' })).not.toBeInTheDocument();
    held.release();
    const trend = await screen.findByRole('region', { name: 'Trend' });
    expect(await within(trend).findByTestId('chart')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(demo.count('POST', SESSIONS)).toBe(1);
    expect(demo.count('POST', '/v3/result/filter')).toBe(1);
    const select = within(trend).getByRole('combobox', { name: 'Test' });
    expect(demo.bodies('/v3/result/filter')[0]).toEqual({
      patient_id: patient.id,
      test_type_id: Number((select as HTMLSelectElement).value),
      start_date: null,
      page: 1,
      limit: 500,
    });
  });

  it('shows the patient while the sessions still load', async () => {
    const demo = serveDemoApi();
    const patient = mixedPatient(demo);
    const held = demo.hold('POST', SESSIONS);
    renderRoute({ url: detailsOf(patient.id), demo });
    expect(await screen.findByRole('heading', { level: 1, name: /^Patient: / })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Screening sessions' })).getByText('Loading...'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    held.release();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('asks for no sessions on the Access tab', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: `${detailsOf(1)}&tab=access`, demo });
    expect(await screen.findByRole('heading', { level: 1, name: /^Patient: / })).toBeInTheDocument();
    expect(demo.count('POST', SESSIONS)).toBe(0);
  });

  it('draws another test and another period when picked', async () => {
    const demo = serveDemoApi();
    const patient = mixedPatient(demo);
    const { user } = renderRoute({ url: detailsOf(patient.id), demo });
    const trend = await screen.findByRole('region', { name: 'Trend' });
    const select = await within(trend).findByRole('combobox', { name: 'Test' });
    const options = within(select).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    await user.selectOptions(select, options[1]!);
    await waitFor(() =>
      expect(demo.bodies('/v3/result/filter').at(-1)).toMatchObject({
        patient_id: patient.id,
        test_type_id: Number(options[1]!.getAttribute('value')),
        start_date: null,
        limit: 500,
      }),
    );
    await user.click(within(trend).getByRole('radio', { name: '1 month' }));
    await waitFor(() =>
      expect((demo.bodies('/v3/result/filter').at(-1) as { start_date: unknown }).start_date).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      ),
    );
  });

  it('shows older sessions 5 at a time', async () => {
    const demo = serveDemoApi();
    const patient = mixedPatient(demo);
    const { sessionsByPatient } = demo.db.screening;
    const own = sessionsByPatient.get(patient.id)!;
    const oldest = own.at(-1)!;
    const older = Array.from({ length: 12 - own.length }, (_, index) => ({
      ...oldest,
      id: 900_000 + index,
      started_at: new Date(Date.parse(oldest.started_at) - (index + 1) * 86_400_000).toISOString(),
    }));
    sessionsByPatient.set(patient.id, [...own, ...older]);
    const total = own.length + older.length;
    const { user } = renderRoute({ url: detailsOf(patient.id), demo });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Show older sessions' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Show older sessions' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(total));
    expect(screen.queryByRole('button', { name: 'Show older sessions' })).not.toBeInTheDocument();
  });

  it('prints with the browser', async () => {
    const demo = serveDemoApi();
    const printed = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: detailsOf(1), demo });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(printed).toHaveBeenCalledTimes(1);
    printed.mockRestore();
  });

  it('says Loading... while the patient loads', async () => {
    const demo = serveDemoApi();
    const held = demo.hold('GET', '/v3/patient/1');
    renderRoute({ url: detailsOf(1), demo });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: /^Patient: / })).toBeInTheDocument();
  });

  it.each([
    ['', 'No patient was chosen: open a patient from the Patients list.'],
    ['abc', "'abc' is not a patient id: an id is a whole number from 1."],
    ['0', "'0' is not a patient id: an id is a whole number from 1."],
  ])('says what is wrong with the patient_id %j, and calls nothing', async (raw, text) => {
    const demo = serveDemoApi();
    renderRoute({ url: raw === '' ? DETAILS : detailsOf(raw), demo });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(demo.count('GET', `/v3/patient/${raw}`)).toBe(0);
  });

  it('says an unknown patient was not found', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: detailsOf(999_999), demo });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No patient with ID 999999 was found. It may have been removed.',
    );
  });

  it("refuses another customer's patient with the server's words, never the data", async () => {
    const demo = serveDemoApi();
    const foreign = demo.db.patients.find((patient) => patient.customer_id !== customerUser.id)!;
    renderRoute({ url: detailsOf(foreign.id), user: customerUser, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('This patient is not one of yours.');
    expect(screen.queryByText(foreign.external_id)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Screening sessions' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ failures: [{ path: '/v3/patient/1', status: 400 }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: detailsOf(1), demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
    logged.mockRestore();
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Patient: / })).toBeInTheDocument();
  });

  it('shows failed sessions with Try again, and the patient still', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ failures: [{ path: SESSIONS, status: 400 }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: detailsOf(1), demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('The screening sessions could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: /^Patient: / })).toBeInTheDocument();
    logged.mockRestore();
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it('says so when the patient has no sessions, and draws no trend', async () => {
    const demo = serveDemoApi();
    demo.db.screening.sessionsByPatient.set(1, []);
    renderRoute({ url: detailsOf(1), demo });
    expect(await screen.findByText('No screening sessions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trend' })).not.toBeInTheDocument();
  });

  it('says which call is missing on a server without it', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute({ url: detailsOf(1), demo });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screen needs GET /v3/patient/{id}, which this server does not provide yet.',
    );
    warned.mockRestore();
  });

  it("shows administrators whose role includes the Audit trail an Access tab: this patient's reads and changes", async () => {
    const demo = serveDemoApi({ now: new Date('2026-06-01T10:00:00.000Z') });
    const { user } = renderRoute({ url: detailsOf(1), demo });
    expect(await screen.findByRole('heading', { level: 1, name: /^Patient: / })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Access' }));
    expect(currentUrl()).toContain('tab=access');
    const table = await screen.findByRole('table', { name: 'Who read or changed this record' });
    // The reads this page just made come first (its record, its sessions, its results): who, when, what.
    const read = (await within(table).findAllByText("Read patient 1's record"))[0]!.closest('tr')!;
    expect(read).toHaveTextContent('Asha Rao');
    expect(read).toHaveTextContent('01-06-2026 10:00');
    const own = demo.db.patients.find((patient) => patient.customer_id === customerUser.id)!;
    cleanup();
    renderRoute({ url: detailsOf(own.id), user: customerUser, demo });
    expect(await screen.findByRole('heading', { level: 1, name: /^Patient: / })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Access' })).not.toBeInTheDocument();
    cleanup();
    const clerk = {
      ...adminUser,
      role: { id: 4, name: 'Records Clerk', permissions: ['patients' as const] },
    };
    renderRoute({ url: detailsOf(1), user: clerk, demo });
    expect(await screen.findByRole('heading', { level: 1, name: /^Patient: / })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Access' })).not.toBeInTheDocument();
  });

  it('offers a doctor no Edit and no Back to a list they do not have, but Print', async () => {
    const demo = serveDemoApi();
    // docs/telemedicine.md: a doctor reads the patients they have consulted.
    const consulted = demo.db.telemedicine.consultations.find(
      (c) => c.doctor_id === doctorUser.id && c.status !== 'requested',
    )!;
    renderRoute({ url: detailsOf(consulted.patient_id), user: doctorUser, demo });
    expect(await screen.findByRole('heading', { level: 1, name: /^Patient: / })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Patients' })).not.toBeInTheDocument();
  });

  it('refuses a doctor a patient they have not consulted (403), never showing the data', async () => {
    const demo = serveDemoApi();
    const consulted = new Set(
      demo.db.telemedicine.consultations
        .filter((c) => c.doctor_id === doctorUser.id && c.status !== 'requested')
        .map((c) => c.patient_id),
    );
    const stranger = demo.db.patients.find((patient) => !consulted.has(patient.id))!;
    renderRoute({ url: detailsOf(stranger.id), user: doctorUser, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('This patient is not one of yours.');
    expect(screen.queryByText(stranger.phone)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Demographics' })).not.toBeInTheDocument();
  });
});
