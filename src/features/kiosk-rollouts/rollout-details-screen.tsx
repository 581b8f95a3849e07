import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';

import { ConfirmAction } from '@/components/confirm-action';
import { announceSuccess } from '@/components/form/announce';
import { useListReturnPath } from '@/components/form/list-return';
import { RECORD_QUERY, RecordFrame } from '@/components/resource/record-frame';
import { type RecordRouteSpec, useRecordRoute } from '@/components/resource/record-route';
import { RecordSummary } from '@/components/resource/record-summary';
import {
  useContinueKioskRollout,
  useGetKioskRollout,
  useRollbackKioskRollout,
} from '@/generated/api/kiosk-rollouts/kiosk-rollouts';
import type { KioskRolloutRecord } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';
import { toApiError } from '@/lib/http/api-error';

import { RolloutDiff } from './rollout-diff';
import { RolloutKiosks } from './rollout-kiosks';
import { countsText, ROLLOUTS_PATH, rolloutPath, STATUS_TEXT, targetText } from './rollout-paths';
import { invalidateRollouts } from './rollout-queries';

const ROLLOUT_ROUTE: RecordRouteSpec = { singular: 'Rollout', param: 'rollout_id' };

/** Refreshed every 30 seconds: its kiosks settle on the clock. */
const useRollout = (id: number) =>
  useGetKioskRollout<KioskRolloutRecord, unknown>(id, {
    query: { ...RECORD_QUERY, refetchInterval: 30_000 },
  });

const linkTo = (id: number | null, text: string) =>
  id === null ? null : (
    <Link href={absolute(rolloutPath(id))} className="ui-link">
      {text} #{id}
    </Link>
  );

const Actions = ({ rollout }: { rollout: KioskRolloutRecord }) => {
  const client = useQueryClient();
  /** A 409 (changed meanwhile, or no longer open): the reporter's toast says why; the page reloads. */
  const refreshOnConflict = async (error: unknown): Promise<never> => {
    if (toApiError(error).status === 409) await invalidateRollouts(client, rollout.id);
    throw error;
  };
  const [, navigate] = useLocation();
  const proceed = useContinueKioskRollout();
  const rollback = useRollbackKioskRollout();
  const held = rollout.counts.held;
  return (
    <>
      {rollout.allowed_actions.includes('continue') ? (
        <ConfirmAction
          label="Continue to all"
          confirm={{
            title: 'Continue to all kiosks?',
            message: `${held} more ${held === 1 ? 'kiosk gets' : 'kiosks get'} ${rollout.config.name}.`,
          }}
          run={async () => {
            await proceed
              .mutateAsync({ id: rollout.id, data: { version: rollout.version } })
              .catch(refreshOnConflict);
            announceSuccess(`Rollout of ${rollout.config.name} sent to all its kiosks.`);
            await invalidateRollouts(client, rollout.id);
          }}
        />
      ) : null}
      {rollout.allowed_actions.includes('rollback') ? (
        <ConfirmAction
          label="Rollback"
          danger
          confirm={{
            title: `Roll back to ${rollout.previous_config?.name ?? 'the previous configuration'}?`,
            message: `A new rollout sends ${rollout.previous_config?.name ?? 'it'} to the ${rollout.target.kiosk_count} kiosks of this one, all at once.`,
          }}
          run={async () => {
            const back = await rollback
              .mutateAsync({ id: rollout.id, data: { version: rollout.version } })
              .catch(refreshOnConflict);
            announceSuccess(`Rolling back to ${back.config.name}.`);
            await invalidateRollouts(client, rollout.id);
            navigate(absolute(rolloutPath(back.id)));
          }}
        />
      ) : null}
    </>
  );
};

const RolloutView = ({ rollout }: { rollout: KioskRolloutRecord }) => (
  <>
    <div className="ui-card">
      <RecordSummary
        items={[
          ['Configuration', rollout.config.name],
          ['Target', targetText(rollout)],
          ['Version for this target', String(rollout.rollout_version)],
          ['Status', STATUS_TEXT[rollout.status]],
          ['Progress', countsText(rollout)],
          [
            'Staged',
            rollout.staged_percent === null ? 'No: all at once' : `${rollout.staged_percent}% first`,
          ],
          ['Started', `${formatDisplayDateTime(rollout.started_at)} by ${rollout.started_by.name}`],
          ['Continued', rollout.continued_at === null ? '–' : formatDisplayDateTime(rollout.continued_at)],
          ['Rolls back', linkTo(rollout.rollback_of_id, 'Rollout') ?? '–'],
          ['Rolled back by', linkTo(rollout.rolled_back_by_id, 'Rollout') ?? '–'],
        ]}
      />
    </div>
    <div className="ui-card">
      <h2>What changes</h2>
      <RolloutDiff diff={rollout.diff} previous={rollout.previous_config?.name ?? null} />
    </div>
    <div className="ui-card">
      <h2>Kiosks</h2>
      <RolloutKiosks rollout={rollout} />
    </div>
  </>
);

/** Kiosk Rollout Details (docs/kiosk-rollouts.md): the diff, the progress per kiosk, Continue, Rollback. */
export const KioskRolloutScreen = () => {
  const route = useRecordRoute(ROLLOUT_ROUTE);
  const back = { label: 'Back to Kiosk Configuration', href: useListReturnPath(ROLLOUTS_PATH) };
  return (
    <RecordFrame
      route={route}
      useRecord={useRollout}
      title="Kiosk Rollout Details"
      titleOf={(rollout) => `Rollout: ${rollout.config.name} to ${targetText(rollout)}`}
      titleId="rollout-title"
      back={back}
      actions={(rollout) => (rollout ? <Actions rollout={rollout} /> : null)}
    >
      {(rollout) => <RolloutView rollout={rollout} />}
    </RecordFrame>
  );
};
