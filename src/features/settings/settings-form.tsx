import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { announceSuccess } from '@/components/form/announce';
import { FormCard } from '@/components/form/form-card';
import { useEntityForm } from '@/components/form/use-entity-form';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { changesBetween, ConflictNotice, currentOf } from '@/components/resource/conflict';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { getGetSettingsQueryKey, useUpdateSettings } from '@/generated/api/settings/settings';
import type { Settings } from '@/generated/model';
import { GetSettingsResponse } from '@/generated/zod/v3.zod';
import { formatDisplayDateTime } from '@/lib/dates';
import { type ApiError, toApiError } from '@/lib/http/api-error';
import { useSingleFlight } from '@/lib/use-single-flight';

import {
  bodyOf,
  type CheckedSettings,
  FORM_FIELDS,
  FORM_SCHEMA,
  keyOfPath,
  type SettingsEntityForm,
  type SettingsValues,
  toChecked,
  valuesOf,
} from './settings-fields';
import { SettingsSections } from './settings-sections';
import { savedMeanwhile, settingsSummary } from './settings-words';

type Form = SettingsEntityForm;

const useSettingsForm = (base: Settings): Form =>
  useEntityForm<SettingsValues, CheckedSettings>({
    idPrefix: 'settings',
    schema: FORM_SCHEMA,
    toPayload: toChecked,
    fields: FORM_FIELDS,
    defaultValues: valuesOf(base),
  });

const same = (a: unknown, b: unknown) => a === b;

/**
 * After a 409: a field the user has not changed since the edit started takes what the other person
 * saved; a field the user changed keeps the user's value (the resource kit's three-way merge).
 */
const takeTheirsWhereUntouched = (form: Form, started: SettingsValues, theirs: SettingsValues) => {
  const mine = form.form.getValues();
  for (const key of Object.keys(theirs)) {
    if (same(mine[key], started[key]) && !same(theirs[key], started[key])) {
      form.form.setValue(key, theirs[key] ?? '', { shouldDirty: true });
    }
  }
};

const RECORD_SCHEMA = GetSettingsResponse.shape.data;

/**
 * Settings' form (docs/settings.md): every setting with its unit, range and default; Save sends the
 * version the page showed. A refusal shows on its field; a 409 says who saved and what they changed,
 * takes theirs where the user changed nothing, and Save again keeps the user's values (or Use theirs).
 */
export const SettingsForm = ({ settings }: { settings: Settings }) => {
  const client = useQueryClient();
  const [base, setBase] = useState(settings);
  const form = useSettingsForm(base);
  const guard = useLeaveGuard(form.dirty);
  const [conflict, setConflict] = useState<Settings | null>(null);
  const [saved, setSaved] = useState<Settings | null>(null);
  const [missing, setMissing] = useState<ApiError | null>(null);
  const update = useUpdateSettings();

  const onSaved = (next: Settings) => {
    announceSuccess('Settings saved.');
    setSaved(next);
    setConflict(null);
    setMissing(null);
    setBase(next);
    form.form.reset(valuesOf(next));
    client.setQueryData(getGetSettingsQueryKey(), next);
    // Prices, totals, counts and SLAs are the server's, from the settings: ask again.
    void client.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== getGetSettingsQueryKey()[0],
    });
  };
  const onFailed = (error: ApiError) => {
    if (isMissingCall(error)) setMissing(error);
    const field = (error.body as { field?: unknown } | null)?.field;
    const key = error.status === 422 && typeof field === 'string' ? keyOfPath(field) : null;
    if (key !== null) {
      form.form.setError(key, { type: 'server', message: error.message }, { shouldFocus: false });
      document.getElementById(form.idOf(key))?.focus();
    }
    const current = currentOf(error, RECORD_SCHEMA);
    if (current) {
      setSaved(null);
      setConflict(current);
      takeTheirsWhereUntouched(form, valuesOf(base), valuesOf(current));
      client.setQueryData(getGetSettingsQueryKey(), current);
    }
  };
  const { run, pending } = useSingleFlight(
    form.submitWith(async (checked) => {
      try {
        onSaved(await update.mutateAsync({ data: bodyOf(checked, conflict?.version ?? base.version) }));
      } catch (error) {
        onFailed(toApiError(error));
      }
    }),
  );
  const useTheirs = () => {
    if (!conflict) return;
    setBase(conflict);
    form.form.reset(valuesOf(conflict));
    setConflict(null);
  };

  return (
    <>
      {missing ? <MissingCall error={missing} /> : null}
      <FormCard saving={pending} onSave={run}>
        {conflict ? (
          <>
            <p className="ui-message">{savedMeanwhile(conflict)}</p>
            <ConflictNotice
              singular="Settings record"
              changes={changesBetween(settingsSummary(base), settingsSummary(conflict))}
              onDiscard={useTheirs}
            />
          </>
        ) : null}
        <SettingsSections form={form} />
        {saved && !form.dirty ? (
          <p role="status" className="ui-message settings-saved">
            Saved at {formatDisplayDateTime(saved.updated_at)} (version {saved.version}).
          </p>
        ) : null}
      </FormCard>
      {guard.dialog}
    </>
  );
};
