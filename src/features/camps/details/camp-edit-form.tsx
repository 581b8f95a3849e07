import { useQueryClient } from '@tanstack/react-query';
import type { SyntheticEvent } from 'react';

import { useUpdateCamp } from '@/generated/api/camps/camps';
import type { Camp } from '@/generated/model';
import { useSingleFlight } from '@/lib/use-single-flight';
import { describedBy, Field } from '@/components/field';

import { fieldId, fromCamp, toPayload, useCampForm } from '../form/camp-form';
import { CampFormFields } from '../form/camp-form-fields';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { LOCATION_PAGE_SIZE } from '../hooks/use-location-pages';
import { editCampSchema } from '../model/camp-schemas';
import { refreshCamp } from '../model/refresh';
import { announceWriteResult } from '../model/write-result';

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
  const nameId = fieldId(PREFIX, 'name');

  // One save at a time: a double click on Save sends one request.
  const { run: save } = useSingleFlight(async () => {
    const payload = form.submit();
    if (!payload) return;
    try {
      const result = await update.mutateAsync({ id: camp.id, data: payload });
      if (!announceWriteResult(result, CAMP_UPDATED_TEXT)) return;
      await refreshCamp(queryClient, camp.id);
      onDone();
    } catch {
      // The query client's reporter has shown the failure; the form keeps the edits.
    }
  });
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    save();
  };

  return (
    <>
      <form className="ui-card" noValidate onSubmit={onSubmit} aria-busy={update.isPending}>
        <Field id={nameId} label="Camp Name" error={form.errors.name}>
          <input
            id={nameId}
            className="ui-input ui-readonly"
            readOnly
            value={toPayload(form.values).name}
            {...describedBy(nameId, form.errors.name)}
          />
        </Field>
        <CampFormFields
          idPrefix={PREFIX}
          values={form.values}
          errors={form.errors}
          set={form.set}
          locationPageSize={LOCATION_PAGE_SIZE.details}
        />
        <div className="ui-actions">
          <button
            type="button"
            className="ui-btn ui-btn-outline"
            onClick={onDone}
            disabled={update.isPending}
          >
            Cancel
          </button>
          <button type="submit" className="ui-btn" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
      {guard.dialog}
    </>
  );
};
