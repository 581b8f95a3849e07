import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';

import { AdminOnly } from '../admin-only';
import { ScreenHeader } from '../screen-header';
import { useListReturnPath } from '../form/list-return';
import { EditForm } from './edit-form';
import { type EditableRecord, type RecordDefinition, recordName } from './record-definition';
import { RecordMessage, RecordState } from './record-state';
import { StatusAction } from './status-action';

interface RecordScreenProps<Rec extends EditableRecord, Values extends FieldValues, Payload> {
  definition: RecordDefinition<Rec, Values, Payload>;
  /** The id from the route; null when it is not a positive whole number. */
  id: number | null;
  /** The id as the address has it, for the message about a bad one. */
  raw?: string | undefined;
}

export const notFoundText = (singular: string, id: number): string =>
  `No ${singular.toLowerCase()} with ID ${id} was found. It may have been removed.`;

export const badIdText = (singular: string, raw: string | undefined): string =>
  `'${raw ?? ''}' is not a ${singular.toLowerCase()} id: an id is a whole number from 1.`;

const Frame = ({
  title,
  back,
  backLabel = 'Back to the list',
  children,
}: {
  title: string;
  back: string;
  backLabel?: string;
  children: React.ReactNode;
}) => (
  <section className="ui-screen" aria-labelledby="record-title">
    <ScreenHeader titleId="record-title" title={title} back={{ label: backLabel, href: back }} />
    {children}
  </section>
);

const RecordView = <Rec extends EditableRecord, Values extends FieldValues, Payload>({
  definition,
  id,
}: {
  definition: RecordDefinition<Rec, Values, Payload>;
  id: number;
}) => {
  const query = definition.useRecord(id);
  const [editing, setEditing] = useState(false);
  const back = useListReturnPath(definition.listPath);
  const title = `${definition.singular} Details`;
  if (query.isPending || query.isError) {
    return (
      <Frame title={title} back={back}>
        <RecordState query={query} notFound={notFoundText(definition.singular, id)} />
      </Frame>
    );
  }
  const record = query.data;
  const parent = definition.parentOf?.(record, back);
  const { Details } = definition;
  return (
    <Frame
      title={`${definition.singular}: ${recordName(definition, record)}`}
      back={parent?.path ?? back}
      {...(parent?.label ? { backLabel: parent.label } : {})}
    >
      {editing ? (
        <EditForm definition={definition} record={record} onDone={() => setEditing(false)} />
      ) : (
        <div className="ui-card">
          <div className="ui-actions ui-actions-start">
            <button type="button" className="ui-btn" onClick={() => setEditing(true)}>
              <i className="pi pi-pencil" aria-hidden="true" /> Edit
            </button>
            <StatusAction definition={definition} record={record} />
            {definition.actions?.(record)}
          </div>
          <dl className="ui-summary">
            {definition.summary(record).map(([label, value]) => (
              <div key={label} className="ui-summary-item">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {Details && !editing ? <Details record={record} /> : null}
    </Frame>
  );
};

/**
 * A record's page from its definition (docs/adding-a-screen.md): the view with Edit and
 * Disable/Enable, the edit mode in place, and a plain message for a bad id, an unknown record, a
 * failed load or a call the server lacks.
 */
export const RecordScreen = <Rec extends EditableRecord, Values extends FieldValues, Payload>(
  props: RecordScreenProps<Rec, Values, Payload>,
) => {
  const { definition, id, raw } = props;
  const back = useListReturnPath(definition.listPath);
  const body =
    id === null ? (
      <Frame title={`${definition.singular} Details`} back={back}>
        <RecordMessage text={badIdText(definition.singular, raw)} />
      </Frame>
    ) : (
      // Keyed: another id starts fresh (view mode, no stale edits).
      <RecordView key={id} definition={definition} id={id} />
    );
  return definition.adminOnly ? <AdminOnly title={`${definition.singular} Details`}>{body}</AdminOnly> : body;
};
