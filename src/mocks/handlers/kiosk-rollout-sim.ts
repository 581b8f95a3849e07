import type { DemoDb } from '../db';
import type { DemoKiosk, DemoKioskRollout } from '../types';

/**
 * How a rollout reaches its kiosks on the demo clock (docs/kiosk-rollouts.md, "The simulation"),
 * computed on read, never written: the same rollouts and the same "now" give the same states.
 *
 * - A staged rollout sends first to a fixed share of its kiosks (`firstShare`), the rest on Continue.
 * - A kiosk sent the configuration settles 1 to 10 minutes later (`dueAt`): applied, or failed for
 *   a fixed few (`fails`). A kiosk that is not deployed, or has gone quiet, stays pending.
 */

const MINUTE = 60_000;

export type RolloutKioskState = 'held' | 'pending' | 'applied' | 'failed';

/** A fixed order of the kiosks per rollout (Knuth's multiplicative hash): the first share's pick. */
const rank = (rollout: Pick<DemoKioskRollout, 'id'>, kioskId: number): number =>
  Math.imul(kioskId ^ (rollout.id * 0x9e37), 0x9e3779b1) >>> 0;

/** The kiosks a staged rollout sends to first: its share, rounded up, at least one. */
export const firstShare = (rollout: DemoKioskRollout): ReadonlySet<number> => {
  if (rollout.staged_percent === null) return new Set(rollout.kiosk_ids);
  const count = Math.max(1, Math.ceil((rollout.kiosk_ids.length * rollout.staged_percent) / 100));
  const order = [...rollout.kiosk_ids].sort((a, b) => rank(rollout, a) - rank(rollout, b) || a - b);
  return new Set(order.slice(0, count));
};

/** When the kiosk was sent the configuration; null while a staged rollout holds it back. */
export const sentAt = (rollout: DemoKioskRollout, kioskId: number, first = firstShare(rollout)) =>
  first.has(kioskId) ? rollout.started_at : rollout.continued_at;

/** When a reporting kiosk settles: 1 to 10 minutes after it was sent. */
export const dueAt = (rollout: DemoKioskRollout, kioskId: number, sent: string): string =>
  new Date(Date.parse(sent) + (1 + ((kioskId * 7 + rollout.id * 13) % 10)) * MINUTE).toISOString();

/** The fixed few that fail (about one kiosk in sixteen per rollout). */
export const fails = (rollout: Pick<DemoKioskRollout, 'id'>, kioskId: number): boolean =>
  (kioskId * 31 + rollout.id * 17) % 16 === 0;

const reporting = (kiosk: DemoKiosk | undefined): boolean => kiosk?.status === 'deployed' && !kiosk.quiet;

export interface KioskProgress {
  state: RolloutKioskState;
  sent_at: string | null;
  due_at: string | null;
}

export const progressOf = (
  db: DemoDb,
  rollout: DemoKioskRollout,
  kioskId: number,
  first = firstShare(rollout),
): KioskProgress => {
  const sent = sentAt(rollout, kioskId, first);
  if (sent === null) return { state: 'held', sent_at: null, due_at: null };
  const due = dueAt(rollout, kioskId, sent);
  const settled = Date.parse(due) <= db.now().getTime() && reporting(db.kiosks.find((k) => k.id === kioskId));
  const state = !settled ? 'pending' : fails(rollout, kioskId) ? 'failed' : 'applied';
  return { state, sent_at: sent, due_at: due };
};

/**
 * The configuration a kiosk runs and the one it is sent, from the rollouts that reached it (the
 * newest sent is the target; the newest applied is what it runs), else as the fleet was seeded.
 * Kiosk Inventory and Kiosk Details show these (handlers/kiosk-view.ts calls it).
 */
export const kioskConfigOf = (
  db: DemoDb,
  kiosk: DemoKiosk,
): { applied_id: number | null; target_id: number | null } => {
  let target: { at: string; id: number } | null = null;
  let applied: { at: string; id: number } | null = null;
  for (const rollout of db.kioskRollouts) {
    if (!rollout.kiosk_ids.includes(kiosk.id)) continue;
    const progress = progressOf(db, rollout, kiosk.id);
    if (progress.sent_at === null) continue;
    if (target === null || progress.sent_at >= target.at)
      target = { at: progress.sent_at, id: rollout.config_id };
    if (
      progress.state === 'applied' &&
      progress.due_at !== null &&
      (applied === null || progress.due_at >= applied.at)
    )
      applied = { at: progress.due_at, id: rollout.config_id };
  }
  return {
    applied_id: applied?.id ?? kiosk.config_applied_id,
    target_id: target?.id ?? kiosk.config_target_id,
  };
};

/** The configuration most of these kiosks are sent now (the lowest id on a tie); null when none. */
export const commonTarget = (targets: ReadonlyArray<number | null>): number | null => {
  const counts = new Map<number, number>();
  for (const id of targets) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  let best: number | null = null;
  for (const [id, count] of counts) {
    const bestCount = best === null ? 0 : (counts.get(best) ?? 0);
    if (count > bestCount || (count === bestCount && best !== null && id < best)) best = id;
  }
  return best;
};
