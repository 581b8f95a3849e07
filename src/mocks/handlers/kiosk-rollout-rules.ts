import type { KioskRolloutCreateRequest } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoKiosk, DemoKioskRollout, DemoUser } from '../types';
import type { Refusal } from './kit';
import { commonTarget, kioskConfigOf } from './kiosk-rollout-sim';

/**
 * The rules of a new rollout (docs/kiosk-rollouts.md): an active configuration; an active customer
 * or clinic, or kiosks that exist and are not retired; at least one kiosk reached; a share of 1-99.
 * The previous configuration is the one the last rollout to the same target sent, else the one most
 * of its kiosks are sent now.
 */

type Outcome = { ok: true; rollout: DemoKioskRollout } | { ok: false; refusal: Refusal };

const refused = (message: string, field: string): Outcome => ({ ok: false, refusal: { message, field } });

const live = (kiosk: DemoKiosk): boolean => kiosk.status !== 'retired';

const reachOf = (db: DemoDb, body: KioskRolloutCreateRequest): { kiosks: DemoKiosk[] } | Refusal => {
  const atClinics = (ids: ReadonlySet<number>) =>
    db.kiosks.filter((kiosk) => live(kiosk) && kiosk.clinic_id !== null && ids.has(kiosk.clinic_id));
  switch (body.target_kind) {
    case 'customer': {
      const customer = body.target_id == null ? undefined : db.customer(body.target_id);
      if (!customer?.status) return { message: 'Choose an active customer.', field: 'target_id' };
      const clinics = db.clinics
        .filter((clinic) => clinic.user_id === customer.id)
        .map((clinic) => clinic.id);
      return { kiosks: atClinics(new Set(clinics)) };
    }
    case 'clinic': {
      const clinic = body.target_id == null ? undefined : db.clinic(body.target_id);
      if (!clinic?.status) return { message: 'Choose an active clinic.', field: 'target_id' };
      return { kiosks: atClinics(new Set([clinic.id])) };
    }
    case 'kiosks': {
      const ids = [...new Set(body.kiosk_ids)];
      const kiosks = ids.map((id) => db.kiosks.find((kiosk) => kiosk.id === id));
      if (kiosks.some((kiosk) => kiosk === undefined || !live(kiosk)))
        return { message: 'Choose kiosks that exist and are not retired.', field: 'kiosk_ids' };
      return { kiosks: kiosks.filter((kiosk): kiosk is DemoKiosk => kiosk !== undefined) };
    }
  }
};

const keyOf = (body: KioskRolloutCreateRequest, kioskIds: readonly number[]): string =>
  body.target_kind === 'kiosks' ? `kiosks:${kioskIds.join(',')}` : `${body.target_kind}:${body.target_id}`;

/** The rollout the body starts (id 0 for a preview; the caller numbers a saved one), or the refusal. */
export const newRollout = (db: DemoDb, user: DemoUser, body: KioskRolloutCreateRequest): Outcome => {
  const config = db.catalogues.kioskConfigs.find((row) => row.id === body.config_id);
  if (!config?.status) return refused('Choose an active kiosk configuration.', 'config_id');
  if (body.staged_percent != null && !(body.staged_percent >= 1 && body.staged_percent <= 99))
    return refused('The first share must be from 1 to 99 per cent.', 'staged_percent');
  const reach = reachOf(db, body);
  if ('message' in reach) return { ok: false, refusal: reach };
  if (reach.kiosks.length === 0)
    return refused('The target has no kiosk to send the configuration to.', 'target');
  const kioskIds = reach.kiosks.map((kiosk) => kiosk.id).sort((a, b) => a - b);
  const key = keyOf(body, kioskIds);
  const earlier = db.kioskRollouts.filter((row) => row.target_key === key);
  const last = earlier.at(-1);
  const previous = last
    ? last.config_id
    : commonTarget(reach.kiosks.map((kiosk) => kioskConfigOf(db, kiosk).target_id));
  const now = db.now().toISOString();
  return {
    ok: true,
    rollout: {
      id: 0,
      config_id: config.id,
      previous_config_id: previous,
      target_kind: body.target_kind,
      target_id: body.target_kind === 'kiosks' ? null : (body.target_id ?? null),
      target_key: key,
      rollout_version: earlier.length + 1,
      kiosk_ids: kioskIds,
      staged_percent: body.staged_percent ?? null,
      started_at: now,
      continued_at: null,
      started_by: user.id,
      rollback_of_id: null,
      rolled_back_by_id: null,
      version: 1,
      created_at: now,
      updated_at: now,
    },
  };
};

export const nextRolloutId = (db: DemoDb): number =>
  Math.max(0, ...db.kioskRollouts.map((row) => row.id)) + 1;
