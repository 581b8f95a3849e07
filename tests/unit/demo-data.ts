import type { DemoDb } from './demo-api';

/**
 * Data situations on the demo API that several test files need. Each changes the live tables of
 * `demo.db` before the screen renders (docs/testing.md).
 */

/** The header's and the Monitor's two counts: the first active clinics out of sync or pending an update. */
export const setMonitorCounts = (db: DemoDb, counts: { notSynced: number; pendingUpdate: number }) => {
  db.clinics
    .filter((clinic) => clinic.status)
    .forEach((clinic, index) => {
      clinic.synced = index >= counts.notSynced;
      clinic.pending_forced_update = index < counts.pendingUpdate;
    });
};
