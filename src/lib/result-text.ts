import type { ScreeningResult } from '@/generated/model';

import { describeValues } from './reference-ranges';

/** '120 mmHg'; a categorical finding or a failed recording has no value. */
export const valueText = (result: Pick<ScreeningResult, 'value' | 'unit'>): string =>
  result.value === null ? '—' : `${result.value}${result.unit ? ` ${result.unit}` : ''}`;

/** The range that gave the label: '130 to 180 mmHg', 'below 90 mmHg', '180 and above mmHg'. */
export const rangeText = (result: Pick<ScreeningResult, 'range' | 'unit'>): string =>
  result.range ? `${describeValues(result.range)}${result.unit ? ` ${result.unit}` : ''}` : '—';
