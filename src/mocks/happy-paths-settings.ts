import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';

/** The proposed settings calls (docs/settings.md): read them, and save them from their version. */
export const settingsPaths = (db: DemoDb): Record<string, HappyPath> => {
  const { version, updated_at: _at, updated_by: _by, ...values } = db.settings;
  return {
    getSettings: { path: '/v3/settings' },
    updateSettings: { path: '/v3/settings', body: { ...values, heartbeat_minutes: 45, version } },
  };
};
