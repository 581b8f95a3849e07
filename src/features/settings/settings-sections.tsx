import type { ReactNode } from 'react';

import { errorIdOf } from '@/components/field';

import {
  CURRENCIES,
  DISABLE_DAYS,
  DISABLE_INACTIVE,
  durationText,
  HEARTBEAT,
  hintOf,
  INACTIVE_DAYS,
  LEAD_DAYS,
  type NumberSetting,
  PRIORITIES,
  SAFETY_DAYS,
  type SettingsEntityForm,
  slaSettings,
} from './settings-fields';

const hintIdOf = (id: string) => `${id}-hint`;

/** A control's description: its hint, and its message when it has one. */
const describedBy = (id: string, error: string | undefined) => ({
  'aria-describedby': [hintIdOf(id), error ? errorIdOf(id) : null].filter(Boolean).join(' '),
  ...(error ? { 'aria-invalid': true as const } : {}),
});

/** What a number typed reads as ('= 8 h'), once it is a whole number. */
const InWords = ({ form, field }: { form: SettingsEntityForm; field: NumberSetting }) => {
  const text = form.form.watch(field.key)?.trim() ?? '';
  const value = /^\d{1,6}$/.test(text) ? Number(text) : null;
  return field.unit === 'minutes' && value !== null && value >= 60 ? (
    <span className="settings-in-words">= {durationText(value, 'minutes')}</span>
  ) : null;
};

/** One number setting: its label, the input with its unit, its range and default, its message. */
const NumberControl = ({ form, field }: { form: SettingsEntityForm; field: NumberSetting }) => {
  const id = form.idOf(field.key);
  const error = form.errorOf(field.key);
  return (
    <div className="ui-field settings-field">
      <label htmlFor={id}>{field.label}</label>
      <span className="settings-input">
        <input
          id={id}
          className="ui-input"
          inputMode="numeric"
          autoComplete="off"
          {...form.form.register(field.key)}
          {...describedBy(id, error)}
        />
        <span className="settings-unit">{field.unit}</span>
        <InWords form={form} field={field} />
      </span>
      <small id={hintIdOf(id)} className="settings-hint">
        {hintOf(field)}
      </small>
      {error ? (
        <small id={errorIdOf(id)} className="ui-field-error">
          {error}
        </small>
      ) : null}
    </div>
  );
};

const Section = ({ title, note, children }: { title: string; note: string; children: ReactNode }) => (
  <fieldset className="settings-section">
    <legend>{title}</legend>
    <p className="settings-note">{note}</p>
    {children}
  </fieldset>
);

const CurrencyControl = ({ form }: { form: SettingsEntityForm }) => {
  const id = form.idOf('currency');
  const error = form.errorOf('currency');
  return (
    <div className="ui-field settings-field">
      <label htmlFor={id}>Currency</label>
      <select id={id} className="ui-input" {...form.form.register('currency')} {...describedBy(id, error)}>
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <small id={hintIdOf(id)} className="settings-hint">
        ISO 4217 code. Default INR.
      </small>
      {error ? (
        <small id={errorIdOf(id)} className="ui-field-error">
          {error}
        </small>
      ) : null}
    </div>
  );
};

/** The switch of the scheduled disabling of inactive staff accounts (its form value is 'true' or 'false'). */
const DisableInactiveControl = ({ form }: { form: SettingsEntityForm }) => {
  const { key } = DISABLE_INACTIVE;
  const id = form.idOf(key);
  const on = form.form.watch(key) === 'true';
  return (
    <div className="ui-field settings-field">
      <label htmlFor={id} className="settings-switch">
        <input
          id={id}
          type="checkbox"
          checked={on}
          onChange={(event) => {
            form.form.setValue(key, String(event.target.checked), { shouldDirty: true });
          }}
          aria-describedby={hintIdOf(id)}
        />{' '}
        {DISABLE_INACTIVE.label}
      </label>
      <small id={hintIdOf(id)} className="settings-hint">
        Off by default. When on, every active staff account not signed in for the days below is disabled when
        the settings are saved and when it tries to sign in (never yours, never the last active Super Admin).
      </small>
    </div>
  );
};

/** Settings' sections (docs/settings.md): Kiosks, Support, Consumables, Money, Users. */
export const SettingsSections = ({ form }: { form: SettingsEntityForm }) => (
  <>
    <Section
      title="Kiosks"
      note="A deployed kiosk silent for longer than this counts its clinic as out of sync."
    >
      <NumberControl form={form} field={HEARTBEAT} />
    </Section>
    <Section
      title="Support"
      note="SLA targets per priority: the time to the first answer and to the resolution of a query."
    >
      {PRIORITIES.map((priority) =>
        slaSettings(priority).map((field) => <NumberControl key={field.key} form={form} field={field} />),
      )}
    </Section>
    <Section
      title="Consumables"
      note="Running low: stock is reordered when it covers fewer days than the lead time and the safety days."
    >
      <NumberControl form={form} field={LEAD_DAYS} />
      <NumberControl form={form} field={SAFETY_DAYS} />
    </Section>
    <Section title="Money" note="The currency of consumable prices and order totals.">
      <CurrencyControl form={form} />
    </Section>
    <Section title="Users" note="A user not signed in for this long counts as inactive in the users filter.">
      <NumberControl form={form} field={INACTIVE_DAYS} />
      <DisableInactiveControl form={form} />
      <NumberControl form={form} field={DISABLE_DAYS} />
    </Section>
  </>
);
