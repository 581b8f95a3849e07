import { useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';

import { Field } from '@/components/field';
import { announceSuccess } from '@/components/form/announce';
import {
  getFilterStockMovementsQueryKey,
  getFilterStockQueryKey,
  useCreateStockAdjustment,
} from '@/generated/api/stock/stock';
import { toApiError } from '@/lib/http/api-error';
import { keyPrefix } from '@/lib/query-keys';

type Errors = Partial<Record<'quantity' | 'reason' | 'form', string>>;

const check = (quantity: string, reason: string): Errors => {
  const errors: Errors = {};
  if (!/^[+-]?\d{1,7}$/.test(quantity.trim()) || Number(quantity) === 0)
    errors.quantity = 'Enter the units to add (+) or remove (−): a whole number, not 0.';
  if (reason.trim() === '') errors.reason = 'Give the reason for the adjustment.';
  return errors;
};

/**
 * Adjust (docs/orders.md, "Stock, days of cover and Running low"): appends an adjusted movement to
 * the ledger with its reason; the server records who made it. Nothing is edited in place, so two
 * people adjusting at once both count. A refusal (0, a blank reason, below zero) goes on its field.
 */
export const AdjustStock = ({
  clinicId,
  consumableId,
  unit,
}: {
  clinicId: number;
  consumableId: number;
  unit: string;
}) => {
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const client = useQueryClient();
  const adjust = useCreateStockAdjustment();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (adjust.isPending) return;
    const found = check(quantity, reason);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const row = await adjust.mutateAsync({
        data: {
          clinic_id: clinicId,
          consumable_id: consumableId,
          quantity: Number(quantity),
          reason: reason.trim(),
        },
      });
      announceSuccess(`Stock adjusted: ${row.on_hand} ${unit}s on hand.`);
      setOpen(false);
      setQuantity('');
      setReason('');
      await Promise.all([
        client.invalidateQueries({ queryKey: keyPrefix(getFilterStockMovementsQueryKey()) }),
        client.invalidateQueries({ queryKey: keyPrefix(getFilterStockQueryKey()) }),
      ]);
    } catch (error) {
      // A refusal (422) goes on its field; any failure is also the query client's one 'Error' toast.
      const problem = toApiError(error);
      if (problem.status !== 422) return;
      const field = (problem.body as { field?: unknown } | undefined)?.field;
      const text = problem.serverMessage ?? problem.message;
      setErrors(field === 'quantity' || field === 'reason' ? { [field]: text } : { form: text });
    }
  };

  if (!open)
    return (
      <button type="button" className="ui-btn" onClick={() => setOpen(true)}>
        Adjust
      </button>
    );
  return (
    <form
      className="ui-card stock-adjust"
      aria-labelledby="adjust-stock-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="adjust-stock-title">Adjust stock</h2>
      <Field
        id="adjust-quantity"
        label={`Units (+ to add, − to remove, in ${unit}s)`}
        error={errors.quantity}
      >
        <input
          id="adjust-quantity"
          className="ui-input"
          inputMode="numeric"
          value={quantity}
          aria-invalid={errors.quantity !== undefined}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </Field>
      <Field id="adjust-reason" label="Reason" error={errors.reason}>
        <input
          id="adjust-reason"
          className="ui-input"
          maxLength={300}
          value={reason}
          aria-invalid={errors.reason !== undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      {errors.form ? (
        <p role="alert" className="ui-message">
          {errors.form}
        </p>
      ) : null}
      <div className="ui-actions">
        <button type="submit" className="ui-btn" disabled={adjust.isPending}>
          {adjust.isPending ? 'Saving...' : 'Save adjustment'}
        </button>
        <button type="button" className="ui-btn ui-btn-outline" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
};
