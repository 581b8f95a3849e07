import { TAG_COLOURS } from '@/components/health-result-tag';
import type { OrderStatus } from '@/generated/model';

import { STATUS_TEXT, STATUS_TONE } from './order-words';

/** An order's status as text in its tone (never colour alone). */
export const OrderStatusTag = ({ status }: { status: OrderStatus }) => {
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
