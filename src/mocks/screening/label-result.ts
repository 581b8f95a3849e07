import { labelFor } from '@/lib/reference-ranges';
import { bandFor } from '@/lib/score-bands';

import type { DemoCatalogues } from '../catalogues/types';
import type { DemoResult } from './types';

type TestType = DemoCatalogues['testTypes'][number];

/** What a kiosk measured for one test: a number (numeric, questionnaire score) or a finding. */
interface MeasuredInput {
  value: number | null;
  label: string | null;
}

type Labelled = Pick<DemoResult, 'value' | 'label' | 'low' | 'high' | 'ranged'>;

/**
 * A recorded result labelled as the seeded ones are (seed-screening.ts): a numeric value by the
 * test's reference ranges for the person on the day, a questionnaire score by its category's score
 * bands, a categorical finding as given when the test offers that label. A string says why not.
 */
export const labelMeasured = (
  catalogues: Pick<DemoCatalogues, 'questionCategories'>,
  test: TestType,
  measured: MeasuredInput,
  person: { age: number; gender: 'male' | 'female' },
  day: string,
): Labelled | string => {
  const name = `${test.name} (test type ${test.id})`;
  if (test.kind === 'categorical') {
    const { label } = measured;
    if (label === null || !test.labels.includes(label as never))
      return `${name} takes a label, one of: ${test.labels.join(', ')}`;
    return { value: null, label, low: null, high: null, ranged: false };
  }
  const { value } = measured;
  if (value === null || !Number.isFinite(value)) return `${name} takes a numeric value`;
  if (test.kind === 'numeric') {
    const found = labelFor(test, value, person, day);
    if (!found) return `No reference range of ${name} covers ${value} for this patient`;
    return { value, label: found.label, low: found.range.low, high: found.range.high, ranged: true };
  }
  const category = catalogues.questionCategories.find(({ id }) => id === test.question_category_id);
  const label = category ? bandFor(category.bands, value) : null;
  const band = category?.bands.find((candidate) => candidate.label === label);
  if (label === null || !band) return `No score band of ${name} covers ${value}`;
  return { value, label, low: band.from, high: band.to + 1, ranged: true };
};
