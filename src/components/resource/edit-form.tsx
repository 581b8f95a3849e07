import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';

import { useEntityForm } from '../form/use-entity-form';
import { useLeaveGuard } from '../form/use-leave-guard';
import { changesBetween, ConflictNotice } from './conflict';
import type { EditableRecord, RecordDefinition } from './record-definition';
import { RecordForm } from './record-form';
import { useRecordSave } from './use-record-save';

interface EditFormProps<Rec extends EditableRecord, Values extends FieldValues, Payload> {
  definition: RecordDefinition<Rec, Values, Payload>;
  record: Rec;
  onDone: () => void;
}

/**
 * A record's edit mode. The update carries the version the edit started from; when someone saved
 * in between (409), what they changed is shown, what the user typed stays, and Save again sends the
 * current version: overwriting theirs is then a choice, never an accident (requirements 11).
 */
export const EditForm = <Rec extends EditableRecord, Values extends FieldValues, Payload>({
  definition,
  record,
  onDone,
}: EditFormProps<Rec, Values, Payload>) => {
  const client = useQueryClient();
  // The record as the edit started: the view behind may refresh, the comparison must not.
  const [base] = useState(record);
  const form = useEntityForm<Values, Payload>({
    idPrefix: definition.form.idPrefix,
    schema: definition.form.updateSchema,
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
    successText: (saved) => `${definition.singular} ${saved.name} updated.`,
    onSaved: onDone,
    onConflict: (current) => {
      version.current = current.version;
      setConflict(current);
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
