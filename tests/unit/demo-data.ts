import { healFleet, makeOutOfSync, makePendingUpdate } from '@/mocks/provider-states-monitor';

import type { DemoDb } from './demo-api';

/**
 * Data situations on the demo API that several test files need. Each changes the live tables of
 * `demo.db` before the screen renders (docs/testing.md).
 */

/**
 * The header's and the Monitor's two counts: the first active clinics out of sync or pending an
 * update, through their deployed kiosks (docs/home-and-monitor.md, "Where the counts come from").
 */
export const setMonitorCounts = (db: DemoDb, counts: { notSynced: number; pendingUpdate: number }) => {
  healFleet(db);
  db.clinics
    .filter((clinic) => clinic.status)
    .forEach((clinic, index) => {
      if (index < counts.notSynced) makeOutOfSync(db, clinic);
      if (index < counts.pendingUpdate) makePendingUpdate(db, clinic);
    });
};

/** The clinics each header monitor counts now (the demo API's one source of truth). */
export { fleetHealth } from '@/mocks/handlers/kiosk-health';
