import { errorIdOf } from '@/components/field';
import type { EntityForm } from '@/components/form/use-entity-form';

import { type ClinicPayload, type ClinicValues, dayName } from './clinic-values';

type ClinicForm = EntityForm<ClinicValues, ClinicPayload>;
type RowErrors = { open?: { message?: string }; close?: { message?: string } } | undefined;

/** The first message of the hours: the server's (a 422 on `opening_hours`), else a day's. */
const hoursError = (form: ClinicForm): string | undefined => {
  const own = form.errorOf('opening_hours');
  if (own) return own;
  const rows = form.form.formState.errors.opening_hours as unknown as RowErrors[] | undefined;
  if (!Array.isArray(rows)) return undefined;
  for (const [index, row] of rows.entries()) {
    const message = row?.open?.message ?? row?.close?.message;
    const day = form.form.getValues(`opening_hours.${index}.day`);
    if (message) return message.includes(':') ? message : `${dayName(day)}: ${message.toLowerCase()}`;
  }
  return undefined;
};

/**
 * Opening hours per weekday (docs/lists.md, "Clinics"): each day is closed, or open from one time to
 * a later one (24-hour HH:MM, the clinic's local time). A closed day's times are kept in the form
 * but not sent.
 */
export const ClinicHours = ({ form }: { form: ClinicForm }) => {
  const id = form.idOf('opening_hours');
  const error = hoursError(form);
  const days = form.form.watch('opening_hours');
  return (
    <fieldset
      id={id}
      className="ui-field clinic-hours"
      {...(error ? { 'aria-describedby': errorIdOf(id) } : {})}
    >
      <legend>Opening hours</legend>
      {days.map((day, index) => (
        <div key={day.day} className="clinic-hours-day">
          <span id={`${id}-${index}-day`}>{dayName(day.day)}</span>
          <label className="ui-check">
            <input type="checkbox" {...form.form.register(`opening_hours.${index}.closed`)} /> Closed
          </label>
          <input
            id={`${id}-${index}-open`}
            type="time"
            className="ui-input"
            aria-label={`${dayName(day.day)} opens`}
            disabled={day.closed}
            {...form.form.register(`opening_hours.${index}.open`)}
          />
          <span aria-hidden="true">to</span>
          <input
            id={`${id}-${index}-close`}
            type="time"
            className="ui-input"
            aria-label={`${dayName(day.day)} closes`}
            disabled={day.closed}
            {...form.form.register(`opening_hours.${index}.close`)}
          />
        </div>
      ))}
      {error ? (
        <small id={errorIdOf(id)} className="ui-field-error">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
};
