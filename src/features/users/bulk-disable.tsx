import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { getFilterUsersQueryKey, useDisableUsers } from '@/generated/api/users/users';
import type { StaffUserDisableResult, StaffUserRow } from '@/generated/model';
import { keyPrefix } from '@/lib/query-keys';
import { useSingleFlight } from '@/lib/use-single-flight';

/** "Asha Rao, Sam Fernandes and Neha Kulkarni". */
export const namesText = (names: readonly string[]): string =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;

const confirmText = (users: readonly StaffUserRow[]): string =>
  `${namesText(users.map((user) => user.name))} will no longer be able to sign in, and their open sessions end at their next action. Nothing is deleted: Enable restores their access.`;

/** What happened to each selected user: disabled, or refused with the server's reason. */
const BulkResult = ({
  result,
  names,
}: {
  result: StaffUserDisableResult;
  names: ReadonlyMap<number, string>;
}) => (
  <section className="ui-card user-bulk-result" aria-label="Disable result" role="status">
    {result.disabled.length > 0 ? (
      <p>Disabled: {namesText(result.disabled.map((id) => names.get(id) ?? `#${id}`))}.</p>
    ) : null}
    {result.refused.length > 0 ? (
      <>
        <p>Not disabled:</p>
        <ul>
          {result.refused.map((row) => (
            <li key={row.id}>
              {row.name || names.get(row.id) || `#${row.id}`}: {row.message}
            </li>
          ))}
        </ul>
      </>
    ) : null}
  </section>
);

/**
 * Bulk Disable (docs/users.md): one confirm that names everyone selected, one call, then the result
 * per user (the refused ones with their reason: your own account, the last active Super Admin).
 */
export const BulkDisable = ({
  selected,
  onDone,
}: {
  selected: readonly StaffUserRow[];
  onDone: () => void;
}) => {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{
    result: StaffUserDisableResult;
    names: Map<number, string>;
  } | null>(null);
  const disable = useDisableUsers();
  const { run, pending } = useSingleFlight(async () => {
    const names = new Map(selected.map((user) => [user.id, user.name]));
    try {
      const result = await disable.mutateAsync({ data: { ids: selected.map((user) => user.id) } });
      setOutcome({ result, names });
      onDone();
      await client.invalidateQueries({ queryKey: keyPrefix(getFilterUsersQueryKey()) });
    } catch {
      // The reporter has shown the failure; the selection stays for another try.
    } finally {
      setAsking(false);
    }
  });
  return (
    <>
      <button
        type="button"
        className="ui-btn ui-btn-outline ui-btn-danger"
        disabled={selected.length === 0 || pending}
        onClick={() => {
          setOutcome(null);
          setAsking(true);
        }}
      >
        Disable selected ({selected.length})
      </button>
      <ConfirmDialog
        open={asking}
        title={`Disable ${selected.length} ${selected.length === 1 ? 'user' : 'users'}?`}
        message={confirmText(selected)}
        confirmLabel="Disable"
        busy={pending}
        onConfirm={run}
        onCancel={() => setAsking(false)}
      />
      {outcome ? <BulkResult result={outcome.result} names={outcome.names} /> : null}
    </>
  );
};
