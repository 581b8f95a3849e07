import { describedBy, Field } from '@/components/field';
import { TextControl } from '@/components/form/text-control';
import type { EntityForm } from '@/components/form/use-entity-form';

import type { IntegrationPayload, IntegrationValues } from './integration-values';
import { NAME_MAX, URL_HINT } from './integration-values';
import { EVENT_WORDS, EVENTS, KIND_WORDS } from './integration-words';

type IntegrationForm = EntityForm<IntegrationValues, IntegrationPayload>;

const KindControl = ({ form }: { form: IntegrationForm }) => {
  const id = form.idOf('kind');
  const error = form.errorOf('kind');
  return (
    <Field id={id} label="Kind" error={error}>
      <select id={id} className="ui-input" {...form.form.register('kind')} {...describedBy(id, error)}>
        <option value="webhook">{KIND_WORDS.webhook}</option>
        <option value="fhir">{KIND_WORDS.fhir}</option>
      </select>
    </Field>
  );
};

/** The events as checkboxes; the first carries the field's id, so a refusal focuses it. */
const EventsControl = ({ form }: { form: IntegrationForm }) => {
  const id = form.idOf('events');
  const error = form.errorOf('events');
  const errorId = `${id}-error`;
  return (
    <fieldset className="ui-field integration-events" aria-describedby={error ? errorId : undefined}>
      <legend>Events</legend>
      {EVENTS.map((event, index) => (
        <label key={event} className="integration-event">
          <input
            type="checkbox"
            value={event}
            {...(index === 0 ? { id } : {})}
            {...form.form.register('events')}
            aria-invalid={error ? true : undefined}
          />{' '}
          {EVENT_WORDS[event]} <code>{event}</code>
        </label>
      ))}
      {error ? (
        <small id={errorId} className="ui-field-error">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
};

export const IntegrationFields = ({ form }: { form: IntegrationForm }) => (
  <>
    <TextControl form={form} name="name" label="Name" maxLength={NAME_MAX} />
    <KindControl form={form} />
    <TextControl form={form} name="url" label="Endpoint URL" inputMode="url" placeholder={URL_HINT} />
    <p className="ui-muted">{URL_HINT}</p>
    <EventsControl form={form} />
  </>
);
