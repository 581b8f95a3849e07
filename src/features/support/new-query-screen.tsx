import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';

import { userRoleAtom } from '@/atoms/session';
import { AttachmentPicker, type PickedFile, toUploads } from '@/components/attachment-picker';
import { describedBy, Field } from '@/components/field';
import { announceSuccess } from '@/components/form/announce';
import { useListReturnPath } from '@/components/form/list-return';
import { TextControl } from '@/components/form/text-control';
import { useEntityForm } from '@/components/form/use-entity-form';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { MissingCall } from '@/components/resource/missing-call';
import { ScreenHeader } from '@/components/screen-header';
import {
  getFilterQueriesQueryKey,
  getGetQueryQueryKey,
  getGetUnreadCountsQueryKey,
  useCreateQuery,
} from '@/generated/api/support/support';
import { absolute } from '@/lib/app-paths';
import { type ApiError, toApiError } from '@/lib/http/api-error';
import { keyPrefix } from '@/lib/query-keys';
import { useSingleFlight } from '@/lib/use-single-flight';

import {
  fieldOfRefusal,
  MESSAGE_MAX,
  NEW_QUERY_FIELDS,
  NEW_QUERY_SCHEMA,
  type NewQueryPayload,
  type NewQueryValues,
  prefillOf,
  SUBJECT_MAX,
  toPayload,
} from './new-query-form';
import { FormSelect, type NewQueryForm, useClinicChoices, useKioskChoices } from './new-query-fields';
import { QUERIES_PATH, queryPath } from './support-paths';
import { CATEGORIES, CATEGORY_TEXT, PRIORITIES, PRIORITY_TEXT, queryNumber } from './support-words';

const CATEGORY_CHOICES = CATEGORIES.map((value) => ({ value, label: CATEGORY_TEXT[value] }));
const PRIORITY_CHOICES = PRIORITIES.map((value) => ({ value, label: PRIORITY_TEXT[value] }));

/** A refusal the page says above the form (the related query), with the server's words. */
const refusalText = (problem: ApiError): string => problem.serverMessage ?? problem.message;

/** The first message: a text area with its message below it. */
const MessageControl = ({ form }: { form: NewQueryForm }) => {
  const id = form.idOf('message');
  const error = form.errorOf('message');
  return (
    <Field id={id} label="Message" error={error}>
      <textarea
        id={id}
        className="ui-input"
        rows={6}
        maxLength={MESSAGE_MAX}
        placeholder="What happened, when, and what you tried"
        {...form.form.register('message')}
        {...describedBy(id, error)}
      />
    </Field>
  );
};

/**
 * New Query (`manage/query/create`; docs/support.md, "Screens"): subject, category, priority, the
 * clinic (a customer's own; an administrator's any, narrowed by customer), optionally a kiosk there,
 * the message and its attachments (checked here before upload). `?clinic=&kiosk=&related=` fill it
 * in. Nothing typed is lost on a refusal, which shows on its field; Raise goes to the new query.
 */
