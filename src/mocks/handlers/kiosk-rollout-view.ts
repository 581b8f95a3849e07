import type { KioskConfigChange, KioskRolloutRecord, KioskRolloutRow } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoKioskRollout } from '../types';
import { byRole, recordKit } from './record-kit';
import { isAdministrator } from './scope';
import { firstShare, progressOf, type RolloutKioskState } from './kiosk-rollout-sim';

/**
 * A rollout as the proposed calls answer it (docs/proposed-api.md, "Kiosk configuration rollouts"):
 * administrators only, every other user a 403 without its data.
 */
export const ROLLOUTS = recordKit<DemoKioskRollout, 'manage'>({
  noun: 'rollout',
  find: (db, id) => db.kioskRollouts.find((rollout) => rollout.id === id),
  scope: byRole<DemoKioskRollout>({
    Administrator: () => () => true,
    Customer: () => () => false,
    Doctor: () => () => false,
  }),
  foreign: 'Only administrators can see kiosk configuration rollouts.',
  actions: {
    manage: {
      allowed: isAdministrator,
      refused: 'Only administrators can see and roll out kiosk configurations.',
    },
  },
});

/** The kiosks a rollout page lists at most (`kiosks_total` counts them all). */
export const KIOSKS_SHOWN = 500;

type Config = DemoDb['catalogues']['kioskConfigs'][number];

const configOf = (db: DemoDb, id: number | null): Config | undefined =>
  id === null ? undefined : db.catalogues.kioskConfigs.find((row) => row.id === id);

const named = (row: { id: number; name: string } | undefined) =>
  row ? { id: row.id, name: row.name } : null;

/** The fields of a configuration as a person reads them. */
const readable = (db: DemoDb, config: Config): Record<string, [label: string, value: string]> => ({
  name: ['Name', config.name],
  language: ['Language', db.catalogues.languages.find((row) => row.id === config.language_id)?.name ?? ''],
  test_types: [
    'Tests',
    config.test_type_ids
      .map((id) => db.catalogues.testTypes.find((row) => row.id === id)?.name ?? `#${id}`)
      .join(', '),
  ],
  idle_timeout_seconds: ['Idle timeout (seconds)', String(config.idle_timeout_seconds)],
});

/** The fields that change from the previous configuration (all of them when there was none). */
export const diffOf = (db: DemoDb, fromId: number | null, toId: number): KioskConfigChange[] => {
  const to = configOf(db, toId);
  if (!to) return [];
  const from = configOf(db, fromId);
  const before = from ? readable(db, from) : {};
  return Object.entries(readable(db, to))
    .filter(([field, [, value]]) => before[field]?.[1] !== value)
    .map(([field, [label, value]]) => ({ field, label, from: before[field]?.[1] ?? null, to: value }));
};

const targetName = (db: DemoDb, rollout: DemoKioskRollout): string => {
  if (rollout.target_kind === 'customer') {
    const customer = rollout.target_id === null ? undefined : db.customer(rollout.target_id);
    return customer ? `${customer.first_name} ${customer.last_name}` : '';
  }
  if (rollout.target_kind === 'clinic')
    return (rollout.target_id === null ? undefined : db.clinic(rollout.target_id))?.name ?? '';
  const count = rollout.kiosk_ids.length;
  return `${count} ${count === 1 ? 'kiosk' : 'kiosks'}`;
};

const statesOf = (db: DemoDb, rollout: DemoKioskRollout) => {
  const first = firstShare(rollout);
  return rollout.kiosk_ids.map((id) => ({ id, ...progressOf(db, rollout, id, first) }));
};

const statusOf = (rollout: DemoKioskRollout, pending: number): KioskRolloutRow['status'] => {
  if (rollout.rolled_back_by_id !== null) return 'rolled_back';
  if (rollout.staged_percent !== null && rollout.continued_at === null) return 'staged';
  return pending > 0 ? 'rolling_out' : 'done';
};

const rowWith = (
  db: DemoDb,
  rollout: DemoKioskRollout,
  states: ReadonlyArray<{ state: RolloutKioskState }>,
): KioskRolloutRow => {
  const counts = { applied: 0, pending: 0, failed: 0, held: 0 };
  for (const { state } of states) counts[state] += 1;
  const by = db.user(rollout.started_by);
  return {
    id: rollout.id,
    rollout_version: rollout.rollout_version,
    config: named(configOf(db, rollout.config_id)) ?? { id: rollout.config_id, name: '' },
    previous_config: named(configOf(db, rollout.previous_config_id)),
    target: {
      kind: rollout.target_kind,
      id: rollout.target_id,
      name: targetName(db, rollout),
      kiosk_count: rollout.kiosk_ids.length,
    },
    staged_percent: rollout.staged_percent,
    status: statusOf(rollout, counts.pending),
    counts,
    started_at: rollout.started_at,
    continued_at: rollout.continued_at,
    started_by: { id: rollout.started_by, name: by ? `${by.first_name} ${by.last_name}` : '' },
    rollback_of_id: rollout.rollback_of_id,
    rolled_back_by_id: rollout.rolled_back_by_id,
    version: rollout.version,
    created_at: rollout.created_at,
    updated_at: rollout.updated_at,
  };
};

export const rolloutRowOf = (db: DemoDb, rollout: DemoKioskRollout): KioskRolloutRow =>
  rowWith(db, rollout, statesOf(db, rollout));

/** The newest rollout to the same target: only that one may be rolled back. */
export const latestFor = (db: DemoDb, rollout: DemoKioskRollout): DemoKioskRollout | undefined =>
  db.kioskRollouts
    .filter((row) => row.target_key === rollout.target_key)
    .reduce<DemoKioskRollout | undefined>(
      (best, row) => (best === undefined || row.id > best.id ? row : best),
      undefined,
    );

/** What may be done now: Continue while staged, Rollback while the newest to its target. */
export const allowedOf = (db: DemoDb, rollout: DemoKioskRollout): Array<'continue' | 'rollback'> => {
  if (rollout.id === 0 || rollout.rolled_back_by_id !== null) return [];
  const actions: Array<'continue' | 'rollback'> = [];
  if (rollout.staged_percent !== null && rollout.continued_at === null) actions.push('continue');
  if (rollout.previous_config_id !== null && latestFor(db, rollout)?.id === rollout.id)
    actions.push('rollback');
  return actions;
};

const serialOf = (db: DemoDb, id: number) => db.kiosks.find((kiosk) => kiosk.id === id);

export const rolloutRecordOf = (db: DemoDb, rollout: DemoKioskRollout): KioskRolloutRecord => {
  const states = statesOf(db, rollout);
  const kiosks = states
    .map((state) => ({ state, kiosk: serialOf(db, state.id) }))
    .sort((a, b) => (a.kiosk?.serial_number ?? '').localeCompare(b.kiosk?.serial_number ?? ''))
    .slice(0, KIOSKS_SHOWN)
    .map(({ state, kiosk }) => {
      const clinic = kiosk?.clinic_id == null ? undefined : db.clinic(kiosk.clinic_id);
      return {
        id: state.id,
        serial_number: kiosk?.serial_number ?? '',
        clinic: named(clinic),
        state: state.state,
        sent_at: state.sent_at,
        due_at: state.due_at,
      };
    });
  return {
    ...rowWith(db, rollout, states),
    diff: diffOf(db, rollout.previous_config_id, rollout.config_id),
    kiosks,
    kiosks_total: rollout.kiosk_ids.length,
    allowed_actions: allowedOf(db, rollout),
  };
};
