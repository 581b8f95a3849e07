import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

import type { ApiError } from '@/lib/http/api-error';

import { FormCard } from '../form/form-card';
import type { EntityForm } from '../form/use-entity-form';
import { MissingCall } from './missing-call';
import type { RecordBase, RecordDefinition } from './record-definition';

interface RecordFormProps<Rec extends RecordBase, Values extends FieldValues, Payload> {
  definition: RecordDefinition<Rec, Values, Payload>;
  form: EntityForm<Values, Payload>;
  record?: Rec;
  saving: boolean;
  missing: ApiError | null;
  save: () => void;
  /** Edit mode: back to the view (the leave guard asks first when something was typed). */
  onCancel?: () => void;
  /** Above the fields (the conflict notice). */
  notice?: ReactNode;
}

/** The form card of create and edit: the definition's fields, then Cancel and Save. */
export const RecordForm = <Rec extends RecordBase, Values extends FieldValues, Payload>(
  props: RecordFormProps<Rec, Values, Payload>,
) => {
  const { definition, form, record, saving, missing, save, onCancel, notice } = props;
  const { Fields } = definition.form;
  return (
    <>
      {missing ? <MissingCall error={missing} /> : null}
      <FormCard saving={saving} onSave={save} {...(onCancel ? { onCancel } : {})}>
        {notice}
        <div className="ui-form-grid">
          <Fields form={form} record={record} />
        </div>
      </FormCard>
    </>
  );
};
