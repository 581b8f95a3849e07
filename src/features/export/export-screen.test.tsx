import { screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { defaultFilter, type FilterData } from '@/atoms/filter';
import type { User } from '@/generated/model';
import { todayUtc, toApiDate } from '@/lib/dates';

import { serveDemoApi } from '@tests/unit/demo-api';
import { renderScreen } from '@tests/unit/harness';
import { adminUser, doctorUser, supportAgent } from '@tests/unit/session-fixtures';

import { ExportScreen } from './index';

const URL_PATH = '/dashboard/export';
/** The seeded support agent (role 4), given Export only for the test. */
const exportOnlyUser: User = { ...supportAgent, role: { ...supportAgent.role, permissions: ['export'] } };
const PATIENTS_CALL = '/v3/patient/filter';
const CONSULTATIONS_CALL = '/v3/consultation/filter';
const FORMULA = '=HYPERLINK("http://x")';

let downloads: Blob[] = [];
beforeEach(() => {
  downloads = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      downloads.push(blob);
      return 'blob:export';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const card = (name: string) => screen.getByRole('region', { name });
const readyCount = async (name: string): Promise<number> => {
  const line = await within(card(name)).findByText(/rows? (in the current filter|to export)/);
  return Number(line.textContent.replace(/,/g, '').match(/\d+/)![0]);
};
const textOf = (blob: Blob): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob);
  });
const csvRows = async (blob: Blob) => Papa.parse<string[]>(await textOf(blob), { skipEmptyLines: true }).data;

/** The last year: more than one page (500) of patients. */
const yearOf = (user: User): FilterData => ({
  ...defaultFilter(user, null),
  start_date: toApiDate(todayUtc().subtract(364, 'day')),
});

const render = (user = adminUser, demo = serveDemoApi()) => {
  const harness = renderScreen(<ExportScreen title="Export" />, {
    url: URL_PATH,
    user,
    demo,
    filter: yearOf(user),
  });
  return { ...harness, demo };
};

