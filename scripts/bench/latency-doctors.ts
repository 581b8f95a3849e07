import type { Page } from 'playwright-core';

import type { DemoDb } from '../../src/mocks/db';
import type { Interaction } from './latency-steps';
import type { Quiet } from './timings';
import {
  countsChanged,
  endDoctorConsultations,
  FIRST_START,
  HOME_QUEUE_SHOWN,
  keystrokeShown,
  LIVE_PATH,
  LIVE_SHOWN,
  leaveLive,
  liveWhileSaving,
  fillDoctorSignIn,
  queueAtRest,
  telemedicineCustomerChosen,
  waitFor,
} from './timings-doctors';

const openAt = (page: Page, url: string, quiet: Quiet) => async (path: string) => {
  await page.goto(`${url}${path}`);
  await waitFor(page, "document.querySelector('#main-content h1')");
  await quiet();
};

/**
 * Issue 26's inputs on a 4x slower CPU (timings-doctors.ts has the same steps untimed): the
 * administrator's Apply on Telemedicine first (the administrator is signed in), then the doctor's
 * sign-in click, a Start in the queue, and a key in Notes while an autosave is in flight. Last in
 * the run: they leave the doctor signed in.
 */
export const doctorInteractions = (db: DemoDb): Interaction[] => [
  {
    name: 'Telemedicine: apply a customer',
    prepare: (page, url, quiet) => telemedicineCustomerChosen(page, openAt(page, url, quiet)),
    act: (page) => page.locator('[data-bench-apply]').click(),
    done: async (page, before) => {
      await waitFor(page, countsChanged(before));
      await page.evaluate(
        "window.localStorage.removeItem('hcd_filterData'); window.localStorage.removeItem('hcd_isfilterData'); window.localStorage.setItem('hcd_showFilter', 'false');",
      );
    },
  },
  {
    name: 'doctor sign-in click (queue shown)',
    prepare: async (page, url, quiet) => {
      await fillDoctorSignIn(page, url, quiet);
      return null;
    },
    act: (page) => page.getByRole('button', { name: 'Login' }).click(),
    done: (page) => waitFor(page, HOME_QUEUE_SHOWN),
  },
  {
    name: 'Start a consultation (live page shown)',
    prepare: async (page, url, quiet) => {
      await queueAtRest(page, openAt(page, url, quiet), db);
      return null;
    },
    act: (page) => page.locator(FIRST_START).first().click(),
    done: async (page) => {
      await waitFor(page, `location.pathname === '${LIVE_PATH}' && ${LIVE_SHOWN}`);
      await leaveLive(page);
      endDoctorConsultations(db);
    },
  },
  {
    name: 'a key in Notes while saving',
    prepare: (page, url, quiet) => liveWhileSaving(page, openAt(page, url, quiet), db),
    act: (page) => page.keyboard.type('b'),
    done: async (page, before) => {
      await waitFor(page, keystrokeShown(before ?? ''));
      db.clearFaults();
      await leaveLive(page);
    },
  },
];
