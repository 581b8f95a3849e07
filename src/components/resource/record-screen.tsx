import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';

import { AdminOnly } from '../admin-only';
import { useListReturnPath } from '../form/list-return';
import { EditForm } from './edit-form';
import { RecordActions } from './record-actions';
import { type RecordBase, type RecordDefinition, recordName } from './record-definition';
import { RecordFrame } from './record-frame';
import { badIdText, notFoundText, type RecordRoute } from './record-route';
import { RecordSummary } from './record-summary';
import { RecordTabs } from './record-tabs';

export { badIdText, notFoundText };

interface RecordScreenProps<Rec extends RecordBase, Values extends FieldValues, Payload> {
  definition: RecordDefinition<Rec, Values, Payload>;
  /** The id from the route (`parseId`); null when it is not a positive whole number. */
  id: number | null;
  /** The id as the address has it, for the message about a bad one. */
  raw?: string | undefined;
}

const BACK_LABEL = 'Back to the list';

const RecordBody = <Rec extends RecordBase, Values extends FieldValues, Payload>({
  definition,
  record,
}: {
  definition: RecordDefinition<Rec, Values, Payload>;
  record: Rec;
}) => {
  const [editing, setEditing] = useState(false);
  const { Details, related } = definition;
  if (editing) {
    return <EditForm definition={definition} record={record} onDone={() => setEditing(false)} />;
  }
  return (
    <>
      <div className="ui-card">
        <RecordActions definition={definition} record={record} onEdit={() => setEditing(true)} />
        <RecordSummary items={definition.summary(record)} />
      </div>
      {Details ? <Details record={record} /> : null}
      {related ? (
        <RecordTabs label={`Related to ${recordName(definition, record)}`} lists={related} record={record} />
      ) : null}
    </>
  );
};

/**
 * A record's page from its definition (docs/adding-a-screen.md), built from the pieces each screen
 * may use alone: `RecordFrame` (header and states), `RecordActions` (Edit in place or on its own
 * route or none; Disable/Enable, an enum's moves or none; custom actions with a confirm),
 * `RecordSummary` (the view), `EditForm` (the edit mode in place, with the 409 path) and `RecordTabs`
 * (related lists).
 */
export const RecordScreen = <Rec extends RecordBase, Values extends FieldValues, Payload>(
  props: RecordScreenProps<Rec, Values, Payload>,
) => {
  const { definition, id, raw } = props;
  const back = useListReturnPath(definition.listPath);
  const title = `${definition.singular} Details`;
  const route: RecordRoute =
    id === null
      ? { id: null, message: badIdText(definition.singular, raw) }
      : { id, notFound: notFoundText(definition.singular, id) };
  const body = (
    <RecordFrame
      route={route}
      useRecord={definition.useRecord}
      title={title}
      titleOf={(record) => `${definition.singular}: ${recordName(definition, record)}`}
      back={{ label: BACK_LABEL, href: back }}
      backOf={(record) => {
        const parent = definition.parentOf?.(record, back);
        return { label: parent?.label ?? BACK_LABEL, href: parent?.path ?? back };
      }}
    >
      {(record) => <RecordBody definition={definition} record={record} />}
    </RecordFrame>
  );
  return definition.adminOnly ? <AdminOnly title={title}>{body}</AdminOnly> : body;
};
