import type { KioskMoveRequest } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoKiosk, DemoKioskEvent, DemoKioskStatus } from '../types';
import { noteTimeline } from './audit-record';
import type { Refusal } from './kit';
import { heartbeatOf } from './kiosk-view';

/**
 * The rules of a kiosk's move (docs/proposed-api.md, "Kiosks"): no check-in first; a retired kiosk
 * stays retired; a deployment names an active clinic; a move to where it already is changes nothing
 * and is refused. In repair keeps the clinic it came from; stock clears it.
 */

export interface Place {
  status: DemoKioskStatus;
  clinic_id: number | null;
}

export const movePlace = (
  db: DemoDb,
  kiosk: DemoKiosk,
  move: KioskMoveRequest,
): { ok: true; place: Place } | { ok: false; refusal: Refusal } => {
  if (kiosk.status === 'retired')
    return { ok: false, refusal: { message: 'A retired kiosk cannot be moved.', field: 'status' } };
  if (move.status === 'deployed') {
    const clinic = move.clinic_id == null ? undefined : db.clinic(move.clinic_id);
    if (!clinic?.status)
      return { ok: false, refusal: { message: 'Choose an active clinic to deploy to.', field: 'clinic_id' } };
  }
  const place: Place = {
    status: move.status,
    clinic_id:
      move.status === 'deployed'
        ? (move.clinic_id ?? null)
        : move.status === 'in_repair'
          ? kiosk.clinic_id
          : null,
  };
  if (place.status === kiosk.status && place.clinic_id === kiosk.clinic_id)
    return { ok: false, refusal: { message: 'The kiosk is already there.', field: 'status' } };
  return { ok: true, place };
};

/**
 * Moves the kiosk and notes its timeline line (the call's audit event). A kiosk leaving a clinic keeps its last heartbeat;
 * one deployed reports from now on.
 */
export const applyMove = (
  db: DemoDb,
  kiosk: DemoKiosk,
  to: Place,
  by: { userId: number; reason: string; action: DemoKioskEvent['action'] },
): void => {
  const now = db.now().toISOString();
  noteTimeline(db, {
    entity_id: kiosk.id,
    by: by.userId,
    line: {
      entity: 'kiosk',
      action: by.action,
      from_status: kiosk.status,
      from_clinic_id: kiosk.clinic_id,
      to_status: to.status,
      to_clinic_id: to.clinic_id,
      reason: by.reason.trim(),
    },
  });
  const deployed = to.status === 'deployed';
  Object.assign(kiosk, {
    last_heartbeat_at: deployed ? null : heartbeatOf(db, kiosk),
    quiet: false,
    installed_at: kiosk.installed_at ?? (deployed ? now.slice(0, 10) : null),
    status: to.status,
    clinic_id: to.clinic_id,
    version: kiosk.version + 1,
    updated_at: now,
  });
};