export const CreateQueryScreen = () => {
  const client = useQueryClient();
  const search = useSearch();
  const prefill = useMemo(() => prefillOf(search), [search]);
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  const [customer, setCustomer] = useState<number | null>(null);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState<ApiError | null>(null);
  const choices = useClinicChoices(isAdministrator, customer);
  const form = useEntityForm<NewQueryValues, NewQueryPayload>({
    idPrefix: 'new-query',
    schema: NEW_QUERY_SCHEMA,
    toPayload,
    fields: NEW_QUERY_FIELDS,
    defaultValues: prefill.values,
  });
  const clinic = form.form.watch('clinic_id');
  const kiosks = useKioskChoices(clinic);
  const guard = useLeaveGuard(form.dirty || files.length > 0);
  const listPath = useListReturnPath(QUERIES_PATH);
  const create = useCreateQuery();

  const refused = (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.kind === 'missing-call') setMissing(apiError);
    const field = (apiError.body as { field?: unknown } | null | undefined)?.field;
    if (apiError.status !== 422 || typeof field !== 'string') return;
    const name = fieldOfRefusal(field);
    if (name === 'attachments') setFilesError(refusalText(apiError));
    else if (name === null) setProblem(refusalText(apiError));
    else {
      form.form.setError(name, { type: 'server', message: refusalText(apiError) });
      document.getElementById(form.idOf(name))?.focus();
    }
  };

  const raise = useSingleFlight(async (payload: NewQueryPayload) => {
    setProblem(null);
    setFilesError(null);
    try {
      const saved = await create.mutateAsync({
        data: { ...payload, attachments: await toUploads(files), related_query_id: prefill.related },
      });
      client.setQueryData(getGetQueryQueryKey(saved.id), saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: keyPrefix(getFilterQueriesQueryKey()) }),
        client.invalidateQueries({ queryKey: getGetUnreadCountsQueryKey() }),
      ]);
      announceSuccess(`Query ${queryNumber(saved.id)} raised.`);
      guard.proceed(queryPath(saved.id));
    } catch (error) {
      refused(error);
    }
  });
  const submit = form.submitWith((payload) => raise.run(payload));

  return (
    <section className="ui-screen" aria-labelledby="new-query-title">
      <ScreenHeader
        titleId="new-query-title"
        title="New Query"
        back={{ label: 'Back to Support Queries', onClick: () => guard.leave(listPath) }}
      />
      {missing ? <MissingCall error={missing} /> : null}
      {choices.failed ? (
        <div role="alert" className="ui-message">
          <p>
            The clinics could not be loaded.{' '}
            <button
              type="button"
              className="ui-btn ui-btn-outline ui-btn-sm"
              onClick={() => void choices.retry()}
            >
              Try again
            </button>
          </p>
        </div>
      ) : null}
      <form
        className="ui-card support-form"
        noValidate
        aria-busy={raise.pending}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event);
        }}
      >
        {prefill.related === null ? null : (
          <p className="ui-muted">
            Follows up query{' '}
            <Link href={absolute(queryPath(prefill.related))} className="ui-link">
              {queryNumber(prefill.related)}
            </Link>
            .
          </p>
        )}
        {problem ? (
          <p role="alert" className="ui-message">
            {problem}
          </p>
        ) : null}
        <TextControl form={form} name="subject" label="Subject" maxLength={SUBJECT_MAX} />
        <div className="ui-form-grid">
          <FormSelect
            form={form}
            name="category"
            label="Category"
            placeholder="Choose a category"
            choices={CATEGORY_CHOICES}
          />
          <FormSelect
            form={form}
            name="priority"
            label="Priority"
            placeholder="Choose a priority"
            choices={PRIORITY_CHOICES}
          />
          {isAdministrator ? (
            <div className="ui-field">
              <label htmlFor="new-query-customer">Customer (narrows the clinics)</label>
              <select
                id="new-query-customer"
                className="ui-input"
                value={customer ?? ''}
                onChange={(event) => {
                  setCustomer(event.target.value === '' ? null : Number(event.target.value));
                  form.form.setValue('clinic_id', '', { shouldDirty: true });
                  form.form.setValue('kiosk_id', '', { shouldDirty: true });
                }}
              >
                <option value="">Any customer</option>
                {choices.customers.map((row) => (
                  <option key={row.id} value={row.id}>
                    {row.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <FormSelect
            form={form}
            name="clinic_id"
            label="Clinic"
            placeholder={choices.loading ? 'Loading clinics...' : 'Choose a clinic'}
            choices={choices.clinics}
            onPicked={() => form.form.setValue('kiosk_id', '')}
          />
          <FormSelect
            form={form}
            name="kiosk_id"
            label="Kiosk (optional)"
            placeholder={
              clinic === ''
                ? 'Choose the clinic first'
                : kiosks.failed
                  ? 'The kiosks could not be loaded'
                  : 'No particular kiosk'
            }
            choices={kiosks.choices}
          />
        </div>
        <MessageControl form={form} />
        <AttachmentPicker
          files={files}
          onChange={(next) => {
            setFiles(next);
            setFilesError(null);
          }}
          disabled={raise.pending}
          error={filesError}
        />
        <div className="ui-actions">
          <button type="submit" className="ui-btn" disabled={raise.pending}>
            {raise.pending ? 'Raising...' : 'Raise query'}
          </button>
        </div>
      </form>
      {guard.dialog}
    </section>
  );
};
