import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';

import { userRoleAtom } from '@/atoms/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { announceSuccess } from '@/components/form/announce';
import { useListReturnPath } from '@/components/form/list-return';
import { RowsEditor } from '@/components/form/rows-editor';
import { TextControl } from '@/components/form/text-control';
import { useEntityForm } from '@/components/form/use-entity-form';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { MissingCall } from '@/components/resource/missing-call';
import { ScreenHeader } from '@/components/screen-header';
import { ScreenMessage } from '@/components/screen-message';
import { useCreateOrder } from '@/generated/api/orders/orders';
import type { Consumable } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { type ApiError, toApiError } from '@/lib/http/api-error';
import { useSingleFlight } from '@/lib/use-single-flight';

import { type Choice, ChoicesFailed, OrderSelect, useOrderChoices } from './order-fields';
import {
  fieldOfRefusal,
  MAX_LINES,
  ORDER_FIELDS,
  type OrderPayload,
  orderSchemaOf,
  type OrderValues,
  payloadOf,
  prefillOf,
  toBody,
} from './order-form';
import { CONSUMABLE_ORDERS, KIOSK_ORDERS, type OrderKindSpec } from './order-kinds';
import { refreshOrders } from './order-queries';
import { moneyText, orderNumber } from './order-words';

const SCHEMAS = { kiosk: orderSchemaOf('kiosk'), consumable: orderSchemaOf('consumable') };
const PAYLOADS = { kiosk: payloadOf('kiosk'), consumable: payloadOf('consumable') };

const labelIn = (choices: readonly Choice[], value: string): string =>
  choices.find((choice) => choice.value === value)?.label ?? value;

/** What will be ordered, in words: the confirm step repeats it. */
const reviewText = (
  spec: OrderKindSpec,
  payload: OrderPayload,
  values: OrderValues,
  choices: ReturnType<typeof useOrderChoices>,
): string => {
  const clinic = labelIn(choices.clinics, values.clinic_id);
  const notes = payload.notes ? ` Notes: ${payload.notes}` : '';
  if (spec.kind === 'kiosk') {
    const count = payload.quantity ?? 0;
    return `${count} × ${labelIn(choices.models, values.model)} for ${clinic}.${notes}`;
  }
  const byId = new Map(choices.consumables.map((row) => [row.id, row] as const));
  let total = 0;
  let currency: string | null = null;
  const lines = (payload.lines ?? []).map((line) => {
    const consumable: Consumable | undefined = byId.get(line.consumable_id);
    if (consumable) {
      total += consumable.price * line.quantity;
      currency = consumable.currency;
    }
    return `${line.quantity} × ${consumable?.name ?? `consumable ${line.consumable_id}`}`;
  });
  const price =
    currency === null ? '' : ` About ${moneyText({ amount: total, currency })} at today’s prices.`;
  return `${lines.join(', ')} for ${clinic}.${price}${notes}`;
};

