import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

// jsdom has no Worker: the wrapper parses the file's text in place (the worker is tested in lib/csv).
vi.mock('@/lib/csv/parse-csv', async () => {
  const { parseCsvText } = await import('@/lib/csv/parse-csv-core');
  return {
    parseCsvFile: (file: File) =>
      new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(parseCsvText(reader.result as string));
        reader.readAsText(file);
      }),
  };
});

const IMPORT = '/v3/patient/import';
const HEADER = 'patient_id,first_name,last_name,date_of_birth,gender,phone,email';

const setup = () => {
  const api = serveDemoApi();
  const seeded = api.db.patients.find((patient) => api.db.clinic(patient.clinic_id)?.status)!;
  const clinic = api.db.clinic(seeded.clinic_id)!;
  return { api, seeded, clinic };
};

const goodRow = (index: number) =>
  `N-${index},Nia${index},Rao,02-03-1990,F,+9198000${String(index).padStart(5, '0')},`;

const open = (clinicId: number, api: ReturnType<typeof serveDemoApi>) =>
  renderRoute({
    url: `/dashboard/manage/patient/upload-patient/${clinicId}`,
    demo: api,
  });

const choose = async (
  user: { upload: (input: HTMLElement, file: File) => Promise<void> },
  lines: string[],
  name = 'patients.csv',
) => {
  await user.upload(
    await screen.findByLabelText('CSV file'),
    new File([lines.join('\n')], name, { type: 'text/csv' }),
  );
};

