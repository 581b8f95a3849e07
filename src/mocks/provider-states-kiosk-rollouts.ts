import type { DemoDb } from './db';
import type { ProviderStateHandler } from './provider-states';
import type { DemoKiosk, DemoKioskRollout } from './types';

/**
 * Provider states of the proposed rollout calls (the proposals pact, docs/contracts.md;
 * docs/kiosk-rollouts.md). A state leaves one clinic with exactly one kiosk (the others to stock), deployed and
 * reporting, sent configuration 1, and the configurations 1 and 3 active; a rollout it names is
 * the only one, from configuration 1 to 3, started an hour ago. So every field the pact pins
 * answers with one type, and every list one length, on any demo database.
 */

const FROM = 1;
const TO = 3;
const HOUR = 3_600_000;

const intParam = (params: Record<string, unknown>, key: string, fallback: number): number => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** An active clinic whose only live kiosk is deployed, reporting and sent configuration 1. */
const clinicWithOneKiosk = (db: DemoDb): { clinicId: number; kiosk: DemoKiosk } => {
  for (const config of db.catalogues.kioskConfigs)
    if (config.id === FROM || config.id === TO) config.status = true;
  const kiosk = db.kiosks.find(
    (row) => row.status === 'deployed' && row.clinic_id !== null && db.clinic(row.clinic_id)?.status === true,
  );
  if (!kiosk || kiosk.clinic_id === null)
    throw new Error('The demo data has no deployed kiosk at an active clinic');
  const clinicId = kiosk.clinic_id;
  for (const other of db.kiosks)
    if (other !== kiosk && other.clinic_id === clinicId)
      Object.assign(other, { status: 'in_stock', clinic_id: null });
  Object.assign(kiosk, { quiet: false, config_applied_id: FROM, config_target_id: FROM });
  db.kioskRollouts.splice(0, db.kioskRollouts.length);
  return { clinicId, kiosk };
};

const rolloutAt = (db: DemoDb, staged: number | null, version: number): DemoKioskRollout => {
  const { clinicId, kiosk } = clinicWithOneKiosk(db);
  const started = new Date(db.now().getTime() - HOUR).toISOString();
  const rollout: DemoKioskRollout = {
    id: 1,
    config_id: TO,
    previous_config_id: FROM,
    target_kind: 'clinic',
    target_id: clinicId,
    target_key: `clinic:${clinicId}`,
    rollout_version: 1,
    kiosk_ids: [kiosk.id],
    staged_percent: staged,
    started_at: started,
    continued_at: null,
    started_by: 1,
    rollback_of_id: null,
    rolled_back_by_id: null,
    version,
    created_at: started,
    updated_at: started,
  };
  db.kioskRollouts.push(rollout);
  return rollout;
};

export const kioskRolloutProviderStates: Record<string, ProviderStateHandler> = {
  /** No rollout; a clinic with one deployed kiosk sent configuration 1; answers clinic_id. */
  'a clinic has one deployed kiosk': (db) => ({ clinic_id: clinicWithOneKiosk(db).clinicId }),
  /**
   * params: staged_percent (0: sent to all at once), version. The only rollout, from configuration
   * 1 to 3, to that clinic an hour ago; answers id, version and clinic_id.
   */
  'a kiosk rollout to a clinic exists': (db, params) => {
    const staged = intParam(params, 'staged_percent', 0);
    const rollout = rolloutAt(db, staged === 0 ? null : staged, Math.max(1, intParam(params, 'version', 1)));
    return { id: rollout.id, version: rollout.version, clinic_id: rollout.target_id };
  },
};