describe('the Export screen', () => {
  it('counts each export first, then shows how many rows it will have, with the filter chips', async () => {
    const demo = serveDemoApi();
    const hold = demo.hold('POST', PATIENTS_CALL);
    renderScreen(<ExportScreen title="Export" />, { url: URL_PATH, demo, filter: yearOf(adminUser) });
    expect(await within(card('Patients')).findByRole('status')).toHaveTextContent('Counting patients');
    expect(screen.getByRole('region', { name: 'Applied filter' })).toBeInTheDocument();
    hold.release();
    expect(await readyCount('Patients')).toBeGreaterThan(500);
    expect(await readyCount('Results')).toBeGreaterThan(0);
    expect(within(card('Patients')).getByRole('button', { name: 'Export patients' })).toBeEnabled();
  });

  it('streams the patients page by page into one CSV, header first, every row once', async () => {
    const { user, demo } = render();
    const total = await readyCount('Patients');
    await user.click(screen.getByRole('button', { name: 'Export patients' }));
    expect(
      await within(card('Patients')).findByText(/Downloaded patients-\d{4}-\d{2}-\d{2}\.csv/),
    ).toHaveTextContent(`${total.toLocaleString('en')} rows`);
    const rows = await csvRows(downloads[0]!);
    expect(rows[0]).toEqual(expect.arrayContaining(['Patient ID', 'First name', 'Clinic']));
    expect(rows).toHaveLength(total + 1);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(total);
    const pages = demo.bodies(PATIENTS_CALL).filter((body) => (body as { limit: number }).limit === 500);
    expect(pages.map((body) => (body as { page: number }).page)).toEqual(
      [1, 2, 3].slice(0, Math.ceil(total / 500)),
    );
  });

  it('shows the progress while a page is under way, and Cancel downloads nothing', async () => {
    const { user, demo } = render();
    await readyCount('Patients');
    const hold = demo.hold('POST', PATIENTS_CALL);
    await user.click(screen.getByRole('button', { name: 'Export patients' }));
    expect(
      within(card('Patients')).getByRole('progressbar', { name: 'Patients export' }),
    ).toBeInTheDocument();
    expect(within(card('Patients')).getByRole('status')).toHaveTextContent(/Page 0 of 3: 0 of 1,\d{3} rows/);
    await user.click(within(card('Patients')).getByRole('button', { name: 'Cancel' }));
    expect(within(card('Patients')).getByRole('status')).toHaveTextContent(
      'Export cancelled. Nothing was downloaded.',
    );
    hold.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(downloads).toHaveLength(0);
    expect(within(card('Patients')).getByRole('button', { name: 'Export patients' })).toBeInTheDocument();
  });

  it('stops at a page that fails and Try again resumes from that page', async () => {
    const { user, demo } = render();
    const total = await readyCount('Patients');
    demo.db.setFaults({ failures: [{ path: PATIENTS_CALL, body: { page: 2 }, status: 400, message: 'No' }] });
    await user.click(screen.getByRole('button', { name: 'Export patients' }));
    expect(await within(card('Patients')).findByRole('alert')).toHaveTextContent(
      'Page 2 could not be loaded',
    );
    demo.db.clearFaults();
    await user.click(within(card('Patients')).getByRole('button', { name: 'Try again' }));
    await within(card('Patients')).findByText(/Downloaded/);
    expect(await csvRows(downloads[0]!)).toHaveLength(total + 1);
    const pages = demo.bodies(PATIENTS_CALL).map((body) => body as { page: number; limit: number });
    expect(pages.filter((body) => body.limit === 500).map((body) => body.page)).toEqual([1, 2, 2, 3]);
  });

  it('works for a role with Export but not Patients (docs/shell.md, "A call of several areas")', async () => {
    const demo = serveDemoApi();
    const role = demo.db.catalogues.roles.find(({ id }) => id === 4)!;
    role.permissions = ['export'];
    const { user } = render(exportOnlyUser, demo);
    expect(await readyCount('Patients')).toBeGreaterThan(500);
    expect(await readyCount('Results')).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Export patients' }));
    expect(await within(card('Patients')).findByText(/Downloaded patients-/)).toBeInTheDocument();
    expect(screen.queryByText(/Your role does not include/)).not.toBeInTheDocument();
  });

  it('says when nothing is in scope and offers no export', async () => {
    const demo = serveDemoApi();
    demo.db.patients.splice(0);
    renderScreen(<ExportScreen title="Export" />, { url: URL_PATH, demo });
    expect(
      await within(card('Patients')).findByText('No patients in the current filter.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export patients' })).not.toBeInTheDocument();
  });

  it('says which call is missing on a server without it', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(<ExportScreen title="Export" />, { url: URL_PATH, demo });
    expect(await within(card('Patients')).findByRole('alert')).toHaveTextContent(
      'This screen needs POST /v3/patient/filter, which this server does not provide yet.',
    );
    expect(within(card('Patients')).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('gives a doctor their own consultations, counted first, every cell neutralised', async () => {
    const demo = serveDemoApi();
    const mine = demo.db.telemedicine.consultations.filter((c) => c.doctor_id === doctorUser.id);
    const noted = mine.find((c) => c.status === 'completed' && c.prescription.length > 0)!;
    noted.diagnosis = FORMULA;
    const { user } = render(doctorUser, demo);
    expect(screen.queryByRole('region', { name: 'Patients' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Applied filter' })).not.toBeInTheDocument();
    const total = await readyCount('Consultations');
    expect(total).toBe(mine.length);
    await user.click(screen.getByRole('button', { name: 'Export consultations' }));
    expect(
      await within(card('Consultations')).findByText(/Downloaded consultations-\d{4}-\d{2}-\d{2}\.csv/),
    ).toHaveTextContent(`${total.toLocaleString('en')} rows`);
    const [header, ...rows] = await csvRows(downloads[0]!);
    expect(header).toEqual([
      'Consultation ID',
      'Requested at',
      'Started at',
      'Ended at',
      'Status',
      'Patient ID',
      'Patient name',
      'Clinic',
      'Diagnosis',
      'Follow-up',
      'Medicines',
    ]);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => Number(row[0])))).toEqual(new Set(mine.map((c) => c.id)));
    const row = rows.find((cells) => Number(cells[0]) === noted.id)!;
    expect(row[8]).toBe(`'${FORMULA}`);
    expect(row[4]).toBe('completed');
    expect(row[10]).not.toBe('');
    expect(rows.every((cells) => cells.every((cell) => !/^[=+\-@\t\r]/.test(cell)))).toBe(true);
    const sent = demo.bodies(CONSULTATIONS_CALL) as { doctor_id: number; limit: number }[];
    expect(sent.map((body) => [body.doctor_id, body.limit])).toEqual([
      [doctorUser.id, 1],
      [doctorUser.id, 500],
    ]);
  });

  it('says when a doctor has no consultations yet', async () => {
    const demo = serveDemoApi();
    const list = demo.db.telemedicine.consultations;
    for (const c of list) if (c.doctor_id === doctorUser.id) c.doctor_id = null;
    render(doctorUser, demo);
    expect(await within(card('Consultations')).findByText('No consultations to export.')).toBeInTheDocument();
  });

  it("shows a doctor's export under way with Cancel, and a failed count with Try again", async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ failures: [{ path: CONSULTATIONS_CALL, status: 400, message: 'No count' }] });
    const { user } = render(doctorUser, demo);
    expect(await within(card('Consultations')).findByRole('alert')).toHaveTextContent('No count');
    demo.db.clearFaults();
    await user.click(within(card('Consultations')).getByRole('button', { name: 'Try again' }));
    await readyCount('Consultations');
    const hold = demo.hold('POST', CONSULTATIONS_CALL);
    await user.click(screen.getByRole('button', { name: 'Export consultations' }));
    expect(
      within(card('Consultations')).getByRole('progressbar', { name: 'Consultations export' }),
    ).toBeInTheDocument();
    await user.click(within(card('Consultations')).getByRole('button', { name: 'Cancel' }));
    hold.release();
    expect(within(card('Consultations')).getByRole('status')).toHaveTextContent(
      'Export cancelled. Nothing was downloaded.',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(downloads).toHaveLength(0);
  });
});
