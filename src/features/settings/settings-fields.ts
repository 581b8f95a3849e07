import { z } from 'zod';

import type { EntityForm } from '@/components/form/use-entity-form';
import type { FieldText } from '@/components/form/zod-messages';
import { SETTINGS_DEFAULTS } from '@/components/settings';
import { type Settings, SettingsCurrency } from '@/generated/model';
import { GetSettingsResponse } from '@/generated/zod/v3.zod';

/**
 * The settings as the form holds them (docs/settings.md): one flat field per setting, each with its
 * words, unit, range and default. The ranges are the contract's (the generated schema of the
 * record, openapi/v3.yaml `Settings`), never a copy.
 */

export const PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_TEXT: Readonly<Record<Priority, string>> = {
  urgent: 'Urgent',
  high: 'High',
  normal: 'Normal',
  low: 'Low',
};

const RECORD = GetSettingsResponse.shape.data.shape;

interface Bounded {
  minValue: number | null;
  maxValue: number | null;
}
const rangeOf = (schema: Bounded) => ({ min: schema.minValue ?? 0, max: schema.maxValue ?? 0 });

export type Unit = 'minutes' | 'days';

export interface NumberSetting {
  /** The form's key: `heartbeat_minutes`, `sla_high_first_response`. */
  key: string;
  /** The body's path: `heartbeat_minutes`, `sla.high.first_response` (a 422's `field`). */
  path: string;
  label: string;
  unit: Unit;
  min: number;
  max: number;
  default: number;
}

const setting = (
  key: string,
  path: string,
  label: string,
  unit: Unit,
  schema: Bounded,
  fallback: number,
): NumberSetting => ({ key, path, label, unit, ...rangeOf(schema), default: fallback });

const SLA_DEFAULTS = SETTINGS_DEFAULTS.sla;

export const HEARTBEAT = setting(
  'heartbeat_minutes',
  'heartbeat_minutes',
  'Heartbeat staleness',
  'minutes',
  RECORD.heartbeat_minutes,
  SETTINGS_DEFAULTS.heartbeat_minutes,
);

/** One priority's two SLA targets. */
export const slaSettings = (priority: Priority): [NumberSetting, NumberSetting] => {
  const shape = RECORD.sla.shape[priority].shape;
  const name = PRIORITY_TEXT[priority];
  return [
    setting(
      `sla_${priority}_first_response`,
      `sla.${priority}.first_response`,
      `${name}: first response`,
      'minutes',
      shape.first_response,
      SLA_DEFAULTS[priority].first_response,
    ),
    setting(
      `sla_${priority}_resolution`,
      `sla.${priority}.resolution`,
      `${name}: resolution`,
      'minutes',
      shape.resolution,
      SLA_DEFAULTS[priority].resolution,
    ),
  ];
};

export const LEAD_DAYS = setting(
  'reorder_lead_days',
  'reorder_lead_days',
  'Reorder lead time',
  'days',
  RECORD.reorder_lead_days,
  SETTINGS_DEFAULTS.reorder_lead_days,
);
export const SAFETY_DAYS = setting(
  'reorder_safety_days',
  'reorder_safety_days',
  'Safety days',
  'days',
  RECORD.reorder_safety_days,
  SETTINGS_DEFAULTS.reorder_safety_days,
);
export const INACTIVE_DAYS = setting(
  'inactive_days',
  'inactive_days',
  'Inactivity period',
  'days',
  RECORD.inactive_days,
  SETTINGS_DEFAULTS.inactive_days,
);

/** The days of the scheduled disabling of inactive staff accounts (docs/users.md). */
export const DISABLE_DAYS = setting(
  'disable_inactive_after_days',
  'disable_inactive_after_days',
  'Inactive days before disabling',
  'days',
  RECORD.disable_inactive_after_days,
  SETTINGS_DEFAULTS.disable_inactive_after_days,
);

/** The switch of that rule: its form value is 'true' or 'false' (the form holds text). */
export const DISABLE_INACTIVE = {
  key: 'disable_inactive_users',
  label: 'Disable inactive staff accounts',
  default: SETTINGS_DEFAULTS.disable_inactive_users,
} as const;

export const NUMBER_SETTINGS: readonly NumberSetting[] = [
  HEARTBEAT,
  ...PRIORITIES.flatMap(slaSettings),
  LEAD_DAYS,
  SAFETY_DAYS,
  INACTIVE_DAYS,
  DISABLE_DAYS,
];

export const CURRENCIES = Object.values(SettingsCurrency);

