import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { AdminOnly } from '@/components/admin-only';
import { announceSuccess } from '@/components/form/announce';
import { useListReturnPath } from '@/components/form/list-return';
import { useEntityForm } from '@/components/form/use-entity-form';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { MissingCall } from '@/components/resource/missing-call';
import { ScreenHeader } from '@/components/screen-header';
import { useCreateKioskRollout } from '@/generated/api/kiosk-rollouts/kiosk-rollouts';
import type { KioskRolloutRecord } from '@/generated/model';
import { type ApiError, toApiError } from '@/lib/http/api-error';
import { useSingleFlight } from '@/lib/use-single-flight';

import {
  EMPTY_ROLLOUT,
  fieldOfRefusal,
  ROLLOUT_FIELDS,
  type RolloutPayload,
  rolloutSchema,
  type RolloutValues,
  toBody,
  toPayload,
} from './rollout-form';
import { invalidateRollouts } from './rollout-queries';
import { RolloutReview } from './rollout-review';
import { ROLLOUTS_PATH, rolloutPath } from './rollout-paths';
import { ConfigSelect, StagedFields, TargetFields } from './rollout-target-fields';

interface Review {
  key: string;
  payload: RolloutPayload;
  preview: KioskRolloutRecord;
}

const CreateRollout = () => {
  const client = useQueryClient();
  const form = useEntityForm<RolloutValues, RolloutPayload>({
    idPrefix: 'rollout',
    schema: rolloutSchema,
    toPayload,
    fields: ROLLOUT_FIELDS,
    defaultValues: EMPTY_ROLLOUT,
  });
  const guard = useLeaveGuard(form.dirty);
  const listPath = useListReturnPath(ROLLOUTS_PATH);
  const create = useCreateKioskRollout();
  const [review, setReview] = useState<Review | null>(null);
  const [missing, setMissing] = useState<ApiError | null>(null);
  const values = form.form.watch();
  const current = review !== null && review.key === JSON.stringify(toPayload(values)) ? review : null;

  const refused = (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.kind === 'missing-call') setMissing(apiError);
    const field = (apiError.body as { field?: unknown } | null)?.field;
    if (apiError.status === 422 && typeof field === 'string') {
      const name = fieldOfRefusal(field, values.target_kind);
      if (name in ROLLOUT_FIELDS) {
        form.form.setError(name as keyof RolloutValues, { type: 'server', message: apiError.message });
        document.getElementById(form.idOf(name))?.focus();
      }
    }
  };
  const preview = useSingleFlight(
    form.submitWith(async (payload) => {
      try {
        const answer = await create.mutateAsync({ data: toBody(payload, true) });
        setMissing(null);
        setReview({ key: JSON.stringify(toPayload(form.form.getValues())), payload, preview: answer });
      } catch (error) {
        refused(error);
      }
    }),
  );
  const start = async () => {
    if (current === null) return;
    try {
      const answer = await create.mutateAsync({ data: toBody(current.payload, false) });
      announceSuccess(`Rollout of ${answer.config.name} started.`);
      await invalidateRollouts(client);
      guard.proceed(rolloutPath(answer.id));
    } catch (error) {
      refused(error);
      throw error;
    }
  };
  return (
    <section className="ui-screen" aria-labelledby="record-title">
      <ScreenHeader
        titleId="record-title"
        title="New Rollout"
        back={{ label: 'Back to the list', onClick: () => guard.leave(listPath) }}
      />
      {missing ? <MissingCall error={missing} /> : null}
      <form
        className="ui-card"
        noValidate
        aria-busy={preview.pending}
        onSubmit={(event) => {
          event.preventDefault();
          preview.run();
        }}
      >
        <div className="ui-form-grid">
          <ConfigSelect form={form} />
          <TargetFields form={form} />
          <StagedFields form={form} />
        </div>
        <div className="ui-actions">
          <button type="submit" className="ui-btn ui-btn-outline" disabled={preview.pending}>
            {preview.pending ? 'Checking...' : 'Review'}
          </button>
        </div>
      </form>
      {current ? <RolloutReview preview={current.preview} onStart={start} /> : null}
      {guard.dialog}
    </section>
  );
};

/** New rollout (docs/kiosk-rollouts.md): pick, Review (the diff and the reach), then Start rollout. */
export const CreateKioskRolloutScreen = () => (
  <AdminOnly title="New Rollout">
    <CreateRollout />
  </AdminOnly>
);
