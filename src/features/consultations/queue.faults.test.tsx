import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect } from 'vitest';

import { type DemoApi, serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl } from '@tests/unit/harness';
import { bodyRows, FILTER_CALL, QUEUE, SUMMARY_CALL, waitingFor } from '@tests/unit/queue-test-kit';
import {
  advance,
  callsFor,
  expectHeaderUsable,
  expectHealthy,
  expectNoToast,
  type FaultKey,
  faultFor,
  GENERIC_SCHEMA_TEXT,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  toastDetailFor,
  tryAgain,
} from '@tests/unit/reliability-kit';
import { doctorUser } from '@tests/unit/session-fixtures';

/**
 * Faults on the doctor's queue, today's counts and Patient Booking (docs/telemedicine.md,
 * docs/requirements.md section 8), as the demo doctor (Dr Vikram Shah) in the whole app: the rows
 * of docs/reliability.md that run here.
 */
const LIVE = '/dashboard/live';
const MOVE_CALL = '/v3/consultation/*/status';
const BOOKINGS_CALL = '/v3/booking/filter';
const CONVERT_CALL = '/v3/booking/*/consultation';
const BOOKINGS = '/dashboard/doctor/patientbooking';
/** The queue refreshes every 5 s; a failed one stops: 12 s would be two refreshes. */
const TWO_REFRESHES_MS = 12_000;

/** What the move notice says for each fault (the server's message, or the generic text). */
const noticeFor = (key: Exclude<FaultKey, 'slow'>): string =>
  key === 'malformed' ? GENERIC_SCHEMA_TEXT : toastDetailFor(key);

const queueTable = () => screen.getByRole('table', { name: 'Consultation queue' });
const startButtons = () => within(queueTable()).getAllByRole('button', { name: /^Start / });
/** The notice above the list that holds this text. */
const noticeWith = (text: string): HTMLElement => {
  const found = screen.getAllByRole('alert').find((alert) => alert.textContent.includes(text));
  if (!found) throw new Error(`no notice with '${text}'`);
  return found;
};
const moveCalls = (demo: DemoApi, ids: number[]) =>
  ids.reduce((sum, id) => sum + demo.count('POST', `/v3/consultation/${String(id)}/status`), 0);

// Start opens Live, whose first visit in a tab reloads the page (docs/requirements.md 2.13): this
// tab has had it, as in the browser suite, whose live page had loaded once before.
beforeEach(() => window.sessionStorage.setItem('hcd_liveRefreshed', '1'));

describe('the doctor’s queue under faults', { timeout: 20_000 }, () => {
  runComponentCases(
    'queue-list',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: QUEUE,
        user: doctorUser,
        faults: faultFor(key, FILTER_CALL),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(within(queueTable()).getByText('Loading...')).toBeVisible());
        expect(screen.getByRole('combobox', { name: 'Status' })).toBeEnabled();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(startButtons().length).toBeGreaterThan(0));
      } else {
        await skipUntil(() => expect(screen.getByText('The queue could not be loaded.')).toBeVisible());
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', FILTER_CALL)).toBe(callsFor(key));
        // The refresh stops while the failure is shown.
        await advance(TWO_REFRESHES_MS);
        expect(demo.count('POST', FILTER_CALL)).toBe(callsFor(key));
        expect(screen.getByText('The queue could not be loaded.')).toBeVisible();
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'queue-counts',
    perFault(async (key) => {
      const { demo, toasts } = await loadFaultCase({
        url: QUEUE,
        user: doctorUser,
        faults: faultFor(key, SUMMARY_CALL),
      });
      const counts = () => screen.getByRole('list', { name: 'Today' });
      if (key === 'slow') {
        await skipUntil(() => expect(within(counts()).getAllByText(/Loading/).length).toBeGreaterThan(0));
        await advance(SLOW_MS);
        await skipUntil(() => expect(startButtons().length).toBeGreaterThan(0));
        await skipUntil(() => expect(counts()).not.toHaveAttribute('aria-busy'));
        expect(within(counts()).getByText('Completed today')).toBeVisible();
        expect(within(counts()).getAllByRole('listitem')).toHaveLength(3);
      } else {
        await skipUntil(() => expect(screen.getByText("Today's counts could not be loaded.")).toBeVisible());
        expect(tryAgain()).toBeVisible();
        await skipUntil(() => expect(startButtons().length).toBeGreaterThan(0));
        expectNoToast(toasts);
        expect(demo.count('POST', SUMMARY_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'queue-start',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const waiting = waitingFor(demo, doctorUser.id);
      const first = waiting[0]!;
      const patient = demo.db.patient(first.patient_id)!;
      const { toasts, user } = await loadFaultCase({ url: QUEUE, user: doctorUser, demo });
      await skipUntil(() => expect(startButtons().length).toBeGreaterThan(0));
      const start = () => within(bodyRows()[0]!).getByRole('button', { name: /^Start / });
      if (key === 'slow') {
        // Only the move is slow: the queue is in.
        demo.db.setFaults({ latencyMs: SLOW_MS });
        await user.click(start());
        await skipUntil(() => expect(start()).toBeDisabled(), { stepMs: 50 });
        // Every action of the list waits meanwhile.
        for (const button of within(queueTable()).getAllByRole('button')) expect(button).toBeDisabled();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(currentUrl()).toBe(LIVE));
        await skipUntil(() =>
          expect(
            screen.getByRole('heading', {
              level: 1,
              name: `Live Consultation: ${patient.first_name} ${patient.last_name}`,
            }),
          ).toBeVisible(),
        );
        expect(first.status).toBe('in_progress');
      } else {
        demo.db.setFaults(faultFor(key, MOVE_CALL, 'POST'));
        const asked = demo.count('POST', FILTER_CALL);
        await user.click(start());
        await skipUntil(() => expect(noticeWith(noticeFor(key))).toBeVisible());
        expect(noticeWith(noticeFor(key))).toHaveTextContent(
          new RegExp(`^${patient.first_name} ${patient.last_name}.*: `),
        );
        // The request stays, and the list is asked again.
        expect(first.status).toBe('requested');
        await skipUntil(() => expect(demo.count('POST', FILTER_CALL)).toBeGreaterThan(asked));
        expect(start()).toBeEnabled();
        expect(currentUrl()).toBe(QUEUE);
        expectNoToast(toasts);
        expect(
          moveCalls(
            demo,
            waiting.map(({ id }) => id),
          ),
        ).toBe(1);
      }
      expectHealthy();
    }),
  );
});