/** '45 min', '8 h', '1 h 30 min', '3 days'. */
export const durationText = (value: number, unit: Unit): string => {
  if (unit === 'days') return `${value} day${value === 1 ? '' : 's'}`;
  const hours = Math.floor(value / 60);
  const minutes = value % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
};

/** 'Whole minutes from 5 to 1440. Default 30 min.' */
export const hintOf = (field: NumberSetting): string =>
  `Whole ${field.unit} from ${field.min} to ${field.max}. Default ${durationText(field.default, field.unit)}.`;

/** The form's values: what the inputs hold (text), one key per setting. */
export type SettingsValues = Record<string, string>;
/** The values once checked: numbers, and the currency's code. */
export type CheckedSettings = Record<string, number | string | boolean>;
export type SettingsEntityForm = EntityForm<SettingsValues, CheckedSettings>;

export const valuesOf = (settings: Settings): SettingsValues => {
  const values: SettingsValues = {
    currency: settings.currency,
    [DISABLE_INACTIVE.key]: String(settings.disable_inactive_users),
  };
  for (const field of NUMBER_SETTINGS) {
    values[field.key] = String(numberAt(settings, field.path));
  }
  return values;
};

const numberAt = (settings: Settings, path: string): number => {
  let value: unknown = settings;
  for (const key of path.split('.')) value = (value as Record<string, unknown>)[key];
  return value as number;
};

const rangeMessage = (field: NumberSetting) =>
  `${field.label} must be a whole number from ${field.min} to ${field.max} ${field.unit}`;

const numberSchema = (field: NumberSetting) =>
  z
    .int({
      error: (issue) => (issue.input === undefined ? `${field.label} is required` : rangeMessage(field)),
    })
    .min(field.min, { error: rangeMessage(field) })
    .max(field.max, { error: rangeMessage(field) });

/** The form's schema: each number in its contract range, the currency from the contract's list. */
export const FORM_SCHEMA = z.object({
  ...Object.fromEntries(NUMBER_SETTINGS.map((field) => [field.key, numberSchema(field)])),
  currency: z.enum(CURRENCIES, { error: 'Choose a currency from the list' }),
  [DISABLE_INACTIVE.key]: z.boolean(),
}) as unknown as z.ZodType<CheckedSettings>;

/** Text to numbers ('' is missing, 'abc' is not a number) before the schema checks them. */
export const toChecked = (values: SettingsValues): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values).map(([key, text]): [string, unknown] => {
      if (key === 'currency') return [key, text];
      if (key === DISABLE_INACTIVE.key) return [key, text === 'true'];
      const trimmed = text.trim();
      return [key, trimmed === '' ? undefined : Number(trimmed)];
    }),
  );

/** The form's words, in focus order (the first field with a message takes the focus). */
export const FORM_FIELDS: Readonly<Record<string, FieldText>> = Object.fromEntries([
  ...[HEARTBEAT, ...PRIORITIES.flatMap(slaSettings), LEAD_DAYS, SAFETY_DAYS].map(
    (field) => [field.key, { label: field.label }] as const,
  ),
  ['currency', { label: 'Currency' }],
  [INACTIVE_DAYS.key, { label: INACTIVE_DAYS.label }],
  [DISABLE_INACTIVE.key, { label: DISABLE_INACTIVE.label }],
  [DISABLE_DAYS.key, { label: DISABLE_DAYS.label }],
]);

/** The update body from the checked values and the version the page showed. */
export const bodyOf = (checked: CheckedSettings, version: number) => {
  const number = (key: string) => checked[key] as number;
  const target = (priority: Priority) => ({
    first_response: number(`sla_${priority}_first_response`),
    resolution: number(`sla_${priority}_resolution`),
  });
  const sla: Settings['sla'] = {
    urgent: target('urgent'),
    high: target('high'),
    normal: target('normal'),
    low: target('low'),
  };
  return {
    heartbeat_minutes: number(HEARTBEAT.key),
    sla,
    reorder_lead_days: number(LEAD_DAYS.key),
    reorder_safety_days: number(SAFETY_DAYS.key),
    currency: checked.currency as Settings['currency'],
    inactive_days: number(INACTIVE_DAYS.key),
    disable_inactive_users: checked[DISABLE_INACTIVE.key] === true,
    disable_inactive_after_days: number(DISABLE_DAYS.key),
    version,
  };
};

/** A 422's `field` ('sla.high.first_response') as the form's key ('sla_high_first_response'). */
export const keyOfPath = (path: string): string | null =>
  path === 'currency' || path === DISABLE_INACTIVE.key
    ? path
    : (NUMBER_SETTINGS.find((field) => field.path === path)?.key ?? null);
