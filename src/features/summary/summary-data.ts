import type { ScreeningSummary, TestTypeSummary } from '@/generated/model';
import { findHealthResult, type HealthResultTone } from '@/lib/health-results';

/**
 * The fill of each tone in the chart: darker than the tags' backgrounds so that every segment reads
 * at 3:1 or better against the white card (WCAG 1.4.11); segments are parted by a white border.
 */
export const SEGMENT_COLOURS: Readonly<Record<HealthResultTone | 'neutral', string>> = {
  red: '#dc2626',
  green: '#15803d',
  amber: '#b45309',
  blue: '#2563eb',
  neutral: '#64748b',
};

export const segmentColourOf = (label: string): string =>
  SEGMENT_COLOURS[findHealthResult(label)?.tone ?? 'neutral'];

/** The label as the user reads it (the catalogue's text: 'Borderline High'). */
export const labelText = (label: string): string => findHealthResult(label)?.text ?? label;

/** A share of a total as a percentage with one decimal ('12.5%'); 0% of nothing. */
export const percentOf = (count: number, total: number): string =>
  `${total === 0 ? '0' : ((count * 100) / total).toFixed(1).replace(/\.0$/, '')}%`;

/** A segment's words: label, count and share, the same in the tooltip and the table. */
export const segmentText = (label: string, count: number, total: number): string =>
  `${labelText(label)}: ${count} (${percentOf(count, total)})`;

export const hasResults = (summary: ScreeningSummary): boolean =>
  summary.tests > 0 && summary.tests_by_type.length > 0;

/** The i-th label of each test type, or undefined where a test has fewer labels. */
export const segmentAt = (test: TestTypeSummary, index: number) => test.labels[index];

/** As many stacked datasets as the test type with the most labels has labels. */
export const segmentCount = (tests: readonly TestTypeSummary[]): number =>
  Math.max(0, ...tests.map((test) => test.labels.length));
