import { describe, expect, it } from 'vitest';

import { findHealthResult, HEALTH_RESULT_KINDS, HEALTH_RESULTS } from './health-results';

/** docs/requirements.md section 3, "Health-result labels", every label in the order the spec lists them. */
const REQUIRED_LABELS = [
  'Male',
  'Female',
  'Normal',
  'High',
  'Low',
  'Seriously High',
  'Optimal',
  'Near Optimal',
  'BorderLine High',
  'Very High',
  'Desirable',
  'BorderLine',
  'Diabetic',
  'Prediabetic',
  'Likely to be positive',
  'Negative',
  'Obstructive defect',
  'Restrictive pattern',
  'Mixed pattern',
  'Standard',
  'Not up to standard',
  'Ekdoshaj prakriti',
  'Dwandaj prakriti',
  'Samdoshaj prakriti',
  'Bradycardia',
  'Normal Sinus Rhythm',
  'Possible Atrial Fibrillation',
  'Tachycardia',
  'Too Short',
  'Unclassified',
  'Unreadable',
  'Mild',
  'Moderate',
  'Moderately Severe',
  'Severe',
  'Minimal',
  'Normal Vision',
  'Red Green Deficiency',
  'Abnormal',
  'Arrhythmia',
  'Murmur',
  'Normal Heart Sound',
  'Normal lung Sound',
  'Present',
  'Pulmonary Arterial Hypertension',
  'Invalid',
];

describe('the health-result catalogue', () => {
  it('holds exactly the labels of docs/requirements.md section 3, each once', () => {
    expect(HEALTH_RESULTS.map(({ label }) => label).sort()).toEqual([...REQUIRED_LABELS].sort());
  });

  it('finds every label as the server spells it, and loosely (case, spaces)', () => {
    for (const label of REQUIRED_LABELS) expect(findHealthResult(label)?.label).toBe(label);
    expect(findHealthResult('  borderline   HIGH ')?.label).toBe('BorderLine High');
    expect(findHealthResult('Normal Lung Sound')?.text).toBe('Normal Lung Sound');
    expect(findHealthResult('Samdoshaj')?.label).toBe('Samdoshaj prakriti');
  });

  it('shows Minimal as Normal, in the normal tone', () => {
    expect(findHealthResult('Minimal')).toMatchObject({ text: 'Normal', tone: 'green', kind: 'severity' });
  });

  it('follows the tones docs/requirements.md fixes: red bad or high, green normal, amber borderline, blue low', () => {
    const toneOf = (label: string) => findHealthResult(label)?.tone;
    for (const label of ['High', 'Seriously High', 'Very High', 'Tachycardia', 'Severe']) {
      expect(toneOf(label)).toBe('red');
    }
    for (const label of ['Normal', 'Optimal', 'Normal Sinus Rhythm', 'Normal Vision', 'Negative']) {
      expect(toneOf(label)).toBe('green');
    }
    for (const label of ['BorderLine', 'BorderLine High', 'Prediabetic']) expect(toneOf(label)).toBe('amber');
    for (const label of ['Low', 'Bradycardia']) expect(toneOf(label)).toBe('blue');
  });

  it('puts every label under a listed kind, and no kind is empty', () => {
    const kinds = HEALTH_RESULT_KINDS.map(({ kind }) => kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const result of HEALTH_RESULTS) expect(kinds).toContain(result.kind);
    for (const kind of kinds) expect(HEALTH_RESULTS.some((result) => result.kind === kind)).toBe(true);
  });

  it('knows nothing of other labels or of values that are not text', () => {
    for (const value of ['Purple', '', '   ', null, undefined, 42, { label: 'High' }]) {
      expect(findHealthResult(value)).toBeUndefined();
    }
  });
});
