import type { SummaryItem } from '@/components/resource/record-definition';
import type { Settings } from '@/generated/model';
import { formatDisplayDateTime } from '@/lib/dates';

import { DISABLE_INACTIVE, durationText, NUMBER_SETTINGS, valuesOf } from './settings-fields';

/** Every setting as a line (label, value in words): what a 409 compares. */
export const settingsSummary = (settings: Settings): SummaryItem[] => {
  const values = valuesOf(settings);
  return [
    ...NUMBER_SETTINGS.map((field): SummaryItem => [
      field.label,
      durationText(Number(values[field.key]), field.unit),
    ]),
    ['Currency', settings.currency],
    [DISABLE_INACTIVE.label, settings.disable_inactive_users ? 'On' : 'Off'],
  ];
};

/** 'Last saved by Asha Rao at 01-06-2026 10:05 (version 2).', or the seed's words. */
export const whoSaved = (settings: Settings): string =>
  settings.updated_by === null
    ? 'These are the settings the platform started with: nobody has changed them yet.'
    : `Last saved by ${settings.updated_by.name} at ${formatDisplayDateTime(settings.updated_at)} (version ${settings.version}).`;

/** A 409's who: 'Sam Fernandes saved them at 01-06-2026 10:05 (version 2) while you were editing.' */
export const savedMeanwhile = (settings: Settings): string =>
  `${settings.updated_by?.name ?? 'Someone'} saved them at ${formatDisplayDateTime(settings.updated_at)} (version ${settings.version}) while you were editing.`;
