import { screen } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';

import { type DemoFaults, serveDemoApi } from '@tests/unit/demo-api';
import {
  advance,
  expectHealthy,
  expectNoToast,
  faultFor,
  type FaultKey,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  toastDetailFor,
} from '@tests/unit/reliability-kit';

/**
 * Faults on Upload Patients' import (docs/patients.md, "Upload Patients"), as an administrator:
 * the rows of docs/reliability.md that run here.
 */

// jsdom has no Worker: the wrapper parses the file's text in place (upload-screen.test.tsx).
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

/** The fault on the real import only: the dry run before it answers as usual. */
const importFault = (key: FaultKey): DemoFaults => {
  const faults = faultFor(key, IMPORT, 'POST');
  const onImport = <T extends object>(rules: T[] | undefined) =>
    rules?.map((rule) => ({ ...rule, body: { dry_run: false } }));
  return {
    ...faults,
    ...(faults.failures ? { failures: onImport(faults.failures) } : {}),
    ...(faults.networkErrors ? { networkErrors: onImport(faults.networkErrors) } : {}),
    ...(faults.malformed ? { malformed: onImport(faults.malformed) } : {}),
  };
};

/** What the created count of the summary reads. */
const created = () => screen.getByText('Created').nextElementSibling;

describe('Upload Patients under faults', () => {
  runComponentCases(
    'upload-import',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const clinic = demo.db.clinics.find((candidate) => candidate.status)!;
      const { toasts, user } = await loadFaultCase({
        url: `/dashboard/manage/patient/upload-patient/${clinic.id}`,
        demo,
      });
      const csv = [
        'patient_id,first_name,last_name,date_of_birth,gender,phone,email',
        `REL-${key}-1,Uma,Rel ${key},1981-01-02,F,+919870000001,`,
        `REL-${key}-2,Dev,Rel ${key},1982-02-03,M,+919870000002,`,
      ].join('\n');
      await user.upload(
        screen.getByLabelText('CSV file'),
        new File([csv], 'patients.csv', { type: 'text/csv' }),
      );
      const importButton = () => screen.getByRole('button', { name: 'Import 2 patients' });
      await skipUntil(() => expect(importButton()).toBeEnabled());
      demo.db.setFaults(importFault(key));
      await user.click(importButton());
      const done = () => screen.getByText('2 patients imported.');
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('progressbar', { name: 'Importing' })).toBeVisible());
        expect(screen.getAllByText(/0 of 2 sent/)[0]).toBeVisible();
        expect(screen.getByRole('button', { name: 'Stop' })).toBeVisible();
        await advance(SLOW_MS);
        await skipUntil(() => expect(done()).toBeVisible());
      } else {
        const paused = () => screen.getByText(/Resume sends the same rows again\./);
        await skipUntil(() => expect(paused()).toBeVisible());
        // What went wrong, in the user's words: the server's message or the generic sentence.
        expect(paused()).toHaveTextContent(toastDetailFor(key));
        expect(screen.getAllByText(/0 of 2 sent/)[0]).toBeVisible();
        expect(screen.getByRole('button', { name: 'End here' })).toBeVisible();
        expectNoToast(toasts);
        demo.db.clearFaults();
        await user.click(screen.getByRole('button', { name: 'Resume' }));
        await skipUntil(() => expect(done()).toBeVisible());
        // The same rows went again under the same import id.
        const imports = demo
          .bodies(IMPORT)
          .filter((body) => (body as { dry_run?: boolean }).dry_run === false)
          .map((body) => (body as { import_id?: unknown }).import_id);
        expect(imports.length).toBeGreaterThan(1);
        expect(new Set(imports).size).toBe(1);
      }
      expect(created()).toHaveTextContent(/^2$/);
      expectHealthy();
    }),
  );
});
