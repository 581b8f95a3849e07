import { DAY } from './seed-day';
import type { DemoClinic, DemoKiosk, DemoKioskRollout } from './types';
import { commonTarget } from './handlers/kiosk-rollout-sim';

/**
 * Two rollouts to start from (docs/kiosk-rollouts.md): one to a clinic three days ago, done, and
 * one to the demo customer's kiosks yesterday, staged at 25% and waiting for Continue. Draws no
 * random number: the seed of the tables before it is unchanged.
 */

const HOUR = 3_600_000;
/** The administrator who started them (Asha Rao). */
const ADMIN = 1;
const CONFIGS = 3;

const nextConfig = (id: number | null): number => ((id ?? 0) % CONFIGS) + 1;

export const seedKioskRollouts = (
  now: number,
  clinics: readonly DemoClinic[],
  kiosks: readonly DemoKiosk[],
  demoCustomerId: number,
): DemoKioskRollout[] => {
  const today = Math.floor(now / DAY) * DAY;
  const live = (kiosk: DemoKiosk) => kiosk.status !== 'retired';
  const atClinic = (ids: ReadonlySet<number>) =>
    kiosks.filter((kiosk) => live(kiosk) && kiosk.clinic_id !== null && ids.has(kiosk.clinic_id));
  const rollout = (
    id: number,
    fields: Pick<DemoKioskRollout, 'target_kind' | 'target_id' | 'staged_percent'>,
    reached: readonly DemoKiosk[],
    startedAt: number,
  ): DemoKioskRollout => {
    const previous = commonTarget(reached.map((kiosk) => kiosk.config_target_id));
    const started = new Date(startedAt).toISOString();
    return {
      id,
      ...fields,
      config_id: nextConfig(previous),
      previous_config_id: previous,
      target_key: `${fields.target_kind}:${fields.target_id}`,
      rollout_version: 1,
      kiosk_ids: reached.map((kiosk) => kiosk.id).sort((a, b) => a - b),
      started_at: started,
      continued_at: null,
      started_by: ADMIN,
      rollback_of_id: null,
      rolled_back_by_id: null,
      version: 1,
      created_at: started,
      updated_at: started,
    };
  };
  const other = clinics.find(
    (clinic) =>
      clinic.status &&
      clinic.user_id !== demoCustomerId &&
      kiosks.some((kiosk) => kiosk.clinic_id === clinic.id && kiosk.status === 'deployed'),
  );
  const own = new Set(
    clinics.filter((clinic) => clinic.user_id === demoCustomerId).map((clinic) => clinic.id),
  );
  const rows: DemoKioskRollout[] = [];
  if (other)
    rows.push(
      rollout(
        rows.length + 1,
        { target_kind: 'clinic', target_id: other.id, staged_percent: null },
        atClinic(new Set([other.id])),
        today - 3 * DAY + 10 * HOUR,
      ),
    );
  const mine = atClinic(own);
  if (mine.length > 1)
    rows.push(
      rollout(
        rows.length + 1,
        { target_kind: 'customer', target_id: demoCustomerId, staged_percent: 25 },
        mine,
        today - DAY + 9 * HOUR,
      ),
    );
  return rows;
};
