import { Calendar } from 'primereact/calendar';
import { type KeyboardEvent, useRef } from 'react';

import { apiDateOf, pickerDateOf } from './date-rules';

interface DateFieldProps {
  id: string;
  label: string;
  /** YYYY-MM-DD */
  value: string;
  /** YYYY-MM-DD: later days cannot be picked or typed. */
  max: string;
  onCommit: (value: string) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * One date, shown DD-MM-YYYY. A date picked in the calendar is committed at once; a typed one when
 * the field is left or Enter is pressed, so the one-year clamp never acts on a half-typed date
 * (typing 01-… over 15-… would otherwise move the other date on every keystroke).
 */
export const DateField = ({
  id,
  label,
  value,
  max,
  onCommit,
  describedBy,
  invalid = false,
}: DateFieldProps) => {
  const typed = useRef<Date | null>(null);

  const commitTyped = () => {
    const date = typed.current;
    typed.current = null;
    if (date) onCommit(apiDateOf(date));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) commitTyped();
  };

  return (
    <div className="filter-date" onKeyDown={onKeyDown}>
      <label htmlFor={id}>{label}</label>
      <Calendar
        inputId={id}
        value={pickerDateOf(value)}
        maxDate={pickerDateOf(max)}
        dateFormat="dd-mm-yy"
        placeholder="DD-MM-YYYY"
        showIcon
        showOnFocus={false}
        invalid={invalid}
        pt={{ input: { root: { 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined } } }}
        onChange={(event) => {
          const date = event.value instanceof Date ? event.value : null;
          if (event.originalEvent?.type === 'input') typed.current = date;
          else if (date) {
            typed.current = null;
            onCommit(apiDateOf(date));
          }
        }}
        onBlur={commitTyped}
      />
    </div>
  );
};
