import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';

import { type EntityForm, useEntityForm } from '../form/use-entity-form';
import { useLeaveGuard } from '../form/use-leave-guard';
import { changesBetween, ConflictNotice } from './conflict';
import { type RecordBase, type RecordDefinition, recordName } from './record-definition';
import { RecordForm } from './record-form';
import { useRecordSave } from './use-record-save';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A three-way merge after a 409: a field the user has not changed since the edit started takes
 * what the other person saved; a field the user changed keeps the user's value. So Save again
 * overwrites only where both changed the same field, and neither edit is lost elsewhere.
 */
const takeTheirsWhereUntouched = <Values extends FieldValues, Payload>(
  form: EntityForm<Values, Payload>,
  started: Values,
  theirs: Values,
): void => {
  const mine = form.form.getValues();
  for (const key of Object.keys(theirs) as Path<Values>[]) {
    const field = key as keyof Values;
    if (same(mine[field], started[field]) && !same(theirs[field], started[field])) {
      form.form.setValue(key, theirs[field], { shouldDirty: true });
    }
  }
};

interface EditFormProps<Rec extends RecordBase, Values extends FieldValues, Payload> {
  definition: RecordDefinition<Rec, Values, Payload>;
  record: Rec;
  onDone: () => void;
}

/**
 * A record's edit mode. The update carries the version the edit started from; when someone saved
 * in between (409), what they changed is shown and taken into the fields the user had not changed,
 * what the user typed stays, and Save again sends the current version: replacing theirs where both
 * changed a field is then a choice, never an accident (requirements 11).
 */
export const EditForm = <Rec extends RecordBase, Values extends FieldValues, Payload>({
  definition,
  record,
  onDone,
}: EditFormProps<Rec, Values, Payload>) => {
  const client = useQueryClient();
  // The record as the edit started: the view behind may refresh, the comparison must not.
  const [base] = useState(record);
  const schema = useMemo(
    () => definition.form.updateSchemaFor?.(base) ?? definition.form.updateSchema,
    [definition, base],
  );
  const form = useEntityForm<Values, Payload>({
    idPrefix: definition.form.idPrefix,
    schema,
    toPayload: definition.form.toPayload,
    fields: definition.form.fields,
    defaultValues: definition.form.fromRecord(base),
  });
  const guard = useLeaveGuard(form.dirty);
  const version = useRef(base.version);
  const [conflict, setConflict] = useState<Rec | null>(null);
  const { update } = definition.useWrites();
  const { save, saving, missing } = useRecordSave(definition, form, {
    write: (payload) => update(base.id, { ...payload, version: version.current }),
    successText: (saved) => `${definition.singular} ${recordName(definition, saved)} updated.`,
    onSaved: onDone,
    onConflict: (current) => {
      version.current = current.version;
      setConflict(current);
      takeTheirsWhereUntouched(form, definition.form.fromRecord(base), definition.form.fromRecord(current));
      // The view behind the form shows the record as it is now.
      void definition.invalidate(client, current);
    },
  });
  const useTheirs = () => {
    if (!conflict) return;
    form.form.reset(definition.form.fromRecord(conflict));
    setConflict(null);
  };
  return (
    <>
      <RecordForm
        definition={definition}
        form={form}
        record={base}
        saving={saving}
        missing={missing}
        save={save}
        onCancel={onDone}
        notice={
          conflict ? (
            <ConflictNotice
              singular={definition.singular}
              changes={changesBetween(definition.summary(base), definition.summary(conflict))}
              onDiscard={useTheirs}
            />
          ) : null
        }
      />
      {guard.dialog}
    </>
  );
};
