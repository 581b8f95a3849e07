import { ConfirmAction } from '@/components/confirm-action';
import type { OrderDispatch, OrderDispatchLine, OrderRecord } from '@/generated/model';
import { formatDisplayDate, formatDisplayDateTime } from '@/lib/dates';

import { itemText } from './order-lines';
import type { OrderMove } from './order-moves';

const lineOf = (order: OrderRecord, sent: OrderDispatchLine) =>
  order.lines.find((line) => line.id === sent.line_id);

/** '2 × HK-500 Health Kiosk: KS-1, KS-2', '500 × Glucose strips, batch G-12, expires 01-01-2027'. */
const sentText = (order: OrderRecord, sent: OrderDispatchLine): string => {
  const line = lineOf(order, sent);
  const what = `${sent.quantity} × ${line ? itemText(line) : `line ${sent.line_id}`}`;
  const serials = sent.serials.length > 0 ? `: ${sent.serials.join(', ')}` : '';
  const batch = sent.batch ? `, batch ${sent.batch}` : '';
  const expiry = sent.expires_on ? `, expires ${formatDisplayDate(sent.expires_on)}` : '';
  return `${what}${serials}${batch}${expiry}`;
};

/** What receiving a dispatch does, said before it is done. */
const receiveText = (order: OrderRecord, dispatch: OrderDispatch): string => {
  if (order.kind === 'kiosk') {
    const serials = dispatch.lines.flatMap((sent) => sent.serials);
    return `${serials.length === 1 ? 'Kiosk' : 'Kiosks'} ${serials.join(', ')} join the fleet at ${order.clinic.name}, deployed there today.`;
  }
  const units = dispatch.lines
    .map(
      (sent) =>
        `${sent.quantity} ${lineOf(order, sent)?.consumable?.unit ?? 'units'} of ${lineOf(order, sent)?.consumable?.name ?? `line ${sent.line_id}`}`,
    )
    .join(', ');
  return `${units} ${dispatch.lines.length === 1 ? 'is' : 'are'} added to the stock at ${order.clinic.name}.`;
};

/**
 * The order's dispatches, oldest first: what each carried (serial numbers, batch and expiry), who
 * sent it and when, and whether it arrived; Receive on one not yet received when the server allows
 * the caller to (its customer).
 */
export const OrderDispatches = ({
  order,
  move,
}: {
  order: OrderRecord;
  move: (move: OrderMove) => Promise<unknown>;
}) => {
  const canReceive = order.allowed_actions.includes('receive');
  if (order.dispatches.length === 0) return <p className="ui-muted">Nothing dispatched yet.</p>;
  return (
    <ol className="order-dispatches" aria-label="Dispatches, oldest first">
      {order.dispatches.map((dispatch, index) => {
        const name = `Dispatch ${index + 1}`;
        return (
          <li key={dispatch.id} className="order-dispatch">
            <h3>{name}</h3>
            <p>
              Sent {formatDisplayDateTime(dispatch.at)} UTC by {dispatch.by.name}
            </p>
            <ul>
              {dispatch.lines.map((sent) => (
                <li key={sent.line_id}>{sentText(order, sent)}</li>
              ))}
            </ul>
            {dispatch.received_at !== null ? (
              <p>
                Received {formatDisplayDateTime(dispatch.received_at)} UTC
                {dispatch.received_by ? ` by ${dispatch.received_by.name}` : ''}
              </p>
            ) : (
              <div className="ui-actions ui-actions-start">
                <span>In transit</span>
                {canReceive ? (
                  <ConfirmAction
                    label={`Receive ${name.toLowerCase()}`}
                    confirm={{
                      title: `Receive ${name.toLowerCase()}?`,
                      message: receiveText(order, dispatch),
                      confirmLabel: 'Receive',
                    }}
                    run={async () => {
                      await move({ action: 'receive', body: { dispatch_id: dispatch.id } });
                    }}
                  />
                ) : null}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
};
