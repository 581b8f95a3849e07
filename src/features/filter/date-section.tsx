import { useId } from 'react';

import { toApiDate, todayUtc } from '@/lib/dates';

import { DateField } from './date-field';
import { type DateRange, moveEnd, moveStart } from './date-rules';

interface DateSectionProps {
  range: DateRange;
  /** 'End date must be greater than Start date.' after a refused Apply, until the order is fixed. */
  error: string | null;
  onChange: (range: DateRange) => void;
}

export const DateSection = ({ range, error, onChange }: DateSectionProps) => {
  const today = toApiDate(todayUtc());
  const id = useId();
  return (
    <section className="filter-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Date</h3>
      <div className="filter-dates">
        <DateField
          id={`${id}-start`}
          label="Start date"
          value={range.start_date}
          max={today}
          onCommit={(start) => onChange(moveStart(range, start, today))}
        />
        <DateField
          id={`${id}-end`}
          label="End date"
          value={range.end_date}
          max={today}
          invalid={error !== null}
          describedBy={error ? `${id}-error` : undefined}
          onCommit={(end) => onChange(moveEnd(range, end, today))}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="filter-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
};