describe('Upload Patients', () => {
  it('shows the clinic and the file chooser with the template when no file is loaded', async () => {
    const { api, clinic } = setup();
    open(clinic.id, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Patients' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: `Clinic: ${clinic.name} (#${clinic.id})` }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('CSV file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
  });

  it('refuses a file that is not a CSV', async () => {
    const { api, clinic } = setup();
    open(clinic.id, api);
    fireEvent.change(await screen.findByLabelText('CSV file'), {
      target: { files: [new File(['x'], 'patients.xlsx', { type: 'application/vnd.ms-excel' })] },
    });
    expect(await screen.findByText(/patients.xlsx is not a CSV file/)).toBeInTheDocument();
  });

  it('names missing and unknown columns', async () => {
    const { api, clinic } = setup();
    const { user } = open(clinic.id, api);
    await choose(user, ['patient_id,first_name,dob,gender,phone,email,last_name', 'a,b,c,d,e,f,g']);
    const alert = (await screen.findByText(/Missing column/)).parentElement;
    expect(alert).toHaveTextContent('Missing column: date_of_birth.');
    expect(alert).toHaveTextContent('Unknown column: dob.');
  });

  it('lists every error, lets a row be corrected, and imports the good rows only', async () => {
    const { api, clinic } = setup();
    const { user } = open(clinic.id, api);
    await choose(user, [HEADER, goodRow(1), 'N-2,,Rao,31-02-1990,X,12,', goodRow(3)]);
    const errors = await screen.findByRole('region', { name: /Rows with errors: 1/ });
    const rows = within(errors).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'first_name',
      'date_of_birth',
      'gender',
      'phone',
    ]);
    expect(await screen.findByRole('button', { name: 'Import 2 patients' })).toBeEnabled();

    await user.click(within(errors).getByRole('button', { name: 'Correct row 3' }));
    const form = screen.getByRole('form', { name: 'Correct row 3' });
    await user.type(within(form).getByLabelText('first_name'), 'Meera');
    await user.clear(within(form).getByLabelText('date_of_birth'));
    await user.type(within(form).getByLabelText('date_of_birth'), '1991-04-05');
    await user.click(within(form).getByRole('button', { name: 'Apply correction' }));
    // Still wrong: gender and phone stay listed.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /Rows with errors: 1 \(2 errors\)/ })).toBeInTheDocument(),
    );
    await user.clear(within(form).getByLabelText('gender'));
    await user.type(within(form).getByLabelText('gender'), 'female');
    await user.clear(within(form).getByLabelText('phone'));
    await user.type(within(form).getByLabelText('phone'), '+919800099999');
    await user.click(within(form).getByRole('button', { name: 'Apply correction' }));
    expect(await screen.findByText('Row 3 is correct now.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Import 3 patients' }));

    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('status')).toHaveTextContent('3 patients imported.');
    const sent = api.bodies(IMPORT) as { dry_run: boolean; import_id: string; rows: { row: number }[] }[];
    const real = sent.filter((body) => !body.dry_run);
    expect(real.flatMap((body) => body.rows.map((row) => row.row))).toEqual([2, 3, 4]);
    expect(new Set(sent.map((body) => body.import_id)).size).toBe(1);
    expect(api.db.patients.filter((patient) => patient.external_id.startsWith('N-'))).toHaveLength(3);
  }, 20_000);

  it('shows duplicates of the file and of existing patients side by side and leaves them out', async () => {
    const { api, clinic, seeded } = setup();
    const { user } = open(clinic.id, api);
    await choose(user, [
      HEADER,
      goodRow(1),
      goodRow(1).replace('N-1', 'N-9'),
      `${seeded.external_id},Someone,Else,1970-01-01,male,+919800000000,`,
    ]);
    const duplicates = await screen.findByRole('region', { name: 'Duplicates, not imported: 2' });
    expect(duplicates).toHaveTextContent('Row 2 of this file: Nia1 Rao (N-1)');
    expect(duplicates).toHaveTextContent(
      `Patient ${seeded.external_id}: ${seeded.first_name} ${seeded.last_name}`,
    );
    await user.click(screen.getByRole('button', { name: 'Import 1 patient' }));
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Duplicates').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Created').nextSibling).toHaveTextContent('1');
  });

  it('says a second upload of the same file has nothing to import', async () => {
    const { api, clinic } = setup();
    const { user } = open(clinic.id, api);
    await choose(user, [HEADER, goodRow(1), goodRow(2)]);
    await user.click(await screen.findByRole('button', { name: 'Import 2 patients' }));
    await user.click(await screen.findByRole('button', { name: 'Upload another file' }));
    await choose(user, [HEADER, goodRow(1), goodRow(2)]);
    expect(
      await screen.findByText('Nothing to import: every good row is already a patient.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 patients' })).toBeDisabled();
  });

  it('pauses on a network failure and resumes with the same import id', async () => {
    const { api, clinic } = setup();
    const { user } = open(clinic.id, api);
    await choose(user, [HEADER, goodRow(1), goodRow(2)]);
    const importButton = await screen.findByRole('button', { name: 'Import 2 patients' });
    api.db.setFaults({ networkErrors: [{ path: IMPORT, body: { dry_run: false } }] });
    await user.click(importButton);
    expect(await screen.findByText(/Resume sends the same rows again./)).toBeInTheDocument();
    expect(screen.getByText(/0 of 2 sent/)).toBeInTheDocument();
    api.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('2 patients imported.')).toBeInTheDocument();
    const real = (api.bodies(IMPORT) as { dry_run: boolean; import_id: string }[]).filter(
      (body) => !body.dry_run,
    );
    expect(real).toHaveLength(2);
    expect(real[0]?.import_id).toBe(real[1]?.import_id);
  });

  it('shows a clinic the import refuses (404) clearly', async () => {
    const api = serveDemoApi();
    const { user } = open(99_999, api);
    await choose(user, [HEADER, goodRow(1)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The rows could not be checked: Clinic not found',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Upload Patients, a customer', () => {
  it("is refused another customer's clinic (403), said clearly", async () => {
    const api = serveDemoApi();
    const other = api.db.clinics.find((clinic) => clinic.user_id !== customerUser.id && clinic.status)!;
    const { user } = renderRoute({
      url: `/dashboard/manage/patient/upload-patient/${other.id}`,
      demo: api,
      user: customerUser,
    });
    await choose(user, [HEADER, goodRow(1)]);
    expect(
      await screen.findByText('The rows could not be checked: This clinic is not one of yours.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 patients' })).toBeDisabled();
  });
});

describe('Upload Patients, a long import', () => {
  it('shows progress, stops after the batch in flight and sums up what was not sent', async () => {
    const { api, clinic } = setup();
    const { user } = open(clinic.id, api);
    await choose(user, [HEADER, ...Array.from({ length: 150 }, (_, index) => goodRow(index + 1))]);
    const importButton = await screen.findByRole('button', { name: 'Import 150 patients' });
    api.db.setFaults({ latencyMs: 300 });
    await user.click(importButton);
    expect(await screen.findByRole('progressbar', { name: 'Importing' })).toHaveAttribute('max', '150');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(/Stopped: the rows not sent yet/)).toBeInTheDocument();
    expect(screen.getByText(/100 of 150 sent, 0 not imported/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End here' }));
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Created').nextSibling).toHaveTextContent('100');
    expect(within(summary).getByText('Not sent').nextSibling).toHaveTextContent('50');
    expect(within(summary).getByRole('button', { name: 'Download error file' })).toBeInTheDocument();
  }, 20_000);
});
