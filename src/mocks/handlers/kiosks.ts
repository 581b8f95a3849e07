import { CreateKioskBody, FilterKiosksBody, MoveKioskBody, RetireKioskBody } from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import type { DemoKiosk, DemoUser } from '../types';
import { isAdministrator } from './scope';
import type { ZodType } from 'zod';

import { noteTimeline } from './audit-record';
import { ok, parseBody, refusal, type RouteContext, type RouteDefinition, type RouteResult } from './kit';
import { silentBefore } from './kiosk-health';
import { applyMove, movePlace } from './kiosk-moves';
import { isOutOfDate, isSilentSince, KIOSKS, kioskRecordOf, kioskRowOf, newestForced } from './kiosk-view';

/**
 * The proposed kiosk calls (docs/proposed-api.md, "Kiosks"; docs/home-and-monitor.md, "Kiosk
 * Inventory"): the fleet's list, a kiosk with its history, a kiosk received into stock, moved and
 * retired. Administrators write; each move is a line of the kiosk's history.
 */

type Filter = ReturnType<typeof FilterKiosksBody.parse>;

/**
 * A write to one kiosk (a move, a retirement): an administrator's, its body valid, the kiosk one the
 * user may read, and the version the edit started from still current (the record kit's 403, 422, 404
 * and 409, in that order).
 */
const kioskToChange = <Body extends { version: number }>(
  { db, user, body, params }: RouteContext,
  schema: ZodType<Body>,
): { ok: true; kiosk: DemoKiosk; value: Body } | { ok: false; result: RouteResult } => {
  const denied = KIOSKS.refuses('change', user);
  if (denied) return { ok: false, result: denied };
  const parsed = parseBody(schema, body);
  if (!parsed.ok) return parsed;
  const found = KIOSKS.readable(db, user, params.id);
  if (!found.ok) return found;
  const kiosk = found.row;
  const stale = KIOSKS.stale(kiosk, parsed.value.version, () => kioskRecordOf(db, kiosk));
  if (stale) return { ok: false, result: stale };
  return { ok: true, kiosk, value: parsed.value };
};

const matches = (db: DemoDb, user: DemoUser, filter: Filter) => {
  const scope = KIOSKS.scope(db, user);
  const forced = newestForced(db);
  const search = (filter.searchValue ?? '').trim().toLowerCase();
  const silent = filter.silent_minutes == null ? null : silentBefore(db, filter.silent_minutes);
  return (kiosk: DemoKiosk): boolean => {
    if (!scope(kiosk)) return false;
    if (filter.status != null && kiosk.status !== filter.status) return false;
    if (filter.clinic_id != null && kiosk.clinic_id !== filter.clinic_id) return false;
    if (filter.manufacturer_id != null && kiosk.manufacturer_id !== filter.manufacturer_id) return false;
    // A customer's own scope already holds them to theirs: `customer_id` narrows for administrators.
    if (filter.customer_id != null && isAdministrator(user)) {
      const clinic = kiosk.clinic_id === null ? undefined : db.clinic(kiosk.clinic_id);
      if (clinic?.user_id !== filter.customer_id) return false;
    }
    if (filter.app_out_of_date === true && !isOutOfDate(kiosk, forced)) return false;
    if (silent !== null && !isSilentSince(db, kiosk, silent)) return false;
    return search === '' || kiosk.serial_number.toLowerCase().includes(search);
  };
};

const sameSerial = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export const kioskRoutes: RouteDefinition[] = [
  {
    operation: 'filterKiosks',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterKiosksBody, body);
      if (!parsed.ok) return parsed.result;
      const { page, limit } = parsed.value;
      const rows = db.kiosks.filter(matches(db, user, parsed.value));
      const forced = newestForced(db);
      return ok({
        total_count: rows.length,
        records: rows.slice((page - 1) * limit, page * limit).map((kiosk) => kioskRowOf(db, kiosk, forced)),
      });
    },
  },
  {
    operation: 'getKiosk',
    resolve: ({ db, user, params }) => {
      const found = KIOSKS.readable(db, user, params.id);
      return found.ok ? ok(kioskRecordOf(db, found.row)) : found.result;
    },
  },
  {
    operation: 'createKiosk',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = KIOSKS.refuses('change', user);
      if (denied) return denied;
      const parsed = parseBody(CreateKioskBody, body);
      if (!parsed.ok) return parsed.result;
      const { serial_number, manufacturer_id, model_name } = parsed.value;
      if (db.kiosks.some((kiosk) => sameSerial(kiosk.serial_number, serial_number)))
        return refusal(
          `A kiosk with the serial number ${serial_number.trim()} already exists.`,
          'serial_number',
        );
      if (!db.catalogues.deviceManufacturers.some((row) => row.id === manufacturer_id && row.status))
        return refusal('Choose an active device manufacturer.', 'manufacturer_id');
      const now = db.now().toISOString();
      const newest = Math.max(
        ...db.catalogues.apkVersions.filter((apk) => apk.status).map((apk) => apk.version_code),
      );
      const kiosk: DemoKiosk = {
        id: Math.max(0, ...db.kiosks.map((row) => row.id)) + 1,
        serial_number: serial_number.trim(),
        manufacturer_id,
        model_name: model_name.trim(),
        clinic_id: null,
        status: 'in_stock',
        app_version_code: newest,
        config_applied_id: null,
        config_target_id: null,
        last_heartbeat_at: null,
        quiet: false,
        installed_at: null,
        version: 1,
        created_at: now,
        updated_at: now,
      };
      db.kiosks.push(kiosk);
      noteTimeline(db, {
        entity_id: kiosk.id,
        by: user.id,
        line: {
          entity: 'kiosk',
          action: 'received',
          from_status: null,
          from_clinic_id: null,
          to_status: 'in_stock',
          to_clinic_id: null,
          reason: 'Received into stock.',
        },
      });
      return ok(kioskRecordOf(db, kiosk));
    },
  },
  {
    operation: 'moveKiosk',
    mutates: true,
    resolve: (context) => {
      const { db, user } = context;
      const change = kioskToChange(context, MoveKioskBody);
      if (!change.ok) return change.result;
      const { kiosk, value } = change;
      const move = movePlace(db, kiosk, value);
      if (!move.ok) return refusal(move.refusal.message, move.refusal.field);
      applyMove(db, kiosk, move.place, { userId: user.id, reason: value.reason, action: 'moved' });
      return ok(kioskRecordOf(db, kiosk));
    },
  },
  {
    operation: 'retireKiosk',
    mutates: true,
    resolve: (context) => {
      const { db, user } = context;
      const change = kioskToChange(context, RetireKioskBody);
      if (!change.ok) return change.result;
      const { kiosk, value } = change;
      if (kiosk.status === 'retired') return refusal('This kiosk is already retired.', 'status');
      const to = { status: 'retired' as const, clinic_id: null };
      applyMove(db, kiosk, to, { userId: user.id, reason: value.reason, action: 'retired' });
      return ok(kioskRecordOf(db, kiosk));
    },
  },
];