const NewOrder = ({ spec }: { spec: OrderKindSpec }) => {
  const client = useQueryClient();
  const search = useSearch();
  const prefill = useMemo(() => prefillOf(spec.kind, search), [spec.kind, search]);
  const choices = useOrderChoices(spec.kind);
  const form = useEntityForm<OrderValues, OrderPayload>({
    idPrefix: 'order',
    schema: SCHEMAS[spec.kind],
    toPayload: PAYLOADS[spec.kind],
    fields: ORDER_FIELDS,
    defaultValues: prefill.values,
  });
  const guard = useLeaveGuard(form.dirty);
  const listPath = useListReturnPath(spec.listPath);
  const create = useCreateOrder();
  const [review, setReview] = useState<{ payload: OrderPayload; text: string } | null>(null);
  const [missing, setMissing] = useState<ApiError | null>(null);

  const refused = (error: unknown) => {
    const problem = toApiError(error);
    if (problem.kind === 'missing-call') setMissing(problem);
    const field = (problem.body as { field?: unknown } | null | undefined)?.field;
    if (problem.status === 422 && typeof field === 'string') {
      const name = fieldOfRefusal(spec.kind, field);
      form.form.setError(name, { type: 'server', message: problem.serverMessage ?? problem.message });
      document.getElementById(form.idOf(name))?.focus();
    }
  };
  const place = useSingleFlight(async () => {
    if (review === null) return;
    try {
      const saved = await create.mutateAsync({ data: toBody(spec.kind, review.payload, prefill.queryId) });
      setReview(null);
      await refreshOrders(client, saved);
      announceSuccess(`Order ${orderNumber(saved.id)} placed.`);
      guard.proceed(spec.detailsPath(saved.id));
    } catch (error) {
      setReview(null);
      refused(error);
    }
  });
  const submit = form.submitWith((payload) => {
    setReview({ payload, text: reviewText(spec, payload, form.form.getValues(), choices) });
  });

  return (
    <section className="ui-screen" aria-labelledby="order-create-title">
      <ScreenHeader
        titleId="order-create-title"
        title={spec.createTitle}
        back={{ label: `Back to ${spec.listTitle}`, onClick: () => guard.leave(listPath) }}
      />
      {missing ? <MissingCall error={missing} /> : null}
      <ChoicesFailed lists={choices.failed} />
      {choices.loading ? (
        <p className="ui-card" role="status">
          Loading...
        </p>
      ) : (
        <form
          className="ui-card"
          noValidate
          aria-busy={place.pending}
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event);
          }}
        >
          {prefill.queryId === null ? null : (
            <p className="ui-muted">For support query #{prefill.queryId}.</p>
          )}
          <div className="ui-form-grid">
            <OrderSelect
              form={form}
              name="clinic_id"
              label="Clinic"
              placeholder="Choose a clinic"
              choices={choices.clinics}
            />
            {spec.kind === 'kiosk' ? (
              <>
                <OrderSelect
                  form={form}
                  name="model"
                  label="Kiosk model"
                  placeholder="Choose a model"
                  choices={choices.models}
                />
                <TextControl form={form} name="quantity" label="Quantity" inputMode="numeric" />
              </>
            ) : null}
          </div>
          {spec.kind === 'consumable' ? (
            <RowsEditor
              form={form}
              name="lines"
              caption="Consumables"
              rowName="Consumable"
              max={MAX_LINES}
              columns={[
                {
                  key: 'consumable_id',
                  label: 'Consumable',
                  placeholder: 'Choose a consumable',
                  options: choices.consumables.map((row) => ({
                    value: String(row.id),
                    label: `${row.name} (${row.unit}, packs of ${row.pack_size})`,
                  })),
                },
                { key: 'quantity', label: 'Quantity', inputMode: 'numeric', narrow: true },
              ]}
              newRow={() => ({ consumable_id: '', quantity: '' })}
              note="Quantities are in units (strips, lancets...), not packs."
            />
          ) : null}
          <TextControl form={form} name="notes" label="Notes" maxLength={500} />
          <div className="ui-actions">
            <button type="submit" className="ui-btn" disabled={place.pending}>
              {place.pending ? 'Placing...' : 'Review order'}
            </button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={review !== null}
        title="Place this order?"
        message={review?.text ?? ''}
        confirmLabel="Place order"
        busy={place.pending}
        onConfirm={place.run}
        onCancel={() => setReview(null)}
      />
      {guard.dialog}
    </section>
  );
};

/** New order for customers: an administrator reads who places orders, and where theirs are. */
const NewOrderScreen = ({ spec }: { spec: OrderKindSpec }) =>
  useAtomValue(userRoleAtom) === 'Customer' ? (
    <NewOrder spec={spec} />
  ) : (
    <ScreenMessage title={spec.createTitle} tone="error">
      Customers place orders for their clinics; administrators approve and dispatch them on{' '}
      <Link href={absolute(spec.listPath)} className="ui-link">
        {spec.listTitle}
      </Link>
      .
    </ScreenMessage>
  );

/** New Kiosk Order (`manage/orders/create`). */
export const CreateKioskOrderScreen = () => <NewOrderScreen spec={KIOSK_ORDERS} />;

/** New Consumable Order (`manage/consumables-orders/create`). */
export const CreateConsumableOrderScreen = () => <NewOrderScreen spec={CONSUMABLE_ORDERS} />;
