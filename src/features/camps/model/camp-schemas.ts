import { z } from 'zod';

import type { CampWriteRequest } from '@/generated/model';
import {
  campWriteRequestEndDateMax as END_DATE_MAX,
  campWriteRequestStartDateMax as START_DATE_MAX,
  campWriteRequestNameMax as NAME_MAX,
} from '@/generated/zod/v3.zod';
import { parseApiDate, parseApiDateTime } from '@/lib/dates';

/** docs/requirements.md section 5 texts, verbatim. */
export const CAMP_TEXT = {
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  selectLocation: 'Select Location',
  selectCustomer: 'Select customer',
  nameRequired: 'Camp name is required',
  nameTooLong: 'Name must be less than 512 characters',
  locationRequired: 'Location is required',
  customerRequired: 'Customer is required',
  endBeforeStart: 'End date must be after start date',
} as const;

// The contract's limits (openapi CampWriteRequest, as orval exports them); a date input never gets
// near them. The messages are the requirements' own (5), so the schema is this screen's, not orval's.

// Only real calendar dates (src/lib/dates.ts, strictly) are compared; anything else already has its
// own message.
const calendarDate = (value: string) =>
  parseApiDate(value) ?? parseApiDateTime(value)?.startOf('day') ?? null;

/** 'End date must not be before start date' (equal is fine), reported on end_date. */
const endNotBeforeStart = (value: { start_date: string; end_date: string }, ctx: z.RefinementCtx): void => {
  const start = calendarDate(value.start_date);
  const end = calendarDate(value.end_date);
  if (start && end && end.isBefore(start)) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: CAMP_TEXT.endBeforeStart });
  }
};

const booleans = { status: z.boolean(), camp_status: z.boolean() };

/** Add Camp (docs/requirements.md section 5). The date order rule is also applied here: see docs/camps.md. */
export const addCampSchema = z
  .object({
    name: z.string(),
    start_date: z.string().trim().min(1, CAMP_TEXT.startRequired).max(START_DATE_MAX),
    end_date: z.string().trim().min(1, CAMP_TEXT.endRequired).max(END_DATE_MAX),
    location_id: z.number().int().min(1, CAMP_TEXT.selectLocation),
    user_id: z.number().int().min(1, CAMP_TEXT.selectCustomer),
    ...booleans,
  })
  .superRefine(endNotBeforeStart);

/** Edit camp (docs/requirements.md section 5). */
export const editCampSchema = z
  .object({
    name: z.string().min(1, CAMP_TEXT.nameRequired).max(NAME_MAX, CAMP_TEXT.nameTooLong),
    start_date: z
      .string()
      .trim()
      .min(1, CAMP_TEXT.startRequired)
      .max(START_DATE_MAX, `Start date must be at most ${START_DATE_MAX} characters`),
    end_date: z
      .string()
      .trim()
      .min(1, CAMP_TEXT.endRequired)
      .max(END_DATE_MAX, `End date must be at most ${END_DATE_MAX} characters`),
    location_id: z.number().int().min(1, CAMP_TEXT.locationRequired),
    user_id: z.number().int().min(1, CAMP_TEXT.customerRequired),
    ...booleans,
  })
  .superRefine(endNotBeforeStart);

export type CampField = keyof CampWriteRequest;
export type CampFieldErrors = Partial<Record<CampField, string>>;

export type ValidationResult = { ok: true; data: CampWriteRequest } | { ok: false; errors: CampFieldErrors };

/** The first message per field, keyed by the payload field it belongs to. */
export const validateCamp = (
  schema: typeof addCampSchema | typeof editCampSchema,
  payload: CampWriteRequest,
): ValidationResult => {
  const result = schema.safeParse(payload);
  if (result.success) return { ok: true, data: result.data };
  const errors: CampFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CampField | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
};
