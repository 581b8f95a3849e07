import { useQueryClient } from '@tanstack/react-query';

import { announceWriteResult } from '@/components/form/announce';
import { useListReturnPath } from '@/components/form/list-return';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { useCreateCamp } from '@/generated/api/camps/camps';
import { useSingleFlight } from '@/lib/use-single-flight';

import { EMPTY_CAMP_FORM, useCampForm } from '../form/camp-form';
import { CampFormFields } from '../form/camp-form-fields';
import { LOCATION_PAGE_SIZE } from '../hooks/use-location-pages';
import { addCampSchema } from '../model/camp-schemas';
import { CAMPS_PATH } from '../model/paths';
import { refreshCampLists } from '../model/refresh';

export const CAMP_CREATED_TEXT = 'Camp Created Successfully';

/** Add Camp (requirements 2.8). */
export const AddCampScreen = () => {
  const queryClient = useQueryClient();
  const form = useCampForm(EMPTY_CAMP_FORM, addCampSchema, 'add-camp');
  const create = useCreateCamp();
  const guard = useLeaveGuard(form.dirty);
  const listPath = useListReturnPath(CAMPS_PATH);

  // One save at a time: a double click on Save sends one request.
  const { run: save } = useSingleFlight(
    form.submitWith(async (payload) => {
      try {
        const result = await create.mutateAsync({ data: payload });
        if (!announceWriteResult(result, CAMP_CREATED_TEXT)) return;
        await refreshCampLists(queryClient);
        // Saved: no question, and the guard's history entry is replaced by the list.
        guard.proceed(listPath);
      } catch {
        // The query client's reporter has shown the failure; the form keeps what was typed.
      }
    }),
  );

  const saving = create.isPending;
  return (
    <section className="ui-screen" aria-labelledby="add-camp-title">
      <header className="ui-header">
        <button
          type="button"
          className="ui-btn ui-btn-outline"
          aria-label="Back to camps"
          onClick={() => guard.leave(listPath)}
        >
          ‹ Back
        </button>
        <h1 id="add-camp-title" className="ui-title">
          Add Camp
        </h1>
      </header>
      <form
        className="ui-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        aria-busy={saving}
      >
        <CampFormFields form={form} locationPageSize={LOCATION_PAGE_SIZE.add} />
        <div className="ui-actions">
          <button type="submit" className="ui-btn" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
      {guard.dialog}
    </section>
  );
};
