import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import {
  advance,
  callsFor,
  expectHeaderUsable,
  expectHealthy,
  expectNoToast,
  expectToast,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  toastDetailFor,
  tryAgain,
} from '@tests/unit/reliability-kit';

/**
 * Faults on Patients, Patient Details and Edit Patient (docs/patients.md, docs/requirements.md
 * section 8), as an administrator: the rows of docs/reliability.md that run here.
 */
const PATIENTS = '/dashboard/manage/patients';
const LIST_CALL = '/v3/patient/filter';
const SESSIONS_CALL = '/v3/screening-session/filter';

/** The seed's first patient (src/mocks/seed.test.ts pins the seed), and where they are. */
const firstPatient = () => {
  const demo = serveDemoApi();
  const patient = demo.db.patients[0]!;
  return {
    demo,
    patient,
    details: `${PATIENTS}/patientDetails?patient_id=${patient.id}`,
    call: `/v3/patient/${patient.id}`,
  };
};

describe('Patients under faults', () => {
  runComponentCases(
    'patients-list',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: PATIENTS, faults: faultFor(key, LIST_CALL) });
      const table = () => screen.getByRole('table', { name: 'Patients' });
      if (key === 'slow') {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await user.type(screen.getByRole('searchbox'), 'Neha');
        expect(screen.getByRole('searchbox')).toHaveValue('Neha');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(within(table()).getAllByRole('link', { name: /^P-\d{6}$/ }).length).toBeGreaterThan(0),
        );
      } else {
        await skipUntil(() => expect(screen.getByText('The patients could not be loaded.')).toBeVisible());
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', LIST_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

describe('Patient Details under faults', () => {
  runComponentCases(
    'patient-details-patient',
    perFault(async (key) => {
      const { demo, patient, details, call } = firstPatient();
      const { toasts, user } = await loadFaultCase({
        url: details,
        demo,
        faults: faultFor(key, call, 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('heading', { level: 1, name: /^Patient: / })).toBeVisible(),
        );
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expect(screen.queryByText(patient.external_id)).not.toBeInTheDocument();
        expectNoToast(toasts);
        await expectHeaderUsable(user);
        expect(demo.count('GET', call)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'patient-details-sessions',
    perFault(async (key) => {
      const { demo, patient, details } = firstPatient();
      const { toasts, user } = await loadFaultCase({
        url: details,
        demo,
        faults: faultFor(key, SESSIONS_CALL),
      });
      if (key === 'slow') {
        // The sessions are asked with the patient (patient-prefetch.ts): both slow, both come at
        // once. The section's own Loading... while only its call is slow: patient-details-screen.test.tsx.
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        expect(demo.count('POST', SESSIONS_CALL)).toBe(1);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('heading', { level: 1, name: /^Patient: / })).toBeVisible(),
        );
        await skipUntil(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
        expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
      } else {
        await skipUntil(() =>
          expect(screen.getByText('The screening sessions could not be loaded.')).toBeVisible(),
        );
        expect(screen.getAllByText(patient.external_id)[0]).toBeVisible();
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', SESSIONS_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

describe('Edit Patient under faults', () => {
  runComponentCases(
    'edit-patient-save',
    perFault(async (key) => {
      const { demo, patient, details, call } = firstPatient();
      const edit = `${PATIENTS}/patientDetails/${patient.id}/edit`;
      const { toasts, user } = await loadFaultCase({ url: edit, demo });
      const firstName = () => screen.getByLabelText('First name', { exact: true });
      await skipUntil(() => expect(firstName()).toBeVisible());
      // The fault is on Save alone: the form loads first.
      demo.db.setFaults(faultFor(key, call, 'PUT'));
      const typed = 'Anita 1';
      await user.clear(firstName());
      await user.type(firstName(), typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      if (key === 'slow') {
        const saving = () => screen.getByRole('button', { name: 'Saving...' });
        await skipUntil(() => expect(saving()).toBeDisabled());
        expect(firstName()).toHaveValue(typed);
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', new RegExp(`Patient ${typed} .*updated\\.`), 'success');
        await skipUntil(() => expect(`${window.location.pathname}${window.location.search}`).toBe(details));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(firstName()).toHaveValue(typed);
        expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
        expect(window.location.pathname).toBe(edit);
        expect(demo.count('PUT', call)).toBe(1);
      }
      expectHealthy();
    }),
  );
});

describe("Patient Details' Access tab under faults (docs/audit.md)", () => {
  runComponentCases(
    'audit-trail',
    perFault(async (key) => {
      const { demo, details } = firstPatient();
      const call = '/v3/audit/filter';
      const slow = key === 'slow';
      const { toasts, user } = await loadFaultCase({
        url: `${details}&tab=access`,
        demo,
        faults: faultFor(key, call, 'POST'),
        render: slow ? 'app' : 'route',
      });
      const trail = () => screen.getByRole('table', { name: 'Who read or changed this record' });
      await skipUntil(() =>
        expect(screen.getByRole('heading', { level: 1, name: /^Patient: / })).toBeVisible(),
      );
      if (slow) {
        await skipUntil(() => expect(within(trail()).getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(within(trail()).getAllByText(/^Read patient \d+'s record$/).length).toBeGreaterThan(0),
        );
      } else {
        await skipUntil(() =>
          expect(within(trail()).getByText('The audit trail could not be loaded.')).toBeVisible(),
        );
        expect(within(trail()).getByRole('button', { name: 'Try again' })).toBeVisible();
        expect(screen.getByRole('heading', { level: 1, name: /^Patient: / })).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', call)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});
