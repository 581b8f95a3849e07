import { RecordSummary } from '@/components/resource/record-summary';
import type { QuerySla, QuerySlaClock } from '@/generated/model';
import { formatDisplayDateTime } from '@/lib/dates';

import { OUTCOME_TEXT } from './query-words';
import { ToneTag } from './support-tags';
import { durationText, SLA_STATE_TEXT, SLA_TONE } from './support-words';

type Clock = NonNullable<QuerySlaClock>;

const CLOCK_LABEL: Record<Clock, string> = {
  first_response: 'First response',
  resolution: 'Resolution',
};

/** One clock in words: its outcome once stopped; while it runs, its target, time left or overdue, due. */
const clockText = (sla: QuerySla, clock: Clock): string => {
  const outcome = clock === 'first_response' ? sla.first_response : sla.resolution;
  if (sla.clock !== clock) {
    if (outcome !== 'pending') return OUTCOME_TEXT[outcome];
    // The other clock runs too, from the query's creation; the answer times the one due first.
    return 'Running';
  }
  const target = `target ${durationText(sla.target_minutes)}`;
  const left =
    sla.left_minutes < 0
      ? `Overdue by ${durationText(-sla.left_minutes)}`
      : `${durationText(sla.left_minutes)} left`;
  if (sla.paused) return `Paused while waiting on the customer: ${left} (${target})`;
  const due = sla.due_at ? `, due ${formatDisplayDateTime(sla.due_at)} UTC` : '';
  return `${left}${due} (${target})`;
};

/**
 * The SLA (docs/support.md, "SLA"): the state as a tag in words, then each clock: first response
 * and resolution, each met, met late, or running with its target, the time left (or overdue) and
 * when it is due; while the query waits on the customer both stand still, and the panel says so.
 */
export const QuerySlaPanel = ({ sla }: { sla: QuerySla }) => {
  return (
    <section className="ui-card query-sla" aria-labelledby="query-sla-title">
      <h2 id="query-sla-title">
        SLA{' '}
        <ToneTag
          tone={SLA_TONE[sla.state]}
          text={sla.paused ? 'Paused: waiting on the customer' : SLA_STATE_TEXT[sla.state]}
        />
      </h2>
      <RecordSummary
        items={[
          [CLOCK_LABEL.first_response, clockText(sla, 'first_response')],
          [CLOCK_LABEL.resolution, clockText(sla, 'resolution')],
        ]}
      />
    </section>
  );
};
