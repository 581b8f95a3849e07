import { Link, useParams } from 'wouter';

import type { Column } from '@/components/data-table';
import { CreateScreen } from '@/components/resource/create-screen';
import { isActive, listCodec, type ListParams } from '@/components/resource/list-params';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import { RecordScreen } from '@/components/resource/record-screen';
import { useFilterIntegrations } from '@/generated/api/integrations/integrations';
import type { Integration } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';
import { parseId } from '@/lib/ids';

import { CREATE_INTEGRATION_PATH, INTEGRATIONS_PATH, integrationPath } from './integration-paths';
import { integrationRecord } from './integration-record';
import { eventsText, KIND_WORDS, STATE_WORDS } from './integration-words';

const lastText = (row: Integration): string => {
  const last = row.last_delivery;
  if (!last) return 'None yet';
  return `${STATE_WORDS[last.state]}${last.status_code === null ? '' : ` (${last.status_code})`}, ${formatDisplayDateTime(last.at)}`;
};

const COLUMNS: readonly Column<Integration>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (row) => (
      <Link href={absolute(integrationPath(row.id))} className="ui-link">
        {row.name}
      </Link>
    ),
  },
  { key: 'kind', header: 'Kind', cell: (row) => KIND_WORDS[row.kind] },
  { key: 'url', header: 'Endpoint URL', cell: (row) => <code>{row.url}</code> },
  { key: 'events', header: 'Events', cell: (row) => eventsText(row.events) },
  { key: 'status', header: 'Status', cell: (row) => (row.status ? 'Active' : 'Inactive') },
  { key: 'last', header: 'Last delivery', cell: lastText },
];

const useIntegrationRows = (params: ListParams, toPage: (page: number) => void) => {
  const rows = useFilterIntegrations(
    {
      searchValue: params.search === '' ? null : params.search,
      status: isActive(params),
      page: params.page,
      limit: params.rows,
    },
    { query: LIST_QUERY },
  );
  return useServerRows(rows, params.page, params.rows, toPage);
};

const integrationList: ListDefinition<Integration> = {
  title: 'External Integrations',
  path: INTEGRATIONS_PATH,
  codec: listCodec({ status: true }),
  view: {
    id: 'integrations',
    caption: 'External integrations',
    columns: COLUMNS,
    rowKey: (row) => row.id,
    totalLabel: 'Total Integrations',
    searchLabel: 'Search integrations by name or URL',
    status: true,
    errorText: 'The integrations could not be loaded.',
  },
  useRows: useIntegrationRows,
  useFilterKeys: useNoFilterKeys,
  adminOnly: true,
  remember: true,
};

/**
 * External Integrations (`manage/externalIntergation`; docs/integrations.md): webhooks and FHIR
 * endpoints, Active or Inactive, searched by name or URL, with each one's last delivery and Create.
 */
export const IntegrationsListScreen = () => (
  <ListScreen
    definition={integrationList}
    actions={
      <div className="ui-actions">
        <Link href={absolute(CREATE_INTEGRATION_PATH)} className="ui-btn">
          <i className="pi pi-plus" aria-hidden="true" /> Create External Integration
        </Link>
      </div>
    }
  />
);

/** Create External Integration: Save goes to the new integration's page, which shows the secret once. */
export const CreateIntegrationScreen = () => <CreateScreen definition={integrationRecord} />;

/**
 * External Integration Details (`manage/externalIntergation/view/{External_id}`): the integration,
 * Edit, Disable or Enable, Rotate secret, Send test event and the delivery log with Redeliver.
 */
export const IntegrationDetailsScreen = () => {
  const raw = useParams<{ External_id?: string }>().External_id;
  return <RecordScreen definition={integrationRecord} id={parseId(raw)} raw={raw} />;
};
