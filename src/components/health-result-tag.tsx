import { findHealthResult, type HealthResultTone } from '@/lib/health-results';

export type TagTone = HealthResultTone | 'neutral';

/**
 * Text and background of each tone. Every pair reads at 4.5:1 or better (WCAG AA for normal text);
 * health-result-tag.test.tsx computes the ratios from these very values.
 */
export const TAG_COLOURS: Readonly<Record<TagTone, { text: string; background: string }>> = {
  red: { text: '#991b1b', background: '#fee2e2' },
  green: { text: '#14532d', background: '#dcfce7' },
  amber: { text: '#78350f', background: '#fef3c7' },
  blue: { text: '#1e3a8a', background: '#dbeafe' },
  neutral: { text: '#334155', background: '#f1f5f9' },
};

/** What an unknown label shows: its own text, or a dash when there is none to show. */
const rawText = (label: unknown): string => {
  if (typeof label === 'number' && Number.isFinite(label)) return String(label);
  const text = typeof label === 'string' ? label.trim() : '';
  return text === '' ? '—' : text;
};

/**
 * A health result (docs/requirements.md section 3) in its tone. The text is always there, so the colour is
 * never the only signal; a label the catalogue does not know shows its raw text in a neutral tone.
 * `label` is typed loosely because it comes from the server.
 */
export const HealthResultTag = ({ label }: { label: unknown }) => {
  const result = findHealthResult(label);
  const tone: TagTone = result?.tone ?? 'neutral';
  const colours = TAG_COLOURS[tone];
  return (
    <span
      className="ui-tag ui-result-tag"
      data-tone={tone}
      style={{ color: colours.text, backgroundColor: colours.background }}
    >
      {result?.text ?? rawText(label)}
    </span>
  );
};
