import { type SyntheticEvent, useState } from 'react';

import { ConfirmAction } from '@/components/confirm-action';
import { Field } from '@/components/field';
import type { OrderRecord } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';

import { DispatchForm } from './order-dispatch-form';
import type { OrderMove } from './order-moves';
import { orderNumber } from './order-words';

type Form = 'reject' | 'cancel' | 'dispatch';
type Move = (move: OrderMove) => Promise<unknown>;

const REASON_WORDS: Record<'reject' | 'cancel', { title: string; submit: string; note: string }> = {
  reject: {
    title: 'Reject order',
    submit: 'Reject order',
    note: 'The customer reads the reason in the order’s history.',
  },
  cancel: {
    title: 'Cancel order',
    submit: 'Cancel order',
    note: 'Nothing more is dispatched. The reason goes into the order’s history.',
  },
};

/** Reject and Cancel: a reason is required (the server says so too: 422 on `reason`). */
const ReasonForm = ({
  action,
  move,
  onClose,
}: {
  action: 'reject' | 'cancel';
  move: Move;
  onClose: () => void;
}) => {
  const words = REASON_WORDS[action];
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const id = `order-${action}-reason`;
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason.trim() === '') {
      setError('Give a reason.');
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await move({ action, body: { reason: reason.trim() } });
      onClose();
    } catch (failure) {
      const problem = toApiError(failure);
      if (problem.status === 422) setError(problem.serverMessage ?? problem.message);
      else if (problem.status === 409) onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="ui-card order-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>{words.title}</h2>
      <p className="ui-muted">{words.note}</p>
      <Field id={id} label="Reason" error={error}>
        <textarea
          id={id}
          className="ui-input"
          maxLength={300}
          rows={3}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <div className="ui-actions ui-actions-start">
        <button type="submit" className="ui-btn ui-btn-danger" disabled={busy}>
          {busy ? 'Saving...' : words.submit}
        </button>
        <button type="button" className="ui-btn ui-btn-outline" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
};

/**
 * The order's moves, as `allowed_actions` names them (the server knows the caller's role and the
 * order's state; the screen never guesses): Approve (confirm), Reject and Cancel (a reason),
 * Dispatch (the dispatch form). Receive is on each dispatch (OrderDispatches).
 */
export const OrderActions = ({ order, move }: { order: OrderRecord; move: Move }) => {
  const [form, setForm] = useState<Form | null>(null);
  const allowed = order.allowed_actions;
  const close = () => setForm(null);
  if (form === 'dispatch' && allowed.includes('dispatch'))
    return <DispatchForm order={order} move={move} onClose={close} />;
  if ((form === 'reject' || form === 'cancel') && allowed.includes(form))
    return <ReasonForm action={form} move={move} onClose={close} />;
  const buttons = allowed.filter((action) => action !== 'receive');
  if (buttons.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={`Actions on order ${orderNumber(order.id)}`}
      className="ui-actions ui-actions-start"
    >
      {buttons.map((action) => {
        switch (action) {
          case 'approve':
            return (
              <ConfirmAction
                key={action}
                label="Approve"
                confirm={{
                  title: `Approve order ${orderNumber(order.id)}?`,
                  message: `${order.summary} for ${order.clinic.name}. It can then be dispatched.`,
                }}
                run={async () => {
                  await move({ action: 'approve' });
                }}
              />
            );
          case 'dispatch':
            return (
              <button
                key={action}
                type="button"
                className="ui-btn ui-btn-outline"
                onClick={() => setForm('dispatch')}
              >
                Dispatch
              </button>
            );
          case 'reject':
            return (
              <button
                key={action}
                type="button"
                className="ui-btn ui-btn-outline ui-btn-danger"
                onClick={() => setForm('reject')}
              >
                Reject
              </button>
            );
          case 'cancel':
            return (
              <button
                key={action}
                type="button"
                className="ui-btn ui-btn-outline ui-btn-danger"
                onClick={() => setForm('cancel')}
              >
                Cancel order
              </button>
            );
        }
      })}
    </div>
  );
};