/** A day with a booked slot of the demo doctor, and that slot's patient. */
const bookedDay = (demo: DemoApi) => {
  const booking = demo.db.telemedicine.bookings.find(
    (candidate) => candidate.doctor_id === doctorUser.id && candidate.status === 'booked',
  );
  if (!booking) throw new Error('the demo seed has no booked slot of the demo doctor');
  return { booking, url: `${BOOKINGS}?date=${booking.slot_start.slice(0, 10)}` };
};

describe('Patient Booking under faults', { timeout: 20_000 }, () => {
  const table = () => screen.getByRole('table', { name: /^Bookings on / });
  const convertButtons = () => within(table()).getAllByRole('button', { name: /^Start consultation with / });

  runComponentCases(
    'bookings-list',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const { url } = bookedDay(demo);
      const { toasts, user } = await loadFaultCase({
        url,
        user: doctorUser,
        demo,
        faults: faultFor(key, BOOKINGS_CALL),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(convertButtons().length).toBeGreaterThan(0));
      } else {
        await skipUntil(() => expect(screen.getByText('The bookings could not be loaded.')).toBeVisible());
        expect(tryAgain()).toBeVisible();
        expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();
        expectNoToast(toasts);
        expect(demo.count('POST', BOOKINGS_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'bookings-convert',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const { url } = bookedDay(demo);
      const { toasts, user } = await loadFaultCase({ url, user: doctorUser, demo });
      await skipUntil(() => expect(convertButtons().length).toBeGreaterThan(0));
      const start = () => convertButtons()[0]!;
      if (key === 'slow') {
        // Only the conversion is slow: the day is in.
        demo.db.setFaults({ latencyMs: SLOW_MS });
        await user.click(start());
        await skipUntil(() => expect(start()).toBeDisabled(), { stepMs: 50 });
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(currentUrl()).toBe(`${QUEUE}?status=scheduled`));
      } else {
        demo.db.setFaults(faultFor(key, CONVERT_CALL, 'POST'));
        const bookings = demo.db.telemedicine.bookings.filter(({ status }) => status === 'booked').length;
        await user.click(start());
        await skipUntil(() => expect(noticeWith(noticeFor(key))).toBeVisible());
        expect(noticeWith(noticeFor(key))).toHaveTextContent(/^.+: /);
        // The booking stays.
        expect(demo.db.telemedicine.bookings.filter(({ status }) => status === 'booked')).toHaveLength(
          bookings,
        );
        expect(start()).toBeEnabled();
        expect(currentUrl()).toBe(url);
        expectNoToast(toasts);
      }
      expectHealthy();
    }),
  );
});
