import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { Link } from 'wouter';

import { absolute } from '@/lib/app-paths';

import { ConfirmAction } from '../confirm-action';
import { announceSuccess } from '../form/announce';
import { StatusTransitions } from '../status-transitions';
import {
  hasActiveFlag,
  type RecordBase,
  type RecordCommand,
  type RecordDefinition,
  recordName,
  type RecordWorkflow,
} from './record-definition';
import { StatusAction } from './status-action';

interface ActionsProps<Rec extends RecordBase, Values extends FieldValues, Payload> {
  definition: RecordDefinition<Rec, Values, Payload>;
  record: Rec;
}

const Command = <Rec extends RecordBase, Values extends FieldValues, Payload>({
  definition,
  record,
  command,
}: ActionsProps<Rec, Values, Payload> & { command: RecordCommand<Rec> }) => {
  const client = useQueryClient();
  const run = command.useRun();
  return (
    <ConfirmAction
      label={command.label}
      confirm={command.confirm?.(record)}
      danger={command.danger}
      run={async () => {
        const saved = await run(record);
        announceSuccess(command.doneText(saved));
        await definition.invalidate(client, saved);
      }}
    />
  );
};

const Moves = <Rec extends RecordBase, Values extends FieldValues, Payload>({
  definition,
  record,
  workflow,
}: ActionsProps<Rec, Values, Payload> & { workflow: RecordWorkflow<Rec> }) => {
  const client = useQueryClient();
  const move = workflow.useMove();
  return (
    <StatusTransitions
      label={`Status of ${recordName(definition, record)}`}
      status={workflow.statusOf(record)}
      allowed={workflow.allowedOf(record)}
      transitions={workflow.transitions}
      onMove={async (action) => {
        const saved = await move(record, action);
        const done = workflow.transitions[action]?.done ?? 'updated';
        announceSuccess(`${definition.singular} ${recordName(definition, saved)} ${done}.`);
        await definition.invalidate(client, saved);
      }}
    />
  );
};

const Status = <Rec extends RecordBase, Values extends FieldValues, Payload>({
  definition,
  record,
}: ActionsProps<Rec, Values, Payload>) => {
  const status = definition.status ?? 'toggle';
  if (status === 'none') return null;
  if (status === 'toggle') {
    return hasActiveFlag(record) ? <StatusAction definition={definition} record={record} /> : null;
  }
  return <Moves definition={definition} record={record} workflow={status} />;
};

const Edit = <Rec extends RecordBase, Values extends FieldValues, Payload>({
  definition,
  record,
  onEdit,
}: ActionsProps<Rec, Values, Payload> & { onEdit: () => void }) => {
  const edit = definition.edit ?? 'in-place';
  if (edit === 'none') return null;
  const label = (
    <>
      <i className="pi pi-pencil" aria-hidden="true" /> Edit
    </>
  );
  return edit === 'in-place' ? (
    <button type="button" className="ui-btn" onClick={onEdit}>
      {label}
    </button>
  ) : (
    <Link href={absolute(edit.path(record.id))} className="ui-btn">
      {label}
    </Link>
  );
};

/**
 * A record view's actions (docs/adding-a-screen.md): Edit (in place, on its own route, or none),
 * the status (Disable/Enable, an enum's moves, or none), the definition's custom actions with their
 * confirms, then its own links.
 */
export const RecordActions = <Rec extends RecordBase, Values extends FieldValues, Payload>({
  definition,
  record,
  onEdit,
}: ActionsProps<Rec, Values, Payload> & { onEdit: () => void }) => (
  <div className="ui-actions ui-actions-start">
    <Edit definition={definition} record={record} onEdit={onEdit} />
    <Status definition={definition} record={record} />
    {(definition.commands ?? [])
      .filter((command) => command.shown?.(record) ?? true)
      .map((command) => (
        <Command key={command.label} definition={definition} record={record} command={command} />
      ))}
    {definition.actions?.(record)}
  </div>
);
