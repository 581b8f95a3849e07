import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { HealthResultLabel, ScreeningResult } from '@/generated/model';

import { PrereadResults } from './preread-results';

const result = (
  id: number,
  name: string,
  label: HealthResultLabel,
  value: number | null = null,
): ScreeningResult => ({
  id,
  session_id: 1,
  patient_id: 1,
  test_type: {
    id,
    name,
    code: name.toUpperCase(),
    kind: value === null ? 'categorical' : 'numeric',
    unit: value === null ? '' : 'mg/dL',
  },
  value,
  unit: value === null ? '' : 'mg/dL',
  label,
  range: value === null ? null : { low: 126, high: null, label },
  normal_range: null,
  measured_at: '2026-11-20T09:30:00.000Z',
});

describe('PrereadResults', () => {
  it('lists abnormal results first, then normal, with failed recordings apart, each label as text', () => {
    render(
      <PrereadResults
        results={[
          result(1, 'ECG', 'Normal Sinus Rhythm'),
          result(2, 'Fasting glucose', 'Diabetic', 140),
          result(3, 'Heart sound', 'Invalid'),
        ]}
      />,
    );
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings[0]).toMatch(/^Abnormal results/);
    expect(headings[1]).toMatch(/^Normal results/);
    expect(headings[2]).toMatch(/^Failed recordings/);
    const abnormal = screen.getByRole('region', { name: 'Abnormal' });
    expect(within(abnormal).getByRole('row', { name: /Fasting glucose/ })).toHaveTextContent('140 mg/dL');
    expect(within(abnormal).getByText('Diabetic')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Failed recording' })).getByText('Heart sound'),
    ).toBeInTheDocument();
  });

  it('says so when the request came without results', () => {
    render(<PrereadResults results={[]} />);
    expect(screen.getByText('No screening results came with this request.')).toBeInTheDocument();
  });
});
