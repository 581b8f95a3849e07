import { useQueryClient } from '@tanstack/react-query';

import { describedBy, Field } from '@/components/field';
import { announceWriteResult } from '@/components/form/announce';
import { FormCard } from '@/components/form/form-card';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { useUpdateCamp } from '@/generated/api/camps/camps';
import type { Camp } from '@/generated/model';
import { useSingleFlight } from '@/lib/use-single-flight';

import { fromCamp, toPayload, useCampForm } from '../form/camp-form';
import { CampFormFields } from '../form/camp-form-fields';
import { LOCATION_PAGE_SIZE } from '../hooks/use-location-pages';
import { editCampSchema } from '../model/camp-schemas';
import { refreshCamp } from '../model/refresh';

export const CAMP_UPDATED_TEXT = 'Updated successfully';
const PREFIX = 'edit-camp';

interface CampEditFormProps {
  camp: Camp;
  onDone: () => void;
}

/** The Camp Details edit mode: the derived name is shown, recomputed, and never editable. */
export const CampEditForm = ({ camp, onDone }: CampEditFormProps) => {
  const queryClient = useQueryClient();
  const form = useCampForm(fromCamp(camp), editCampSchema, PREFIX);
  const update = useUpdateCamp();
  const guard = useLeaveGuard(form.dirty);
  const nameId = form.idOf('name');
  const nameError = form.errorOf('name');

  // One save at a time: a double click on Save sends one request.
  const { run: save } = useSingleFlight(
    form.submitWith(async (payload) => {
      try {
        const result = await update.mutateAsync({ id: camp.id, data: payload });
        if (!announceWriteResult(result, CAMP_UPDATED_TEXT)) return;
        await refreshCamp(queryClient, camp.id);
        onDone();
      } catch {
        // The query client's reporter has shown the failure; the form keeps the edits.
      }
    }),
  );

  return (
    <>
      <FormCard saving={update.isPending} onSave={save} onCancel={onDone}>
        <Field id={nameId} label="Camp Name" error={nameError}>
          <input
            id={nameId}
            className="ui-input ui-readonly"
            readOnly
            value={toPayload(form.form.watch()).name}
            {...describedBy(nameId, nameError)}
          />
        </Field>
        <CampFormFields form={form} locationPageSize={LOCATION_PAGE_SIZE.details} />
      </FormCard>
      {guard.dialog}
    </>
  );
};
