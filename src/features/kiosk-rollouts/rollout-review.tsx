import { ConfirmAction } from '@/components/confirm-action';
import type { KioskRolloutRecord } from '@/generated/model';

import { RolloutDiff } from './rollout-diff';
import { targetText } from './rollout-paths';

const kiosksText = (count: number): string => `${count} ${count === 1 ? 'kiosk' : 'kiosks'}`;

/** What the rollout will do, before it starts: the diff, the kiosks it reaches, the first share. */
export const RolloutReview = ({
  preview,
  onStart,
}: {
  preview: KioskRolloutRecord;
  onStart: () => Promise<void>;
}) => {
  const total = preview.target.kiosk_count;
  const first = total - preview.counts.held;
  const reach =
    preview.staged_percent === null
      ? `It reaches ${kiosksText(total)} at once.`
      : `It reaches ${kiosksText(total)}: ${kiosksText(first)} first (${preview.staged_percent}%), the rest when you continue.`;
  return (
    <section className="ui-card" aria-labelledby="rollout-review-title">
      <h2 id="rollout-review-title">Review</h2>
      <p>
        {preview.config.name} to {targetText(preview)}, version {preview.rollout_version} for this target.{' '}
        {reach}
      </p>
      <RolloutDiff diff={preview.diff} previous={preview.previous_config?.name ?? null} />
      <div className="ui-actions">
        <ConfirmAction
          label="Start rollout"
          confirm={{
            title: `Start the rollout of ${preview.config.name}?`,
            message: `${reach} Kiosks apply it when they next report.`,
          }}
          run={onStart}
        />
      </div>
    </section>
  );
};
