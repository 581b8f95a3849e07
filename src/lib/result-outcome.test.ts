import { describe, expect, it } from 'vitest';

import { HEALTH_RESULTS } from './health-results';
import { FAILED_LABELS, isNormalLabel, outcomeOf } from './result-outcome';

describe('outcomeOf (docs/patients.md, Outcomes)', () => {
  it('keeps failed recordings apart from abnormal results', () => {
    for (const label of FAILED_LABELS) expect(outcomeOf(label)).toBe('failed');
    expect(outcomeOf(' too short ')).toBe('failed');
  });

  it('calls green labels and the constitution types normal', () => {
    expect(outcomeOf('Normal')).toBe('normal');
    expect(outcomeOf('Desirable')).toBe('normal');
    expect(outcomeOf('Normal Sinus Rhythm')).toBe('normal');
    expect(outcomeOf('Minimal')).toBe('normal');
    expect(outcomeOf('Ekdoshaj prakriti')).toBe('normal');
  });

  it('calls every other label abnormal, borderline, low and Unclassified included', () => {
    for (const label of ['High', 'Low', 'BorderLine', 'Prediabetic', 'Mild', 'Unclassified', 'Murmur'])
      expect(outcomeOf(label)).toBe('abnormal');
    expect(outcomeOf('Something new')).toBe('abnormal');
  });

  it('gives every catalogue label exactly one outcome', () => {
    const counts = { normal: 0, abnormal: 0, failed: 0 };
    for (const { label } of HEALTH_RESULTS) counts[outcomeOf(label)] += 1;
    expect(counts.failed).toBe(3);
    expect(counts.normal + counts.abnormal + counts.failed).toBe(HEALTH_RESULTS.length);
  });

  it('shades only green labels as normal on a chart', () => {
    expect(isNormalLabel('Normal')).toBe(true);
    expect(isNormalLabel('Samdoshaj prakriti')).toBe(true);
    expect(isNormalLabel('Ekdoshaj prakriti')).toBe(false);
    expect(isNormalLabel('BorderLine')).toBe(false);
  });
});
