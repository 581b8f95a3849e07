import { TAG_COLOURS, type TagTone } from '@/components/health-result-tag';
import type { QueryPriority, QuerySla, QueryStatus } from '@/generated/model';

import {
  PRIORITY_TEXT,
  PRIORITY_TONE,
  SLA_STATE_TEXT,
  SLA_TONE,
  slaText,
  STATUS_TEXT,
  STATUS_TONE,
} from './support-words';

/** A word in its tone: the text is always there, so colour is never the only signal. */
export const ToneTag = ({ tone, text }: { tone: TagTone; text: string }) => {
  const colours = TAG_COLOURS[tone];
  return (
    <span
      className="ui-tag ui-status-tag"
      data-tone={tone}
      style={{ color: colours.text, backgroundColor: colours.background }}
    >
      {text}
    </span>
  );
};

export const QueryStatusTag = ({ status }: { status: QueryStatus }) => (
  <ToneTag tone={STATUS_TONE[status]} text={STATUS_TEXT[status]} />
);

export const PriorityTag = ({ priority }: { priority: QueryPriority }) => (
  <ToneTag tone={PRIORITY_TONE[priority]} text={PRIORITY_TEXT[priority]} />
);

/**
 * The SLA's time left in words ('2 h 10 min left', 'Overdue by 35 min', 'Paused: waiting on
 * customer', 'Met'), which clock, and a running clock's state as a tag ('Breaching soon').
 */
export const SlaCell = ({ sla }: { sla: QuerySla }) => {
  const { text, clock } = slaText(sla);
  if (clock === null || sla.paused)
    return (
      <span className="support-sla">
        <ToneTag tone={SLA_TONE[sla.state]} text={text} />
        {clock ? <span className="ui-muted"> {clock}</span> : null}
      </span>
    );
  return (
    <span className="support-sla">
      {text} <span className="ui-muted">{clock}</span>{' '}
      <ToneTag tone={SLA_TONE[sla.state]} text={SLA_STATE_TEXT[sla.state]} />
    </span>
  );
};
