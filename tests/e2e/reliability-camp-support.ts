import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { seedDemoData } from '@/mocks/seed';

import { expectHealthy, expectHeaderUsable, expectNoToast, faultFor, perFault } from './reliability-checks';
import { SLOW_MS } from './reliability-cases';
import { countCalls, type Harness, load, waitVisible } from './reliability-support';

/**
 * What the Camp Details and Assign New Clinics browser tests share. From the deterministic seed:
 * the camp with the most active assignments, and an active clinic of its location that is not
 * assigned yet.
 */
const seed = seedDemoData(1);
const activeRows = (campId: number) => seed.assignments.filter((row) => row.camp_id === campId && row.status);
export const camp = [...seed.camps].sort((a, b) => activeRows(b.id).length - activeRows(a.id).length)[0]!;
const assignedIds = new Set(activeRows(camp.id).map((row) => row.clinic_id));
export const freeClinic = seed.clinics.find(
  (clinic) => clinic.location_id === camp.location_id && clinic.status && !assignedIds.has(clinic.id),
)!;

export const INFO = `/dashboard/manage/camp/info?camp_id=${camp.id}`;
export const ASSIGN = `/dashboard/manage/camp/assign?camp_id=${camp.id}`;

/** Back to the seed (the session stays): removals and assignments of earlier cases are undone. */
export const resetDemoData = (page: Page) => page.evaluate(async () => window.__demoApi?.reset());

interface PickerCase {
  url: string;
  label: string;
  path: string;
  /** Shows the picker once the page has loaded. */
  open: () => Promise<void>;
  /** After a failure: another field of the form still takes input. */
  otherFieldWorks?: () => Promise<void>;
}

/**
 * A picker of the edit form or of Assign (Location or Customer) whose list call fails. The harness
 * is read when a case runs (it is opened in `beforeAll`, after the cases are collected).
 */
export const pickerCases = (
  harness: () => Harness,
  { url, label, path, open, otherFieldWorks }: PickerCase,
) =>
  perFault(async (key) => {
    const h = harness();
    const { page } = h;
    await load(h, url, faultFor(key, path));
    await open();
    const combobox = page.getByRole('combobox', { name: label });
    await combobox.click();
    const list = page.getByRole('listbox', { name: label });
    const status = list.locator('xpath=..').getByRole('status');
    if (key === 'slow') {
      await waitVisible(page, status.getByText('Loading...'), 1_000);
      await page.keyboard.press('Escape');
      await expectHeaderUsable(page);
      await page.clock.fastForward(SLOW_MS);
      await combobox.click();
      await waitVisible(page, list.getByRole('option'));
    } else {
      await waitVisible(page, status.getByText('Error loading data'));
      await expectNoToast(page);
      expect(countCalls(h, 'POST', path)).toBe(key === 'malformed' ? 1 : 4);
      await page.keyboard.press('Escape');
      await otherFieldWorks?.();
    }
    await expectHealthy(h);
  });
