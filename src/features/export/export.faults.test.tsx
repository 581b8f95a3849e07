import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';

import type { DemoFaults } from '@tests/unit/demo-api';
import {
  advance,
  callsFor,
  expectHealthy,
  expectNoToast,
  faultFor,
  type FaultKey,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
} from '@tests/unit/reliability-kit';

/**
 * Faults on the Export screen's paging (docs/patients.md, Export; docs/requirements.md section 8),
 * as an administrator: the rows of docs/reliability.md that run here.
 */
const EXPORT = '/dashboard/export';
const CALL = '/v3/patient/filter';

/** The fault on the export's pages only (limit 500), not on the count before it (limit 1). */
const pagesOnly = (key: FaultKey): DemoFaults => {
  const base = faultFor(key, CALL);
  const body = { limit: 500 };
  return {
    ...base,
    ...(base.failures ? { failures: base.failures.map((rule) => ({ ...rule, body })) } : {}),
    ...(base.networkErrors ? { networkErrors: base.networkErrors.map((rule) => ({ ...rule, body })) } : {}),
    ...(base.malformed ? { malformed: base.malformed.map((rule) => ({ ...rule, body })) } : {}),
  };
};

/** The files the screen handed the browser to download (export-screen.test.tsx). */
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

describe('Export under faults', () => {
  runComponentCases(
    'export-patients',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: EXPORT, faults: pagesOnly(key) });
      const card = () => within(screen.getByRole('region', { name: 'Patients' }));
      const start = () => card().getByRole('button', { name: 'Export patients' });
      await skipUntil(() => expect(start()).toBeEnabled());
      await user.click(start());
      if (key === 'slow') {
        await skipUntil(() =>
          expect(card().getByRole('progressbar', { name: 'Patients export' })).toBeVisible(),
        );
        expect(card().getByRole('status')).toHaveTextContent(/^Page 0 of 1: 0 of [\d,]+ rows\.$/);
        expect(card().getByRole('button', { name: 'Cancel' })).toBeEnabled();
        await advance(SLOW_MS);
        await skipUntil(() => expect(card().getByText(/^Downloaded patients-/)).toBeVisible());
        expect(downloads).toHaveLength(1);
      } else {
        await skipUntil(() => expect(card().getByText(/^Page 1 could not be loaded:/)).toBeVisible());
        expectNoToast(toasts);
        expect(downloads).toHaveLength(0);
        const pages = () => demo.bodies(CALL).filter((body) => (body as { limit?: number }).limit === 500);
        expect(pages()).toHaveLength(callsFor(key));
        demo.db.clearFaults();
        await user.click(card().getByRole('button', { name: 'Try again' }));
        await skipUntil(() => expect(card().getByText(/^Downloaded patients-/)).toBeVisible());
        expect(downloads).toHaveLength(1);
        expect(demo.count('POST', CALL)).toBeGreaterThan(pages().length);
      }
      expectHealthy();
    }),
  );
});
