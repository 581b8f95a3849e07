import {
  ContinueKioskRolloutBody,
  CreateKioskRolloutBody,
  FilterKioskRolloutsBody,
  RollbackKioskRolloutBody,
} from '@/generated/zod/v3.zod';

import type { DemoKioskRollout } from '../types';
import {
  conflict,
  ok,
  parseBody,
  refusal,
  type RouteContext,
  type RouteDefinition,
  type RouteResult,
} from './kit';
import { newRollout, nextRolloutId } from './kiosk-rollout-rules';
import { allowedOf, latestFor, ROLLOUTS, rolloutRecordOf, rolloutRowOf } from './kiosk-rollout-view';

/**
 * The proposed rollout calls (docs/proposed-api.md, "Kiosk configuration rollouts";
 * docs/kiosk-rollouts.md): list, start (or preview), read, continue a staged one, roll one back.
 * Administrators only; progress is computed on the demo clock (kiosk-rollout-sim.ts).
 */

type Action = 'continue' | 'rollback';

/**
 * A move of one rollout: an administrator's, its body valid, the rollout found, the version current,
 * and the move still open (the record kit's 403, 400, 404 and 409, in that order).
 */
const rolloutToMove = (
  context: RouteContext,
  action: Action,
): { ok: true; rollout: DemoKioskRollout } | { ok: false; result: RouteResult } => {
  const { db, user, body, params } = context;
  const denied = ROLLOUTS.refuses('manage', user);
  if (denied) return { ok: false, result: denied };
  const parsed = parseBody(action === 'continue' ? ContinueKioskRolloutBody : RollbackKioskRolloutBody, body);
  if (!parsed.ok) return parsed;
  const found = ROLLOUTS.readable(db, user, params.id);
  if (!found.ok) return found;
  const rollout = found.row;
  const current = () => rolloutRecordOf(db, rollout);
  const stale = ROLLOUTS.stale(rollout, parsed.value.version, current);
  if (stale) return { ok: false, result: stale };
  if (!allowedOf(db, rollout).includes(action)) {
    const why =
      action === 'continue'
        ? 'This rollout is not staged any more: it was sent to all its kiosks or rolled back.'
        : rollout.rolled_back_by_id !== null
          ? 'This rollout was rolled back already.'
          : latestFor(db, rollout)?.id !== rollout.id
            ? 'A later rollout went to the same target: roll that one back instead.'
            : null;
    if (why !== null) return { ok: false, result: conflict(why, current()) };
  }
  return { ok: true, rollout };
};

const touch = (rollout: DemoKioskRollout, now: string) => {
  rollout.version += 1;
  rollout.updated_at = now;
};

export const kioskRolloutRoutes: RouteDefinition[] = [
  {
    operation: 'filterKioskRollouts',
    resolve: ({ db, user, body }) => {
      const denied = ROLLOUTS.refuses('manage', user);
      if (denied) return denied;
      const parsed = parseBody(FilterKioskRolloutsBody, body);
      if (!parsed.ok) return parsed.result;
      const { page, limit, status } = parsed.value;
      const search = (parsed.value.searchValue ?? '').trim().toLowerCase();
      const rows = [...db.kioskRollouts]
        .sort((a, b) => b.id - a.id)
        .map((rollout) => rolloutRowOf(db, rollout))
        .filter((row) => status == null || row.status === status)
        .filter(
          (row) =>
            search === '' ||
            row.config.name.toLowerCase().includes(search) ||
            row.target.name.toLowerCase().includes(search),
        );
      return ok({ total_count: rows.length, records: rows.slice((page - 1) * limit, page * limit) });
    },
  },
  {
    operation: 'getKioskRollout',
    resolve: ({ db, user, params }) => {
      const denied = ROLLOUTS.refuses('manage', user);
      if (denied) return denied;
      const found = ROLLOUTS.readable(db, user, params.id);
      return found.ok ? ok(rolloutRecordOf(db, found.row)) : found.result;
    },
  },
  {
    operation: 'createKioskRollout',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = ROLLOUTS.refuses('manage', user);
      if (denied) return denied;
      const parsed = parseBody(CreateKioskRolloutBody, body);
      if (!parsed.ok) return parsed.result;
      const made = newRollout(db, user, parsed.value);
      if (!made.ok) return refusal(made.refusal.message, made.refusal.field);
      if (parsed.value.preview === true) return ok(rolloutRecordOf(db, made.rollout));
      const rollout = { ...made.rollout, id: nextRolloutId(db) };
      db.kioskRollouts.push(rollout);
      return ok(rolloutRecordOf(db, rollout));
    },
  },
  {
    operation: 'continueKioskRollout',
    mutates: true,
    resolve: (context) => {
      const move = rolloutToMove(context, 'continue');
      if (!move.ok) return move.result;
      const now = context.db.now().toISOString();
      move.rollout.continued_at = now;
      touch(move.rollout, now);
      return ok(rolloutRecordOf(context.db, move.rollout));
    },
  },
  {
    operation: 'rollbackKioskRollout',
    mutates: true,
    resolve: (context) => {
      const { db, user } = context;
      const move = rolloutToMove(context, 'rollback');
      if (!move.ok) return move.result;
      const { rollout } = move;
      const previous = db.catalogues.kioskConfigs.find((row) => row.id === rollout.previous_config_id);
      if (!previous?.status)
        return refusal(
          previous
            ? `The previous configuration, ${previous.name}, is disabled: enable it first.`
            : 'There is no previous configuration to go back to.',
          'previous_config',
        );
      const now = db.now().toISOString();
      const back: DemoKioskRollout = {
        ...rollout,
        id: nextRolloutId(db),
        config_id: previous.id,
        previous_config_id: rollout.config_id,
        rollout_version: rollout.rollout_version + 1,
        staged_percent: null,
        started_at: now,
        continued_at: null,
        started_by: user.id,
        rollback_of_id: rollout.id,
        rolled_back_by_id: null,
        version: 1,
        created_at: now,
        updated_at: now,
      };
      db.kioskRollouts.push(back);
      rollout.rolled_back_by_id = back.id;
      touch(rollout, now);
      return ok(rolloutRecordOf(db, back));
    },
  },
];
