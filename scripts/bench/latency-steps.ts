import type { Page } from 'playwright-core';

import { fillSignInForm, type Quiet } from './timings';
import {
  CLINICS_NEXT_PAGE,
  clinicsAtRest,
  COUNTRY_CREATE_PATH,
  firstRowChanged,
  headingIs,
  onMasterCountries,
  SAVE_BUTTON,
  typeNewCountry,
  VIDEOS_PATH,
  VIDEOS_SHOWN,
} from './timings-resources';
import {
  CLINIC_CREATE_PATH,
  FIRST_KIOSK_LINK,
  KIOSK_PAGE_SHOWN,
  KIOSKS_NEXT_PAGE,
  kiosksAtRest,
  OUT_OF_DATE_APPLIED,
  OUT_OF_DATE_FILTER,
  typeNewClinic,
} from './timings-fleet';
import {
  APPROVED_SHOWN,
  approveConfirmOpen,
  CONFIRM_BUTTON,
  FIRST_ORDER_LINK,
  ORDER_PAGE_SHOWN,
  ordersAtRest,
  PLACED_ROWS,
  PLACED_TAB,
  RUNNING_LOW_LINK,
  RUNNING_LOW_ROWS,
} from './timings-orders';
import { PATIENT_INTERACTIONS } from './timings-patients';
import {
  BREACHED_ROWS,
  BREACHED_TAB,
  LONG_THREAD_LINK,
  LONG_THREAD_SHOWN,
  longThreadListed,
  queriesAtRest,
  replyShown,
  replyTyped,
  SEND_REPLY,
} from './timings-support';
import {
  ACCESS_ROWS,
  ACCESS_TAB,
  ACTIVITY_ROWS,
  ACTIVITY_TAB,
  ASHA_PATH,
  PATIENT_PATH,
  SAVE_SETTINGS,
  SAVED_SHOWN,
  settingsChanged,
  USERS_LINK,
  USERS_ROWS,
} from './timings-access';
import { SUMMARY_CHART_SHOWN, SUMMARY_PATH } from './timings-summary';
import { rangesSaved, tenRangesEdited } from './timings-tests';
import { clickMenu, FIRST_CAMP, filterListShown, heading, ROWS_SHOWN, until } from './walk-steps';

/**
 * Issue 19's interactions. `prepare` brings a fresh page to rest just before the input (untimed),
 * `act` is the one input that is timed (a click or a key press, real input through the browser),
 * `done` waits until the screen shows the result (the data included).
 */
export interface Interaction {
  name: string;
  prepare: (page: Page, url: string, quiet: Quiet) => Promise<string | null>;
  act: (page: Page) => Promise<void>;
  done: (page: Page, before: string | null, quiet: Quiet) => Promise<void>;
}

const FILTER = 'aside[aria-label="Filter"]';
const CAMP_LINKS = 'table tbody tr a[href*="camp_id="]';

const openAt = async (page: Page, url: string, path: string, quiet: Quiet, showFilter = false) => {
  await page.goto(`${url}${path}`);
  await page.evaluate(`window.localStorage.setItem('hcd_showFilter', '${String(showFilter)}')`);
  await page.goto(`${url}${path}`);
  await until(page, "document.querySelector('#main-content h1')");
  await quiet();
};

const firstCamp = (page: Page) => page.evaluate<string | null>(FIRST_CAMP);
const campsChanged = (page: Page, before: string | null) =>
  until(page, `(${FIRST_CAMP}) && (${FIRST_CAMP}) !== ${JSON.stringify(before)}`);

const onCamps = async (page: Page, url: string, quiet: Quiet) => {
  await openAt(page, url, '/dashboard/manage/camp?status=active&page=1&rows=10', quiet);
  await until(page, FIRST_CAMP);
  return firstCamp(page);
};

const openMenuGroup = async (page: Page, path: string) => {
  const link = page.locator(`nav[aria-label="Main menu"] a[href="${path}"]`);
  if (!(await link.isVisible())) {
    await page.locator('nav[aria-label="Main menu"]').getByRole('button', { name: 'Manage' }).click();
    await link.waitFor({ state: 'visible' });
  }
};

