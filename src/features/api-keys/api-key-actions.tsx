import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ConfirmAction } from '@/components/confirm-action';
import { announceSuccess } from '@/components/form/announce';
import { getFilterApiKeysQueryKey, revokeApiKey, rotateApiKey } from '@/generated/api/api-keys/api-keys';
import type { ApiKey } from '@/generated/model';
import { keyPrefix } from '@/lib/query-keys';

import { holdKeySecret } from './api-key-secret';
import { revokeConfirm, rotateConfirm } from './api-key-words';

/** Any outcome may have changed the list (a 409 says someone else did): it is asked again. */
const useRefreshKeys = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keyPrefix(getFilterApiKeysQueryKey()) });
};

/**
 * Rotate: the new key's secret goes straight to the once-only dialog; the mutation's result (kept by
 * react-query) is the new key alone.
 */
const useRotate = () => {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: async (key: ApiKey): Promise<ApiKey> => {
      const rotated = await rotateApiKey(key.id, { version: key.version });
      holdKeySecret(rotated.key.name, rotated.secret, true);
      return rotated.key;
    },
    onSuccess: (created) =>
      announceSuccess(`API key ${created.name} rotated: the old key works for 24 hours.`),
    onSettled: refresh,
  });
};

const useRevoke = () => {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(key.id, { version: key.version }),
    onSuccess: (revoked) => announceSuccess(`API key ${revoked.name} revoked.`),
    onSettled: refresh,
  });
};

/**
 * A key's actions (docs/api-keys.md): Rotate, for the customer on an active key; Revoke, on a key that
 * still works, for the customer or an administrator. Each asked first.
 */
export const KeyActions = ({ apiKey, mayRotate }: { apiKey: ApiKey; mayRotate: boolean }) => {
  const rotate = useRotate();
  const revoke = useRevoke();
  const works = apiKey.status === 'active' || apiKey.status === 'retiring';
  if (!works) return null;
  return (
    <div className="ui-actions api-key-actions">
      {mayRotate && apiKey.status === 'active' ? (
        <ConfirmAction
          label={`Rotate ${apiKey.name}`}
          confirm={rotateConfirm(apiKey)}
          run={async () => {
            await rotate.mutateAsync(apiKey);
          }}
        />
      ) : null}
      <ConfirmAction
        label={`Revoke ${apiKey.name}`}
        danger
        confirm={revokeConfirm(apiKey)}
        run={async () => {
          await revoke.mutateAsync(apiKey);
        }}
      />
    </div>
  );
};
