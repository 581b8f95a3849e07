import { Calendar } from 'primereact/calendar';

/** 'YYYY-MM-DD' from a picked calendar day (the browser's local midnight: no UTC shift). */
export const fromPickedDate = (date: Date): string =>
  [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');

/** The calendar day of 'YYYY-MM-DD' as a local Date, or null. */
export const toPickedDate = (value: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
};

interface DateFieldProps {
  id: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onChange: (value: string) => void;
  invalidText?: string | undefined;
  errorId?: string;
}

/**
 * A date typed or picked as DD-MM-YYYY (docs/requirements.md section 9's display format) and handed on as
 * YYYY-MM-DD, the API's format. Labelled by the Field's <label for={id}>.
 */
export const DateField = ({ id, value, onChange, invalidText, errorId }: DateFieldProps) => (
  <Calendar
    inputId={id}
    value={toPickedDate(value)}
    onChange={(event) => onChange(event.value instanceof Date ? fromPickedDate(event.value) : '')}
    dateFormat="dd-mm-yy"
    placeholder="DD-MM-YYYY"
    showIcon
    showOnFocus={false}
    icon="pi pi-calendar"
    className="ui-date"
    inputClassName="ui-input"
    invalid={Boolean(invalidText)}
    // Calendar does not forward aria props to its input; its pass-through options do.
    pt={{ input: { root: invalidText ? { 'aria-describedby': errorId, 'aria-invalid': true } : {} } }}
  />
);