const onSummaryWithPanel = async (page: Page, url: string, quiet: Quiet) => {
  await openAt(page, url, '/dashboard/summary', quiet, true);
  await until(page, `${filterListShown('Customers')} && ${filterListShown('Clinics')}`);
  await quiet();
};

export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'sign-in click',
    prepare: async (page, url, quiet) => {
      await fillSignInForm(page, url, quiet);
      return null;
    },
    act: (page) => page.getByRole('button', { name: 'Login' }).click(),
    done: async (page) => {
      await until(
        page,
        "document.querySelector('nav[aria-label=\"Main menu\"]') && document.querySelector('#main-content h1')",
      );
    },
  },
  {
    name: 'open camps',
    prepare: async (page, url, quiet) => {
      await openAt(page, url, '/dashboard/static', quiet);
      await openMenuGroup(page, '/dashboard/manage/camp');
      return null;
    },
    act: (page) => clickMenu(page, '/dashboard/manage/camp'),
    done: (page) => until(page, FIRST_CAMP),
  },
  {
    name: 'next page',
    prepare: onCamps,
    act: (page) => page.getByRole('button', { name: 'Next page' }).click(),
    done: campsChanged,
  },
  {
    name: 'status change',
    prepare: async (page, url, quiet) => {
      const first = await onCamps(page, url, quiet);
      await page.getByLabel('Status').focus();
      return first;
    },
    // A closed select changes its value on ArrowDown: Active -> Inactive, a trusted input.
    act: (page) => page.keyboard.press('ArrowDown'),
    done: campsChanged,
  },
  {
    name: 'search Enter',
    prepare: async (page, url, quiet) => {
      const first = await onCamps(page, url, quiet);
      await page.getByRole('searchbox', { name: 'Search camps' }).fill('Camp_A');
      return first;
    },
    act: (page) => page.keyboard.press('Enter'),
    done: async (page, before) => {
      await until(page, "location.search.includes('search=Camp_A')");
      await campsChanged(page, before);
    },
  },
  {
    name: 'open the filter panel',
    prepare: async (page, url, quiet) => {
      await openAt(page, url, '/dashboard/summary', quiet, false);
      return null;
    },
    act: (page) => page.locator('header button[aria-label="Filter"]').click(),
    done: (page) => until(page, `${filterListShown('Customers')} && ${filterListShown('Clinics')}`),
  },
  {
    name: 'type in the clinic search',
    prepare: async (page, url, quiet) => {
      await onSummaryWithPanel(page, url, quiet);
      await page.locator(`${FILTER} input[aria-label="Search Clinics"]`).focus();
      return null;
    },
    act: (page) => page.keyboard.type('Aro', { delay: 60 }),
    done: async (page, _before, quiet) => {
      await quiet();
      await until(page, filterListShown('Clinics'));
    },
  },
  {
    name: 'apply the filter',
    prepare: async (page, url, quiet) => {
      await onSummaryWithPanel(page, url, quiet);
      await page.locator(`${FILTER} [role=listbox][aria-label="Clinics"] [role=option]`).first().click();
      await quiet();
      return null;
    },
    act: (page) => page.locator(FILTER).getByRole('button', { name: 'Apply' }).click(),
    done: async (_page, _before, quiet) => {
      await quiet();
    },
  },
  {
    name: 'open camp details',
    prepare: onCamps,
    act: (page) => page.locator(CAMP_LINKS).first().click(),
    done: async (page) => {
      await heading(page, 'Camp Details');
      await until(page, "document.querySelector('#main-content dl dd')");
    },
  },
  {
    name: 'Save',
    prepare: async (page, url, quiet) => {
      await onCamps(page, url, quiet);
      await page.locator(CAMP_LINKS).first().click();
      await heading(page, 'Camp Details');
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('textbox', { name: 'Camp Name' }).waitFor();
      await quiet();
      return null;
    },
    act: (page) => page.getByRole('button', { name: 'Save' }).click(),
    done: async (page) => {
      await page.getByText('Updated successfully', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Edit' }).waitFor();
    },
  },
  {
    name: 'open the Monitor',
    prepare: async (page, url, quiet) => {
      await openAt(page, url, '/dashboard/static', quiet);
      return null;
    },
    act: (page) => clickMenu(page, '/dashboard/monitor'),
    done: async (page) => {
      await heading(page, 'Monitor');
      await until(page, ROWS_SHOWN);
    },
  },
  // Issue 23: the resource layer's server-paged list at 2,000 rows (timings-resources.ts).
  {
    name: 'next page of clinics',
    prepare: (page, url, quiet) => clinicsAtRest(page, (path) => openAt(page, url, path, quiet)),
    act: (page) => page.locator(CLINICS_NEXT_PAGE).click(),
    done: (page, before) => until(page, firstRowChanged(before)),
  },
  // Issue 24: a catalogue's list from the menu (timings-resources.ts).
  {
    name: 'open a catalogue list',
    prepare: async (page, url, quiet) => {
      await onMasterCountries(page, (path) => openAt(page, url, path, quiet));
      return null;
    },
    act: (page) => clickMenu(page, VIDEOS_PATH),
    done: (page) => until(page, VIDEOS_SHOWN),
  },
  // Issue 25: the Summary from the menu until its chart is drawn (timings-summary.ts).
  {
    name: 'open the Summary',
    prepare: async (page, url, quiet) => {
      await openAt(page, url, '/dashboard/static', quiet);
      return null;
    },
    act: (page) => clickMenu(page, SUMMARY_PATH),
    done: (page) => until(page, SUMMARY_CHART_SHOWN),
  },
  // Issue 24: Save of a test type with ten ranges, one changed (timings-tests.ts).
  {
    name: 'Save a test type with ten ranges',
    prepare: async (page, url, quiet) => {
      const bound = await tenRangesEdited(page, (path) => openAt(page, url, path, quiet));
      await quiet();
      return bound;
    },
    act: (page) => page.locator(SAVE_BUTTON).click(),
    done: (page, bound) => until(page, rangesSaved(bound ?? '')),
  },
  // Issue 25: Patients and Patient Details at 20,000 patients (timings-patients.ts).
  ...PATIENT_INTERACTIONS.map((interaction): Interaction => ({
    name: interaction.name,
    prepare: (page, url, quiet) => interaction.prepare(page, (path) => openAt(page, url, path, quiet)),
    act: interaction.act,
    done: (page, before) => interaction.done(page, before),
  })),
  // Issue 34: Kiosk Inventory at 3,000 kiosks, a kiosk's page, Save on Create Clinic (timings-fleet.ts).
  {
    name: 'next page of kiosks',
    prepare: (page, url, quiet) => kiosksAtRest(page, (path) => openAt(page, url, path, quiet)),
    act: (page) => page.locator(KIOSKS_NEXT_PAGE).click(),
    done: (page, before) => until(page, firstRowChanged(before)),
  },
  {
    name: 'apply a kiosk filter chip',
    prepare: (page, url, quiet) => kiosksAtRest(page, (path) => openAt(page, url, path, quiet)),
    act: (page) => page.locator(OUT_OF_DATE_FILTER).first().click(),
    done: (page) => until(page, OUT_OF_DATE_APPLIED),
  },
  {
    name: "open a kiosk's page",
    prepare: (page, url, quiet) => kiosksAtRest(page, (path) => openAt(page, url, path, quiet)),
    act: (page) => page.locator(FIRST_KIOSK_LINK).first().click(),
    done: (page) => until(page, KIOSK_PAGE_SHOWN),
  },
  {
    name: 'Save a new clinic',
    prepare: async (page, url, quiet) => {
      await openAt(page, url, CLINIC_CREATE_PATH, quiet);
      await page.locator(SAVE_BUTTON).waitFor();
      const title = await typeNewClinic(page);
      await quiet();
      return title;
    },
    act: (page) => page.locator(SAVE_BUTTON).click(),
    done: (page, title) => until(page, headingIs(title ?? '')),
  },
  // Issue 35: Kiosk Orders at 20,000 orders, an order's page, Approve, Running Low (timings-orders.ts).
  {
    name: 'the Placed tab of Kiosk Orders',
    prepare: async (page, url, quiet) => {
      await ordersAtRest(page, (path) => openAt(page, url, path, quiet));
      return null;
    },
    act: (page) => page.locator(PLACED_TAB).click(),
    done: (page) => until(page, PLACED_ROWS),
  },
  {
    name: "open an order's page",
    prepare: async (page, url, quiet) => {
      await ordersAtRest(page, (path) => openAt(page, url, path, quiet));
      return null;
    },
    act: (page) => page.locator(FIRST_ORDER_LINK).first().click(),
    done: (page) => until(page, ORDER_PAGE_SHOWN),
  },
  {
    name: 'Approve an order',
    prepare: (page, url, quiet) => approveConfirmOpen(page, (path) => openAt(page, url, path, quiet), quiet),
    act: (page) => page.locator(CONFIRM_BUTTON).click(),
    done: (page) => until(page, APPROVED_SHOWN),
  },
  {
    name: 'Running Low from the menu',
    prepare: async (page, url, quiet) => {
      await ordersAtRest(page, (path) => openAt(page, url, path, quiet));
      return null;
    },
    act: (page) => page.locator(RUNNING_LOW_LINK).click(),
    done: (page) => until(page, RUNNING_LOW_ROWS),
  },
  // Issue 36: Support Queries at 10,000 queries, the 200-message thread, a reply (timings-support.ts).
  {
    name: 'the Breached view of Support Queries',
    prepare: async (page, url, quiet) => {
      await queriesAtRest(page, (path) => openAt(page, url, path, quiet));
      return null;
    },
    act: (page) => page.locator(BREACHED_TAB).click(),
    done: (page) => until(page, BREACHED_ROWS),
  },
  {
    name: 'open a 200-message thread',
    prepare: async (page, url, quiet) => {
      await longThreadListed(page, (path) => openAt(page, url, path, quiet));
      return null;
    },
    act: (page) => page.locator(LONG_THREAD_LINK).click(),
    done: (page) => until(page, LONG_THREAD_SHOWN),
  },
  {
    name: 'send a reply',
    prepare: (page, url, quiet) => replyTyped(page, (path) => openAt(page, url, path, quiet), quiet),
    act: (page) => page.locator(SEND_REPLY).click(),
    done: (page, text) => until(page, replyShown(text ?? '')),
  },
  // Issue 37: Users, a user's Activity and a patient's Access over 1,000,000 audit events, Save on
  // Settings (timings-access.ts).
  {
    name: 'Users from the menu',
    prepare: async (page, url, quiet) => {
      await openAt(page, url, '/dashboard/manage/query?page=1&rows=10', quiet);
      const link = page.locator(USERS_LINK);
      if (!(await link.isVisible()))
        await page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('button', { name: /Manage/ })
          .click();
      await link.waitFor();
      await quiet();
      return null;
    },
    act: (page) => page.locator(USERS_LINK).click(),
    done: (page) => until(page, USERS_ROWS),
  },
  {
    name: "a user's Activity tab",
    prepare: async (page, url, quiet) => {
      await openAt(page, url, ASHA_PATH, quiet);
      await page.locator(ACTIVITY_TAB).waitFor();
      return null;
    },
    act: (page) => page.locator(ACTIVITY_TAB).click(),
    done: (page) => until(page, ACTIVITY_ROWS),
  },
  {
    name: "a patient's Access tab",
    prepare: async (page, url, quiet) => {
      await openAt(page, url, PATIENT_PATH, quiet);
      await page.locator(ACCESS_TAB).waitFor();
      return null;
    },
    act: (page) => page.locator(ACCESS_TAB).click(),
    done: (page) => until(page, ACCESS_ROWS),
  },
  {
    name: 'Save on Settings',
    prepare: async (page, url, quiet) => {
      await settingsChanged(page, (path) => openAt(page, url, path, quiet), quiet);
      return null;
    },
    act: (page) => page.locator(SAVE_SETTINGS).click(),
    done: (page) => until(page, SAVED_SHOWN),
  },
  // Issue 23: Save on Add Country; last, since each sample adds a country to the demo API.
  {
    name: 'Save a new country',
    prepare: async (page, url, quiet) => {
      await openAt(page, url, COUNTRY_CREATE_PATH, quiet);
      await page.locator(SAVE_BUTTON).waitFor();
      const title = await typeNewCountry(page);
      await quiet();
      return title;
    },
    act: (page) => page.locator(SAVE_BUTTON).click(),
    done: (page, title) => until(page, headingIs(title ?? '')),
  },
];
