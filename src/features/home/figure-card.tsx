import { memo } from 'react';
import { Link } from 'wouter';

import { absolute } from '@/lib/app-paths';

export type FigureState = 'pending' | 'error' | 'success';

interface FigureCardProps {
  label: string;
  /** What the figure counts, read after the number ("clinics not synced"). */
  icon: string;
  value: number | undefined;
  state: FigureState;
  onRetry: () => void;
  /** Where the rows behind the figure are; no link while that screen does not exist. */
  href?: string | undefined;
}

export const FIGURE_ERROR_TEXT = 'Could not be loaded.';

/**
 * One figure of the home: its label (a link to the rows behind it), the number, and its own
 * loading and error states: one card failing never hides the others.
 */
export const FigureCard = memo(function FigureCard({
  label,
  icon,
  value,
  state,
  onRetry,
  href,
}: FigureCardProps) {
  const labelId = `figure-${label.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <li className="home-card" aria-labelledby={labelId} aria-busy={state === 'pending' ? true : undefined}>
      <span className={`home-card-icon ui-icon-circle pi ${icon}`} aria-hidden="true" />
      <h2 id={labelId} className="home-card-label">
        {href ? (
          <Link href={absolute(href)} className="home-card-link">
            {label}
          </Link>
        ) : (
          label
        )}
      </h2>
      {state === 'error' ? (
        <p className="home-card-error">
          <span role="alert">{FIGURE_ERROR_TEXT}</span>
          <button type="button" className="ui-btn ui-btn-outline ui-btn-sm home-card-retry" onClick={onRetry}>
            Try again
          </button>
        </p>
      ) : (
        <p className="home-card-value">
          {state === 'pending' || value === undefined ? (
            <span className="home-card-loading">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">Loading</span>
            </span>
          ) : (
            value
          )}
        </p>
      )}
    </li>
  );
});
