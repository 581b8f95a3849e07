import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useSearch } from 'wouter';

import { AdminOnly } from '../admin-only';
import { ScreenHeader } from '../screen-header';
import { useListReturnPath } from '../form/list-return';
import { useEntityForm } from '../form/use-entity-form';
import { useLeaveGuard } from '../form/use-leave-guard';
import { type RecordBase, type RecordDefinition, recordName } from './record-definition';
import { RecordForm } from './record-form';
import { useRecordSave } from './use-record-save';

interface CreateScreenProps<Rec extends RecordBase, Values extends FieldValues, Payload> {
  definition: RecordDefinition<Rec, Values, Payload>;
}

const CreateForm = <Rec extends RecordBase, Values extends FieldValues, Payload>({
  definition,
}: CreateScreenProps<Rec, Values, Payload>) => {
  const search = useSearch();
  const initial = useMemo(() => definition.form.empty(new URLSearchParams(search)), [definition, search]);
  const parent = useMemo(
    () => definition.createParentOf?.(new URLSearchParams(search)) ?? null,
    [definition, search],
  );
  const form = useEntityForm<Values, Payload>({
    idPrefix: definition.form.idPrefix,
    schema: definition.form.createSchema,
    toPayload: definition.form.toPayload,
    fields: definition.form.fields,
    defaultValues: initial,
  });
  const guard = useLeaveGuard(form.dirty);
  const listPath = useListReturnPath(definition.listPath);
  const { create } = definition.useWrites();
  const { save, saving, missing } = useRecordSave(definition, form, {
    write: create,
    successText: (saved) => `${definition.singular} ${recordName(definition, saved)} created.`,
    // Saved: no question; the new record's page replaces the guard's history entry.
    onSaved: (saved) => guard.proceed(definition.viewPath(saved.id)),
  });
  const title = `Create ${definition.singular}`;
  return (
    <section className="ui-screen" aria-labelledby="record-title">
      <ScreenHeader
        titleId="record-title"
        title={title}
        back={{
          label: parent?.label ?? 'Back to the list',
          onClick: () => guard.leave(parent?.path ?? listPath),
        }}
      />
      <RecordForm definition={definition} form={form} saving={saving} missing={missing} save={save} />
      {guard.dialog}
    </section>
  );
};

/** A create screen from its definition (docs/adding-a-screen.md): the form, then the new record's page. */
export const CreateScreen = <Rec extends RecordBase, Values extends FieldValues, Payload>(
  props: CreateScreenProps<Rec, Values, Payload>,
) =>
  props.definition.adminOnly ? (
    <AdminOnly title={`Create ${props.definition.singular}`}>
      <CreateForm {...props} />
    </AdminOnly>
  ) : (
    <CreateForm {...props} />
  );
