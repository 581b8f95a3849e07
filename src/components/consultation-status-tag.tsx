import type { ConsultationStatus } from '@/generated/model';
import { STATUS_TEXT, STATUS_TONE } from '@/lib/consultation-status';

import { TAG_COLOURS } from './health-result-tag';

/** A consultation's status as text in its tone (never colour alone; docs/telemedicine.md). */
export const ConsultationStatusTag = ({ status }: { status: ConsultationStatus }) => {
  const tone = STATUS_TONE[status];
  const colours = TAG_COLOURS[tone];
  return (
    <span
      className="ui-tag ui-status-tag"
      data-tone={tone}
      style={{ color: colours.text, backgroundColor: colours.background }}
    >
      {STATUS_TEXT[status]}
    </span>
  );
};
