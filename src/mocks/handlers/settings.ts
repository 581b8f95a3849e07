import type { Settings } from '@/generated/model';
import { GetSettingsResponse, UpdateSettingsBody } from '@/generated/zod/v3.zod';
import type { z } from 'zod';

import type { DemoDb } from '../db';
import type { DemoSettings } from '../types';
import { conflict, fail, ok, parseBody, refusal, type Refusal, type RouteDefinition } from './kit';
import { personName } from './order-view';
import { isAdministrator } from './scope';
import { disableInactiveStaff } from './users-inactive';

/**
 * The proposed settings calls (docs/settings.md; docs/proposed-api.md, "Settings"): the one settings
 * record, read by every signed-in user and saved by administrators from the version the page showed
 * (409 with the settings now when stale, 422 on the field out of its range). A save with
 * `disable_inactive_users` on also disables the inactive staff accounts (users-inactive.ts).
 */

const FORBIDDEN = 'Only administrators can change the settings.';
const STALE = 'The settings were changed by someone else while you were editing them.';

type Update = z.infer<typeof UpdateSettingsBody>;
type Values = Omit<DemoSettings, 'version' | 'updated_at' | 'updated_by'>;

/** The settings as the calls answer them: who saved them last by name. */
export const settingsRecordOf = (db: DemoDb): Settings => {
  const { updated_by: by, ...settings } = db.settings;
  return {
    ...settings,
    sla: structuredClone(settings.sla),
    updated_by: by === null ? null : { id: by, name: personName(db, by) },
  };
};

/** Each setting's words and unit, for its refusal ('Heartbeat staleness must be from 5 to 1440 minutes.'). */
const WORDS: Readonly<Record<string, { label: string; unit: string }>> = {
  heartbeat_minutes: { label: 'Heartbeat staleness', unit: 'minutes' },
  first_response: { label: 'First response target', unit: 'minutes' },
  resolution: { label: 'Resolution target', unit: 'minutes' },
  reorder_lead_days: { label: 'Reorder lead time', unit: 'days' },
  reorder_safety_days: { label: 'Safety days', unit: 'days' },
  inactive_days: { label: 'Inactivity period', unit: 'days' },
  disable_inactive_after_days: { label: 'Inactive days before disabling', unit: 'days' },
};

const RULES = GetSettingsResponse.shape.data.omit({ version: true, updated_at: true, updated_by: true });

/** The first value out of its range (the record's schema holds the ranges), or null. */
export const settingsRefusal = (values: Values): Refusal | null => {
  const parsed = RULES.safeParse(values);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const last = String(issue?.path.at(-1) ?? '');
  if (last === 'currency') return { message: 'Choose a currency from the list.', field };
  const words = WORDS[last] ?? { label: 'The value', unit: '' };
  const priority = issue?.path[0] === 'sla' ? ` (${String(issue.path[1])})` : '';
  const { minimum, maximum } = rangeOf(field);
  return {
    message: `${words.label}${priority} must be a whole number from ${minimum} to ${maximum} ${words.unit}.`,
    field,
  };
};

/** A setting's range, from the record's schema. */
const rangeOf = (field: string): { minimum: number; maximum: number } => {
  let schema: unknown = RULES;
  for (const key of field.split('.')) {
    schema = (schema as { shape?: Record<string, unknown> }).shape?.[key];
  }
  const number = schema as { minValue?: number | null; maxValue?: number | null } | undefined;
  return { minimum: number?.minValue ?? 0, maximum: number?.maxValue ?? 0 };
};

const valuesOf = ({ version: _version, ...values }: Update): Values => values as Values;

export const settingsRoutes: RouteDefinition[] = [
  {
    operation: 'getSettings',
    resolve: ({ db }) => ok(settingsRecordOf(db)),
  },
  {
    operation: 'updateSettings',
    mutates: true,
    resolve: ({ db, user, body }) => {
      if (!isAdministrator(user)) return fail(403, FORBIDDEN);
      const parsed = parseBody(UpdateSettingsBody, body);
      if (!parsed.ok) return parsed.result;
      if (parsed.value.version !== db.settings.version) return conflict(STALE, settingsRecordOf(db));
      const values = valuesOf(parsed.value);
      const refused = settingsRefusal(values);
      if (refused) return refusal(refused.message, refused.field);
      Object.assign(db.settings, structuredClone(values), {
        version: db.settings.version + 1,
        updated_at: db.now().toISOString(),
        updated_by: user.id,
      });
      // The scheduled disabling of inactive staff accounts, when on (docs/users.md).
      disableInactiveStaff(db, user.id, 'updateSettings');
      return ok(settingsRecordOf(db));
    },
  },
];
