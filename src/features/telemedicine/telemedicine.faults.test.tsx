import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import {
  advance,
  callsFor,
  expectHeaderUsable,
  expectHealthy,
  expectNoToast,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  tryAgain,
} from '@tests/unit/reliability-kit';

/**
 * Faults on Telemedicine and Consultation Details (docs/telemedicine.md, docs/requirements.md
 * section 8), as an administrator: the rows of docs/reliability.md that run here.
 */
const TELEMEDICINE = '/dashboard/telemedicine';
const SUMMARY_CALL = '/v3/consultation/summary';
const LIST_CALL = '/v3/consultation/filter';

const countButtons = () =>
  within(screen.getByRole('list', { name: 'Consultations by status' })).getAllByRole('button');
const table = () => screen.getByRole('table', { name: 'Consultations' });
const firstRow = () => within(table()).getAllByRole('row')[1]!;

describe('Telemedicine under faults', () => {
  runComponentCases(
    'telemedicine-counts',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: TELEMEDICINE,
        faults: faultFor(key, SUMMARY_CALL),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Counting consultations…')).toBeVisible());
        expect(screen.getByLabelText('Status', { selector: 'select' })).toBeEnabled();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(countButtons()).toHaveLength(6));
      } else {
        await skipUntil(() =>
          expect(screen.getByText('The consultation counts could not be loaded.')).toBeVisible(),
        );
        expect(tryAgain()).toBeVisible();
        await skipUntil(() => expect(within(firstRow()).getAllByRole('cell').length).toBeGreaterThan(0));
        expectNoToast(toasts);
        expect(demo.count('POST', SUMMARY_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'telemedicine-list',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: TELEMEDICINE,
        faults: faultFor(key, LIST_CALL),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await skipUntil(() => expect(countButtons()).toHaveLength(6));
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(firstRow()).getAllByRole('cell').length).toBeGreaterThan(0));
      } else {
        await skipUntil(() =>
          expect(screen.getByText('The consultations could not be loaded.')).toBeVisible(),
        );
        expect(tryAgain()).toBeVisible();
        expect(countButtons()).toHaveLength(6);
        expectNoToast(toasts);
        expect(demo.count('POST', LIST_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

describe('Consultation Details under faults', () => {
  runComponentCases(
    'consultation-details',
    perFault(async (key) => {
      const demo = serveDemoApi();
      // A completed consultation, as the browser case found it from Telemedicine's completed rows.
      const c = demo.db.telemedicine.consultations.find(
        (candidate) => candidate.status === 'completed' && candidate.doctor_id !== null,
      )!;
      const call = `/v3/consultation/${c.id}`;
      const { toasts, user } = await loadFaultCase({
        url: `/dashboard/manage/doctor/${c.doctor_id!}/consultation/${c.id}`,
        demo,
        faults: faultFor(key, call, 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('heading', { level: 2, name: 'Status history' })).toBeVisible(),
        );
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expect(screen.queryByRole('heading', { name: 'Prescription' })).not.toBeInTheDocument();
        expectNoToast(toasts);
        await expectHeaderUsable(user);
        expect(demo.count('GET', call)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});
