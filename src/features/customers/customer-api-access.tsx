import { useSyncExternalStore } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { filterApiKeys } from '@/generated/api/api-keys/api-keys';

/**
 * Turning a customer's API access off (docs/api-keys.md, "Rotate and Revoke"): the server revokes
 * their working keys with the update, so Edit Customer asks first, naming the keys. The save waits
 * on `confirmApiAccessOff`; the dialog (`ApiAccessOffConfirm`, in the customer's fields) answers it.
 */
interface Asking {
  keys: string[] | null;
  resolve: (confirmed: boolean) => void;
}

let asking: Asking | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Edit Customer's save stops here when the confirm is cancelled (nothing is sent). */
export class ApiAccessKept extends Error {
  constructor() {
    super('API access was kept: nothing was saved.');
  }
}

/** The customer's keys that still work ('Lab results export (hk_live_Q3vX…)'), or null when unknown. */
const workingKeys = async (customerId: number): Promise<string[] | null> => {
  try {
    const page = await filterApiKeys({
      page: 1,
      limit: 100,
      searchValue: null,
      customer_id: customerId,
      status: null,
    });
    return page.records
      .filter((key) => key.status === 'active' || key.status === 'retiring')
      .map((key) => `${key.name} (${key.prefix}…)`);
  } catch {
    // Not allowed to list keys (a role without Integrations), or it failed: say so without names.
    return null;
  }
};

/** True at once when no key works; else what the user answers. */
export const confirmApiAccessOff = async (customerId: number): Promise<boolean> => {
  const keys = await workingKeys(customerId);
  if (keys !== null && keys.length === 0) return true;
  return new Promise((resolve) => {
    asking = { keys, resolve };
    changed();
  });
};

const answer = (confirmed: boolean) => {
  asking?.resolve(confirmed);
  asking = null;
  changed();
};

export const apiAccessOffText = (keys: readonly string[] | null): string =>
  keys === null
    ? 'Turning API access off revokes every API key of this customer at once: their systems can no longer call the API.'
    : `Turning API access off revokes ${keys.length === 1 ? 'this API key' : `these ${keys.length} API keys`} at once: ${keys.join(', ')}. Their systems can no longer call the API with them.`;

export const ApiAccessOffConfirm = () => {
  const current = useSyncExternalStore(subscribe, () => asking);
  return (
    <ConfirmDialog
      open={current !== null}
      title="Turn API access off?"
      message={apiAccessOffText(current?.keys ?? null)}
      confirmLabel="Turn off and revoke keys"
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
};
