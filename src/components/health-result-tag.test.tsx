import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HEALTH_RESULTS } from '@/lib/health-results';

import { HealthResultTag, TAG_COLOURS } from './health-result-tag';

/** WCAG 2.x relative luminance of '#rrggbb'. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/** jsdom reports inline colours as rgb(r, g, b). */
const rgb = (hex: string): string =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('HealthResultTag', () => {
  it('computes the contrast helper right (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#fee2e2', '#fee2e2')).toBe(1);
  });

  it.each(Object.entries(TAG_COLOURS))('reads at 4.5:1 or better in the %s tone', (_tone, colours) => {
    expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(HEALTH_RESULTS.map((result) => [result.label, result] as const))(
    'shows %s as its text, in its tone',
    (label, result) => {
      render(<HealthResultTag label={label} />);
      const tag = screen.getByText(result.text, { exact: true });
      expect(tag).toHaveAttribute('data-tone', result.tone);
      expect(tag).toHaveStyle({
        color: rgb(TAG_COLOURS[result.tone].text),
        backgroundColor: rgb(TAG_COLOURS[result.tone].background),
      });
    },
  );

  it('shows Minimal as Normal', () => {
    render(<HealthResultTag label="Minimal" />);
    expect(screen.getByText('Normal', { exact: true })).toHaveAttribute('data-tone', 'green');
    expect(screen.queryByText('Minimal')).not.toBeInTheDocument();
  });

  it('shows an unknown label neutrally with its raw text, and something for no text at all', () => {
    const { rerender } = render(<HealthResultTag label="  Slightly Purple " />);
    expect(screen.getByText('Slightly Purple', { exact: true })).toHaveAttribute('data-tone', 'neutral');
    rerender(<HealthResultTag label={12.5} />);
    expect(screen.getByText('12.5')).toHaveAttribute('data-tone', 'neutral');
    for (const value of ['', null, undefined, { text: 'High' }]) {
      rerender(<HealthResultTag label={value} />);
      expect(screen.getByText('—')).toHaveAttribute('data-tone', 'neutral');
    }
  });
});
