/**
 * What a screening result means for the counts (docs/patients.md, "Outcomes"; docs/requirements.md
 * 3 and 12.10): one rule for the screens, the exports and the demo API, so every total agrees.
 * - failed: the recording failed (an ECG Too Short or Unreadable, a stethoscope's Invalid). A
 *   technical failure, not a clinical finding: counted and shown apart from abnormal results.
 * - normal: a label of the green tone (Normal, Desirable, Optimal, Normal Sinus Rhythm ...), and the
 *   body-constitution types, which are types and not findings.
 * - abnormal: every other label (high, low, borderline, a rhythm, a pattern, a band above Minimal),
 *   Unclassified included: the device could not call the rhythm normal, so a doctor should look.
 */
import { findHealthResult } from './health-results';

export type ResultOutcome = 'normal' | 'abnormal' | 'failed';

export const FAILED_LABELS: readonly string[] = ['Too Short', 'Unreadable', 'Invalid'];

const FAILED = new Set(FAILED_LABELS.map((label) => label.toLowerCase()));

export const outcomeOf = (label: string): ResultOutcome => {
  if (FAILED.has(label.trim().toLowerCase())) return 'failed';
  const result = findHealthResult(label);
  if (result === undefined) return 'abnormal';
  return result.tone === 'green' || result.kind === 'constitution' ? 'normal' : 'abnormal';
};

/** The label is green: the trend chart shades the values such labels cover. */
export const isNormalLabel = (label: string): boolean => findHealthResult(label)?.tone === 'green';

export const OUTCOME_TEXT: Readonly<Record<ResultOutcome, string>> = {
  normal: 'Normal',
  abnormal: 'Abnormal',
  failed: 'Failed recording',
};
