import { TAG_COLOURS } from '@/components/health-result-tag';
import type { NotificationStatus } from '@/generated/model';

import { STATUS_TEXT, STATUS_TONE } from './notification-words';

/** A notification's status as text in its tone (never colour alone). */
export const NotificationStatusTag = ({ status }: { status: NotificationStatus }) => {
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
