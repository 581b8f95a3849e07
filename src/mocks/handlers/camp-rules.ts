import { CreateCampBody, UpdateCampBody } from '@/generated/zod/v3.zod';
import { parseApiDate, parseApiDateTime } from '@/lib/dates';

import type { DemoDb } from '../db';
import type { DemoCamp, DemoUser } from '../types';
import { isAdministrator } from './scope';

export type CampWriteMode = 'create' | 'update';
export type CampFields = Omit<DemoCamp, 'id' | 'created_at' | 'is_enabled'>;

/** The texts of docs/requirements.md section 5 (Add camp for create, Edit camp for update). */
export const campMessages = {
  nameRequired: 'Camp name is required',
  nameTooLong: 'Name must be less than 512 characters',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  startInvalid: 'Start date must be a date (YYYY-MM-DD)',
  endInvalid: 'End date must be a date (YYYY-MM-DD)',
  endBeforeStart: 'End date must be after start date',
  location: { create: 'Select Location', update: 'Location is required' },
  customer: { create: 'Select customer', update: 'Customer is required' },
  status: 'Status must be true or false',
  campStatus: 'Camp status must be true or false',
  locationUnknown: 'Location not found',
  customerUnknown: 'Customer not found',
  notYours: 'You can only manage camps of your own account',
} as const;

const schemaIssueMessage = (field: string, code: string, mode: CampWriteMode): string => {
  switch (field) {
    case 'name':
      return code === 'too_big' ? campMessages.nameTooLong : campMessages.nameRequired;
    case 'start_date':
      return code === 'too_big' ? campMessages.startInvalid : campMessages.startRequired;
    case 'end_date':
      return code === 'too_big' ? campMessages.endInvalid : campMessages.endRequired;
    case 'location_id':
      return campMessages.location[mode];
    case 'user_id':
      return campMessages.customer[mode];
    case 'status':
      return campMessages.status;
    default:
      return campMessages.campStatus;
  }
};

/**
 * 'YYYY-MM-DD' or an ISO date-time with its zone, as an ISO date-time in UTC; null when not a real
 * date (the strict parsers of src/lib/dates.ts: 2026-02-30 is refused, not rolled over to March).
 */
export const toIsoDate = (value: string): string | null => {
  const text = value.trim();
  return (parseApiDate(text) ?? parseApiDateTime(text))?.toISOString() ?? null;
};

/**
 * Checks a camp body with the generated zod schema, then the spec's rules. Answers the fields to
 * store, or the message the screen shows as an error toast.
 */
export const checkCampWrite = (
  db: DemoDb,
  user: DemoUser,
  body: unknown,
  mode: CampWriteMode,
): { ok: true; fields: CampFields } | { ok: false; message: string } => {
  const parsed = (mode === 'create' ? CreateCampBody : UpdateCampBody).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: schemaIssueMessage(String(issue?.path[0] ?? ''), issue?.code ?? '', mode) };
  }
  const { name, start_date, end_date, location_id, user_id, status, camp_status } = parsed.data;
  if (name.trim() === '') return { ok: false, message: campMessages.nameRequired };
  if (start_date.trim() === '') return { ok: false, message: campMessages.startRequired };
  if (end_date.trim() === '') return { ok: false, message: campMessages.endRequired };
  const start = toIsoDate(start_date);
  if (start === null) return { ok: false, message: campMessages.startInvalid };
  const end = toIsoDate(end_date);
  if (end === null) return { ok: false, message: campMessages.endInvalid };
  if (location_id < 1) return { ok: false, message: campMessages.location[mode] };
  if (user_id < 1) return { ok: false, message: campMessages.customer[mode] };
  if (end < start) return { ok: false, message: campMessages.endBeforeStart };
  const location = db.location(location_id);
  if (!location || !location.status) return { ok: false, message: campMessages.locationUnknown };
  if (!db.customer(user_id)) return { ok: false, message: campMessages.customerUnknown };
  if (!isAdministrator(user) && user_id !== user.id) return { ok: false, message: campMessages.notYours };
  return {
    ok: true,
    fields: {
      name: name.trim(),
      start_date: start,
      end_date: end,
      location_id,
      user_id,
      status,
      camp_status,
    },
  };
};
