import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  DOCTORS,
  goInApp,
  openSharedQueue,
  QUEUE,
  queueRowOf,
  secondDoctorConflict,
  setHidden,
  sharedRequest,
  type SharedQueue,
  signInAs,
} from './consultation-queue-support';

/**
 * The doctor's queue in a real browser (docs/telemedicine.md): what only a browser shows. The
 * queue lives (a request added on the server appears within 10 s, no reload), its refresh pauses
 * while the tab is hidden, and two doctors in two contexts race for one request (409). The states
 * of each screen are the component tests' (src/features/consultations).
 */
const WALK_MS = 120_000;
let shared: SharedQueue;

beforeAll(async () => {
  shared = await openSharedQueue();
}, 240_000);
afterAll(async () => {
  await shared.close();
});

const queueCalls = (calls: string[]) =>
  calls.filter((call) => call === 'POST /v3/consultation/filter').length;

describe('The doctor’s queue in the browser', () => {
  it(
    'a doctor sees the queue; a new request appears within 10 s without a reload; the refresh pauses while the tab is hidden',
    async () => {
      const doctor = await signInAs(shared, 'first');
      const { page } = doctor;
      // The home: today's counts and the head of the queue.
      await page.getByRole('table', { name: "Today's queue" }).locator('tbody tr td').first().waitFor();
      await page.screenshot({ path: '/tmp/doctor-home.png', fullPage: true });
      await goInApp(page, QUEUE);
      const table = page.getByRole('table', { name: 'Consultation queue' });
      await table
        .getByRole('button', { name: /^Start / })
        .first()
        .waitFor();
      const total = async () =>
        Number((await page.getByText(/^Consultations:/).innerText()).replace(/\D+/g, ''));
      const before = await total();
      expect(before).toBeGreaterThan(0);

      // A kiosk asks for a doctor (as the demo API's arrivals do), on the server the app calls.
      const db = shared.server.db;
      const template = db.telemedicine.consultations.find((c) => c.status === 'requested');
      const clinicId = db.doctor(DOCTORS.first.id)?.clinic_ids[0];
      if (!template || clinicId === undefined) throw new Error('the demo seed has no waiting request');
      const at = new Date().toISOString();
      const added = {
        ...template,
        id: (db.telemedicine.consultations.at(-1)?.id ?? 0) + 1,
        clinic_id: clinicId,
        requested_at: at,
        history: [{ status: 'requested' as const, at, by: 'Kiosk', reason: null }],
      };
      const addedAt = Date.now();
      db.telemedicine.consultations.push(added);
      await expect.poll(total, { timeout: 10_000, interval: 250 }).toBe(before + 1);
      expect(Date.now() - addedAt).toBeLessThan(10_000);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      await page.screenshot({ path: '/tmp/doctor-queue.png', fullPage: true });

      // Hidden: not one call in 12 s (more than two refresh intervals).
      await setHidden(page, true);
      await page.waitForTimeout(500);
      const whileHidden = queueCalls(doctor.calls);
      await page.waitForTimeout(12_000);
      expect(queueCalls(doctor.calls)).toBe(whileHidden);
      // Shown again: the refresh resumes.
      await setHidden(page, false);
      await expect.poll(() => queueCalls(doctor.calls), { timeout: 10_000 }).toBeGreaterThan(whileHidden);
      expect(doctor.errors).toEqual([]);
      await doctor.close();
    },
    WALK_MS,
  );

  it(
    'two doctors see the same waiting request; the first starts it; the second reads the 409 naming the first',
    async () => {
      const request = sharedRequest(shared.server);
      const first = await signInAs(shared, 'first');
      const second = await signInAs(shared, 'second');
      const message = await secondDoctorConflict(shared.server, first.page, second.page, request);
      expect(message).toContain(`${DOCTORS.first.name} has already started this consultation.`);
      await second.page.screenshot({ path: '/tmp/doctor-queue-409.png', fullPage: true });
      // The second doctor's queue no longer offers it.
      await expect
        .poll(() => queueRowOf(second.page, shared.server, request).count(), { timeout: 10_000 })
        .toBe(0);
      expect([...first.errors, ...second.errors]).toEqual([]);
      await first.close();
      await second.close();
    },
    WALK_MS,
  );

  it(
    'Patient Booking lists the day and moves to the next',
    async () => {
      const doctor = await signInAs(shared, 'first');
      const { page } = doctor;
      await goInApp(page, '/dashboard/doctor/patientbooking');
      await page.getByRole('heading', { level: 1, name: 'Patient Booking' }).waitFor();
      await page.getByRole('button', { name: 'Next day' }).click();
      await page.waitForURL(/\?date=\d{4}-\d{2}-\d{2}$/);
      await page
        .getByRole('table', { name: /^Bookings on / })
        .locator('tbody tr td')
        .first()
        .waitFor();
      await page.screenshot({ path: '/tmp/doctor-bookings.png', fullPage: true });
      expect(doctor.errors).toEqual([]);
      await doctor.close();
    },
    WALK_MS,
  );
});
