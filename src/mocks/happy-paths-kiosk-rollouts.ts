import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The demo data has no ${what}`);
  return value;
};

/**
 * The proposed rollout calls (docs/kiosk-rollouts.md): the seeded clinic rollout read and rolled
 * back, the seeded staged one continued, and a new one to the demo customer's first clinic.
 */
export const kioskRolloutPaths = (db: DemoDb): Record<string, HappyPath> => {
  const done = must(
    db.kioskRollouts.find((row) => row.target_kind === 'clinic'),
    'clinic rollout',
  );
  const staged = must(
    db.kioskRollouts.find((row) => row.staged_percent !== null && row.continued_at === null),
    'staged rollout',
  );
  return {
    filterKioskRollouts: { path: '/v3/kiosk-rollout/filter', body: { page: 1, limit: 10 } },
    createKioskRollout: {
      path: '/v3/kiosk-rollout/',
      body: {
        config_id: 1,
        target_kind: 'kiosks',
        target_id: null,
        kiosk_ids: staged.kiosk_ids.slice(0, 2),
        staged_percent: null,
      },
    },
    getKioskRollout: { path: `/v3/kiosk-rollout/${done.id}` },
    continueKioskRollout: {
      path: `/v3/kiosk-rollout/${staged.id}/continue`,
      body: { version: staged.version },
    },
    rollbackKioskRollout: { path: `/v3/kiosk-rollout/${done.id}/rollback`, body: { version: done.version } },
  };
};
