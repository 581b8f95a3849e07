import type { DemoAuditAction, DemoAuditChange, DemoAuditEvent, DemoAuditLine } from '../types';

/**
 * A timeline line as an audit event (docs/audit.md, "Timelines read the trail"): an order's move, a
 * kiosk's move and a query's status or triage are audit events of that record that carry the line
 * the record's history shows. The line's fields also read as changes (status, clinic, reason,
 * detail), so the trail's own screens say the same in words.
 */

const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

/** The changes a line stands for: moved fields old -> new, the reason and detail as new text. */
export const lineChanges = (line: DemoAuditLine): DemoAuditChange[] => {
  const changes: DemoAuditChange[] = [];
  const add = (field: string, old: string | null, next: string | null): void => {
    if (old !== next) changes.push({ field, old, new: next });
  };
  add('status', text(line.from_status), text(line.to_status));
  switch (line.entity) {
    case 'order':
      add('reason', null, text(line.reason));
      add('detail', null, text(line.detail));
      break;
    case 'kiosk':
      add('clinic_id', text(line.from_clinic_id), text(line.to_clinic_id));
      add('reason', null, text(line.reason));
      break;
    case 'query':
      add('detail', null, text(line.detail));
      break;
  }
  return changes;
};

/** The call a line's step is (for seeded lines, which no call recorded). */
export const operationOfLine = (line: DemoAuditLine): string => {
  switch (line.entity) {
    case 'order':
      return {
        placed: 'createOrder',
        approved: 'approveOrder',
        rejected: 'rejectOrder',
        dispatched: 'dispatchOrder',
        received: 'receiveOrder',
        cancelled: 'cancelOrder',
      }[line.action];
    case 'kiosk':
      return { received: 'createKiosk', moved: 'moveKiosk', retired: 'retireKiosk' }[line.action];
    case 'query':
      return line.action === 'created'
        ? 'createQuery'
        : line.action === 'triaged'
          ? 'triageQuery'
          : 'setQueryStatus';
  }
};

/** The trail's action for a line recorded on its own: a first line creates, a move changes status. */
export const actionOfLine = (line: DemoAuditLine): DemoAuditAction =>
  line.from_status === null ? 'create' : line.from_status === line.to_status ? 'update' : 'status';

/** "approveOrder" -> "Approve order: order 5 (status, reason)". */
export const lineSummary = (operation: string, line: DemoAuditLine, id: number): string => {
  const words = operation.replace(/([A-Z])/g, ' $1').toLowerCase();
  const fields = lineChanges(line).map((change) => change.field);
  const what = `${line.entity} ${id}${fields.length > 0 ? ` (${fields.join(', ')})` : ''}`;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}: ${what}`;
};

/** A line as a whole audit event (the seed's, a provider state's): no call recorded it. */
export const lineEvent = (input: {
  id: number;
  at: string;
  actor_id: number | null;
  actor_name: string;
  entity_id: number;
  line: DemoAuditLine;
}): DemoAuditEvent => {
  const operation = operationOfLine(input.line);
  return {
    id: input.id,
    at: input.at,
    actor_id: input.actor_id,
    actor_name: input.actor_id === null ? 'System' : input.actor_name,
    action: actionOfLine(input.line),
    operation,
    entity: input.line.entity,
    entity_id: input.entity_id,
    patient_id: null,
    summary: lineSummary(operation, input.line, input.entity_id),
    changes: lineChanges(input.line),
    line: input.line,
  };
};
