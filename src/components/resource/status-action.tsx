import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';

import { useSingleFlight } from '@/lib/use-single-flight';

import { ConfirmDialog } from '../confirm-dialog';
import { announceSuccess } from '../form/announce';
import { type EditableRecord, type RecordBase, type RecordDefinition, recordName } from './record-definition';

interface StatusActionProps<Rec extends RecordBase, Values extends FieldValues, Payload> {
  definition: RecordDefinition<Rec, Values, Payload>;
  record: Rec & EditableRecord;
}

/**
 * Disable or Enable, after a confirm dialog: nothing is ever deleted (requirements 11). A refusal
 * (something still depends on the record) is the server's toast; the record stays as it was.
 */
export const StatusAction = <Rec extends RecordBase, Values extends FieldValues, Payload>({
  definition,
  record,
}: StatusActionProps<Rec, Values, Payload>) => {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const { setStatus } = definition.useWrites();
  const next = !record.status;
  const verb = next ? 'Enable' : 'Disable';
  const name = recordName(definition, record);
  const { run, pending } = useSingleFlight(async () => {
    try {
      const saved = await setStatus(record.id, next);
      announceSuccess(
        `${definition.singular} ${recordName(definition, saved)} ${next ? 'enabled' : 'disabled'}.`,
      );
      await definition.invalidate(client, saved);
    } catch {
      // The reporter has shown the refusal or the failure.
    } finally {
      setAsking(false);
    }
  });
  const consequence = next
    ? `${name} will be offered again in lists and pickers.`
    : `${name} will no longer be offered in lists and pickers. ${definition.disableNote?.(record) ?? ''} You can enable it again later.`;
  return (
    <>
      <button
        type="button"
        className={next ? 'ui-btn ui-btn-outline' : 'ui-btn ui-btn-outline ui-btn-danger'}
        onClick={() => setAsking(true)}
        disabled={pending}
      >
        {verb}
      </button>
      <ConfirmDialog
        open={asking}
        title={`${verb} ${name}?`}
        message={consequence.replace(/\s+/g, ' ').trim()}
        confirmLabel={verb}
        busy={pending}
        onConfirm={run}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};
