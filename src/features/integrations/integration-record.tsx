import { type QueryClient, useQueryClient } from '@tanstack/react-query';

import type {
  RecordCommand,
  RecordDefinition,
  RecordWrites,
  SummaryItem,
} from '@/components/resource/record-definition';
import { RECORD_QUERY } from '@/components/resource/record-frame';
import {
  getFilterDeliveriesQueryKey,
  getFilterIntegrationsQueryKey,
  getGetIntegrationQueryKey,
  useCreateIntegration,
  useGetIntegration,
  useRotateIntegrationSecret,
  useSetIntegrationStatus,
  useUpdateIntegration,
} from '@/generated/api/integrations/integrations';
import type { Integration } from '@/generated/model';
import { GetIntegrationResponse } from '@/generated/zod/v3.zod';
import { formatDisplayDateTime } from '@/lib/dates';
import { keyPrefix } from '@/lib/query-keys';

import { IntegrationActivity } from './integration-activity';
import { IntegrationFields } from './integration-fields';
import { INTEGRATIONS_PATH, integrationPath } from './integration-paths';
import { holdSecret } from './integration-secret';
import {
  emptyValues,
  INTEGRATION_FIELDS,
  INTEGRATION_SCHEMA,
  type IntegrationPayload,
  type IntegrationValues,
  toPayload,
  valuesOf,
} from './integration-values';
import { eventsText, KIND_WORDS, STATE_WORDS } from './integration-words';

const lastDeliveryText = (row: Integration): string => {
  const last = row.last_delivery;
  if (!last) return 'None yet';
  const code = last.status_code === null ? '' : ` (${last.status_code})`;
  return `${STATE_WORDS[last.state]}${code}, ${formatDisplayDateTime(last.at)}`;
};

const summary = (row: Integration): readonly SummaryItem[] => [
  ['Name', row.name],
  ['Kind', KIND_WORDS[row.kind]],
  ['Endpoint URL', <code>{row.url}</code>],
  ['Events', eventsText(row.events)],
  ['Signing secret', <code>{row.secret_prefix}</code>],
  ['Status', row.status ? 'Active' : 'Inactive'],
  ['Last delivery', lastDeliveryText(row)],
  ['Updated', formatDisplayDateTime(row.updated_at)],
];

/**
 * The calls. Create answers the secret beside the integration: it goes to the page's one-time dialog
 * (integration-secret.tsx) and nowhere else. Disable and Enable send the version the page shows.
 */
const useIntegrationWrites = (): RecordWrites<Integration, IntegrationPayload> => {
  const client = useQueryClient();
  const create = useCreateIntegration();
  const update = useUpdateIntegration();
  const status = useSetIntegrationStatus();
  return {
    create: async (data) => {
      const { integration, secret } = await create.mutateAsync({ data });
      holdSecret(integration.id, secret);
      return integration;
    },
    update: (id, data) => update.mutateAsync({ id, data }),
    setStatus: (id, value) => {
      const shown = client.getQueryData<Integration>(getGetIntegrationQueryKey(id));
      return status.mutateAsync({ id, data: { status: value, version: shown?.version ?? 1 } });
    },
  };
};

const rotateSecret: RecordCommand<Integration> = {
  label: 'Rotate secret',
  confirm: (row) => ({
    title: `Rotate the signing secret of ${row.name}?`,
    message:
      'A new secret signs every delivery from now on; the receiver must be given it, or it will refuse them. The new secret is shown once.',
    confirmLabel: 'Rotate secret',
  }),
  useRun: () => {
    const rotate = useRotateIntegrationSecret();
    return async (row) => {
      const { integration, secret } = await rotate.mutateAsync({
        id: row.id,
        data: { version: row.version },
      });
      holdSecret(integration.id, secret);
      return integration;
    };
  },
  doneText: (row) => `The signing secret of ${row.name} was rotated.`,
};

/**
 * An integration on the record layer (docs/integrations.md, "Screens"): Create, the view with Edit
 * in place, Disable/Enable and Rotate secret, then Send test event and the delivery log.
 */
export const integrationRecord: RecordDefinition<Integration, IntegrationValues, IntegrationPayload> = {
  singular: 'External Integration',
  listPath: INTEGRATIONS_PATH,
  viewPath: integrationPath,
  adminOnly: true,
  useRecord: (id) => useGetIntegration<Integration, unknown>(id, { query: RECORD_QUERY }),
  recordSchema: GetIntegrationResponse.shape.data,
  summary,
  Details: IntegrationActivity,
  disableNote: () => 'It receives no events while inactive; retries already scheduled stop.',
  commands: [rotateSecret],
  form: {
    idPrefix: 'integration',
    fields: INTEGRATION_FIELDS,
    createSchema: INTEGRATION_SCHEMA,
    updateSchema: INTEGRATION_SCHEMA,
    empty: emptyValues,
    fromRecord: valuesOf,
    toPayload,
    Fields: IntegrationFields,
  },
  useWrites: useIntegrationWrites,
  invalidate: async (client: QueryClient, row) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: getGetIntegrationQueryKey(row.id) }),
      client.invalidateQueries({ queryKey: keyPrefix(getFilterIntegrationsQueryKey()) }),
      client.invalidateQueries({ queryKey: keyPrefix(getFilterDeliveriesQueryKey(row.id)) }),
    ]);
  },
};
