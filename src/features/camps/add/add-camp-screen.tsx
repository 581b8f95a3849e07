import { useQueryClient } from '@tanstack/react-query';

import { announceWriteResult } from '@/components/form/announce';
import { FormCard } from '@/components/form/form-card';
import { useListReturnPath } from '@/components/form/list-return';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { ScreenHeader } from '@/components/screen-header';
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
      <ScreenHeader
        titleId="add-camp-title"
        title="Add Camp"
        back={{ label: 'Back to camps', onClick: () => guard.leave(listPath) }}
      />
      <FormCard saving={saving} onSave={save}>
        <CampFormFields form={form} locationPageSize={LOCATION_PAGE_SIZE.add} />
      </FormCard>
      {guard.dialog}
    </section>
  );
};
