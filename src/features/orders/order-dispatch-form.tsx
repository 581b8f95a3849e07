import { type SyntheticEvent, useState } from 'react';

import { DateField } from '@/components/date-field';
import type { OrderDispatchLineRequest, OrderLine, OrderRecord } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';

import { itemText } from './order-lines';
import type { OrderMove } from './order-moves';

interface LineInput {
  quantity: string;
  serials: string[];
  batch: string;
  expires_on: string;
}

type Problems = Partial<Record<number | 'form', string>>;

const MAX_SERIALS = 100;

const EMPTY_INPUT: LineInput = { quantity: '', serials: [], batch: '', expires_on: '' };

const wholeOrNull = (text: string): number | null =>
  /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;

/** The serial fields follow the quantity typed (what was typed in them is kept). */
const withQuantity = (input: LineInput, quantity: string, kiosk: boolean): LineInput => {
  const count = Math.min(wholeOrNull(quantity) ?? 0, MAX_SERIALS);
  const serials = kiosk ? Array.from({ length: count }, (_, index) => input.serials[index] ?? '') : [];
  return { ...input, quantity, serials };
};

/** What is wrong with the dispatch, line by line and as a whole; empty when it can be sent. */
export const dispatchProblems = (
  lines: readonly OrderLine[],
  inputs: Record<number, LineInput>,
): Problems => {
  const problems: Problems = {};
  const seen = new Set<string>();
  let units = 0;
  for (const line of lines) {
    const input = inputs[line.id];
    if (!input) continue;
    const quantity = wholeOrNull(input.quantity);
    if (quantity === null || quantity > line.open) {
      problems[line.id] = `Dispatch a whole number from 0 to ${line.open}.`;
      continue;
    }
    units += quantity;
    if (line.model === null) continue;
    const serials = input.serials.map((serial) => serial.trim());
    const given = serials.filter((serial) => serial !== '').length;
    if (given < quantity) {
      problems[line.id] = `Give a serial number for each kiosk: ${given} of ${quantity} given.`;
      continue;
    }
    const twice = serials.find(
      (serial) => seen.has(serial) || serials.indexOf(serial) !== serials.lastIndexOf(serial),
    );
    if (twice !== undefined) problems[line.id] = `Serial number ${twice} is given twice.`;
    serials.forEach((serial) => seen.add(serial));
  }
  if (units === 0 && Object.keys(problems).length === 0) problems.form = 'Dispatch at least one unit.';
  return problems;
};

const bodyOf = (lines: readonly OrderLine[], inputs: Record<number, LineInput>): OrderDispatchLineRequest[] =>
  lines.flatMap((line): OrderDispatchLineRequest[] => {
    const input = inputs[line.id];
    const quantity = input ? (wholeOrNull(input.quantity) ?? 0) : 0;
    if (!input || quantity === 0) return [];
    return line.model
      ? [{ line_id: line.id, quantity, serials: input.serials.map((serial) => serial.trim()) }]
      : [
          {
            line_id: line.id,
            quantity,
            batch: input.batch.trim() === '' ? null : input.batch.trim(),
            expires_on: input.expires_on === '' ? null : input.expires_on,
          },
        ];
  });

/**
 * Dispatch (administrators; docs/orders.md, "The order screens"): per open line the quantity to
 * send (all that is open by default), a serial number field per kiosk, a batch and an expiry per
 * consumable line. Checked before it is sent; the server's refusal (422: a serial already in the
 * fleet, more than is open) shows above the buttons, and what was typed stays.
 */
export const DispatchForm = ({
  order,
  move,
  onClose,
}: {
  order: OrderRecord;
  move: (move: OrderMove) => Promise<unknown>;
  onClose: () => void;
}) => {
  const open = order.lines.filter((line) => line.open > 0);
  const [inputs, setInputs] = useState<Record<number, LineInput>>(() =>
    Object.fromEntries(
      open.map((line) => [line.id, withQuantity(EMPTY_INPUT, String(line.open), line.model !== null)]),
    ),
  );
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const change = (line: OrderLine, next: Partial<LineInput>) =>
    setInputs((all) => {
      const input = { ...(all[line.id] ?? EMPTY_INPUT), ...next };
      return {
        ...all,
        [line.id]:
          next.quantity === undefined ? input : withQuantity(input, next.quantity, line.model !== null),
      };
    });

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = dispatchProblems(open, inputs);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      const first = open.find((line) => found[line.id] !== undefined);
      document.getElementById(first ? `order-dispatch-${first.id}-quantity` : 'order-dispatch-send')?.focus();
      return;
    }
    setBusy(true);
    try {
      await move({ action: 'dispatch', body: { lines: bodyOf(open, inputs) } });
      onClose();
    } catch (error) {
      const problem = toApiError(error);
      if (problem.status === 422) setProblems({ form: problem.serverMessage ?? problem.message });
      else if (problem.status === 409) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="ui-card order-form"
      aria-labelledby="order-dispatch-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="order-dispatch-title">Dispatch</h2>
      {open.map((line) => {
        const input = inputs[line.id] ?? EMPTY_INPUT;
        const item = itemText(line);
        const id = `order-dispatch-${line.id}`;
        const problem = problems[line.id];
        return (
          <fieldset
            key={line.id}
            className="order-dispatch-line"
            aria-describedby={problem ? `${id}-error` : undefined}
          >
            <legend>
              {item}: {line.open} open
            </legend>
            <label htmlFor={`${id}-quantity`}>Quantity to dispatch, {item}</label>
            <input
              id={`${id}-quantity`}
              className="ui-input ui-input-narrow"
              inputMode="numeric"
              autoComplete="off"
              value={input.quantity}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => change(line, { quantity: event.target.value })}
            />
            {input.serials.map((serial, index) => (
              <div key={index} className="ui-field">
                <label htmlFor={`${id}-serial-${index}`}>
                  Serial number {index + 1}, {item}
                </label>
                <input
                  id={`${id}-serial-${index}`}
                  className="ui-input"
                  autoComplete="off"
                  maxLength={40}
                  value={serial}
                  onChange={(event) =>
                    change(line, {
                      serials: input.serials.map((old, at) => (at === index ? event.target.value : old)),
                    })
                  }
                />
              </div>
            ))}
            {line.consumable ? (
              <>
                <label htmlFor={`${id}-batch`}>Batch, {item}</label>
                <input
                  id={`${id}-batch`}
                  className="ui-input"
                  autoComplete="off"
                  maxLength={40}
                  value={input.batch}
                  onChange={(event) => change(line, { batch: event.target.value })}
                />
                <label htmlFor={`${id}-expiry`}>Expires on, {item}</label>
                <DateField
                  id={`${id}-expiry`}
                  value={input.expires_on}
                  onChange={(value) => change(line, { expires_on: value })}
                />
              </>
            ) : null}
            {problem ? (
              <small id={`${id}-error`} className="ui-field-error">
                {problem}
              </small>
            ) : null}
          </fieldset>
        );
      })}
      {problems.form ? (
        <p role="alert" className="ui-message">
          {problems.form}
        </p>
      ) : null}
      <div className="ui-actions ui-actions-start">
        <button id="order-dispatch-send" type="submit" className="ui-btn" disabled={busy}>
          {busy ? 'Sending...' : 'Send dispatch'}
        </button>
        <button type="button" className="ui-btn ui-btn-outline" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
};
