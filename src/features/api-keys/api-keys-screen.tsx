import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';

import { userAtom, userRoleAtom } from '@/atoms/session';
import { idOf, nameIn, useCustomerClinicChoices } from '@/components/customer-clinic-choices';
import type { Column } from '@/components/data-table';
import { FilterChips } from '@/components/filter-chips';
import { useUrlListState } from '@/components/list-state';
import { listCodec, type ListParams } from '@/components/resource/list-params';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { type ListView, ResourceList } from '@/components/resource/resource-list';
import { useFilterApiKeys } from '@/generated/api/api-keys/api-keys';
import type { ApiKey, ApiKeyStatus } from '@/generated/model';
import { formatDisplayDate } from '@/lib/dates';
import { parseId } from '@/lib/ids';

import { KeyActions } from './api-key-actions';
import { CreateKeyDialog } from './api-key-create-dialog';
import { KeySecretDialog } from './api-key-secret';
import {
  clinicsText,
  createdText,
  lastUsedText,
  LOAD_ERROR_TEXT,
  NO_ACCESS_TEXT,
  SCREEN_TITLE,
  scopesText,
  statusText,
} from './api-key-words';

export const API_KEYS_PATH = '/dashboard/secret-api/list';

const STATES: readonly ApiKeyStatus[] = ['active', 'retiring', 'revoked', 'expired'];
const STATE_TEXT: Readonly<Record<ApiKeyStatus, string>> = {
  active: 'Active',
  retiring: 'Retiring',
  revoked: 'Revoked',
  expired: 'Expired',
};

/** The list's own URL state: `customer` (administrators) and `state`, beside search, page and rows. */
interface KeyFilters {
  customer: number | null;
  state: ApiKeyStatus | null;
}
type KeyParams = ListParams & KeyFilters;

const keyCodec = listCodec<KeyFilters>({
  status: false,
  extra: {
    parse: (query) => ({
      customer: parseId(query.get('customer')),
      state: STATES.find((state) => state === query.get('state')) ?? null,
    }),
    write: (query, extra) => {
      if (extra.customer !== null) query.set('customer', String(extra.customer));
      if (extra.state !== null) query.set('state', extra.state);
    },
  },
});

const columnsOf = (admin: boolean): Column<ApiKey>[] => [
  { key: 'name', header: 'Name', cell: (key) => key.name },
  ...(admin ? [{ key: 'customer', header: 'Customer', cell: (key: ApiKey) => key.customer.name }] : []),
  { key: 'prefix', header: 'Key', cell: (key) => <code>{key.prefix}…</code>, nowrap: true },
  { key: 'scopes', header: 'Scopes', cell: scopesText },
  { key: 'clinics', header: 'Clinics', cell: clinicsText },
  { key: 'created', header: 'Created', cell: createdText },
  { key: 'expires', header: 'Expires', cell: (key) => formatDisplayDate(key.expires_at), nowrap: true },
  { key: 'used', header: 'Last used', cell: lastUsedText },
  { key: 'status', header: 'Status', cell: statusText },
  {
    key: 'actions',
    header: 'Actions',
    cell: (key) => <KeyActions apiKey={key} mayRotate={!admin} />,
    align: 'end',
  },
];

const viewOf = (admin: boolean): ListView<ApiKey> => ({
  id: 'api-keys',
  caption: 'API keys',
  columns: columnsOf(admin),
  rowKey: (key) => key.id,
  totalLabel: 'Total Keys',
  searchLabel: 'Search keys by name or prefix',
  errorText: LOAD_ERROR_TEXT,
});
const VIEWS = { admin: viewOf(true), customer: viewOf(false) };

const Filters = ({
  admin,
  params,
  apply,
}: {
  admin: boolean;
  params: KeyParams;
  apply: (next: Partial<KeyFilters>) => void;
}) => {
  const customers = useCustomerClinicChoices(admin, null).customers;
  const chips = [
    ...(params.customer === null
      ? []
      : [
          {
            key: 'customer',
            text: `Customer: ${nameIn(customers, params.customer, 'Customer')}`,
            onRemove: () => apply({ customer: null }),
          },
        ]),
    ...(params.state === null
      ? []
      : [
          {
            key: 'state',
            text: `Status: ${STATE_TEXT[params.state]}`,
            onRemove: () => apply({ state: null }),
          },
        ]),
  ];
  return (
    <div className="api-key-filters">
      <fieldset className="api-key-filter-controls">
        <legend>Filter keys</legend>
        {admin ? (
          <label>
            Customer
            <select
              className="ui-input"
              value={params.customer ?? ''}
              onChange={(event) => apply({ customer: idOf(event.target.value) })}
            >
              <option value="">Any customer</option>
              {customers.map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          Status
          <select
            className="ui-input"
            value={params.state ?? ''}
            onChange={(event) =>
              apply({ state: STATES.find((state) => state === event.target.value) ?? null })
            }
          >
            <option value="">Any status</option>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {STATE_TEXT[state]}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <FilterChips
        label="Key filters"
        chips={chips}
        onClearAll={() => apply({ customer: null, state: null })}
      />
    </div>
  );
};

const KeyList = ({ admin }: { admin: boolean }) => {
  const state = useUrlListState(API_KEYS_PATH, keyCodec.parse, keyCodec.serialize);
  const { params, go } = state;
  const toPage = useCallback((page: number) => go({ page }, true), [go]);
  const query = useFilterApiKeys(
    {
      page: params.page,
      limit: params.rows,
      searchValue: params.search === '' ? null : params.search,
      customer_id: admin ? params.customer : null,
      status: params.state,
    },
    { query: LIST_QUERY },
  );
  const result = useServerRows(query, params.page, params.rows, toPage);
  const [creating, setCreating] = useState(false);
  return (
    <section className="ui-screen" aria-labelledby="api-keys-title">
      <header className="ui-header">
        <h1 id="api-keys-title" className="ui-title">
          {SCREEN_TITLE}
        </h1>
        {admin ? null : (
          <button type="button" className="ui-btn" onClick={() => setCreating(true)}>
            <i className="pi pi-plus" aria-hidden="true" /> Create key
          </button>
        )}
      </header>
      <p className="ui-muted">
        {admin
          ? "Every customer's API keys. You can revoke any key; customers create and rotate their own."
          : 'Keys let your systems read your data through the API. A secret is shown once, when the key is created or rotated.'}
      </p>
      {result.error && isMissingCall(result.error) ? (
        <MissingCall error={result.error} />
      ) : (
        <div className="ui-card">
          <Filters admin={admin} params={params} apply={(next) => go({ ...next, page: 1 })} />
          <ResourceList view={admin ? VIEWS.admin : VIEWS.customer} result={result} params={params} go={go} />
        </div>
      )}
      {creating ? <CreateKeyDialog onClose={() => setCreating(false)} /> : null}
      <KeySecretDialog />
    </section>
  );
};

/**
 * API Secret Key (`secret-api/list`; docs/api-keys.md): administrators whose role includes
 * Integrations see every customer's keys and may revoke any; a customer with API access manages
 * their own (Create key, Rotate, Revoke); a customer without it is told so, and no call is made.
 */
export const ApiKeysScreen = () => {
  const role = useAtomValue(userRoleAtom);
  const user = useAtomValue(userAtom);
  if (role === 'Customer' && user?.is_expose_api !== true)
    return (
      <section className="ui-screen" aria-labelledby="api-keys-title">
        <h1 id="api-keys-title" className="ui-title">
          {SCREEN_TITLE}
        </h1>
        <p role="status">{NO_ACCESS_TEXT}</p>
      </section>
    );
  return <KeyList admin={role === 'Administrator'} />;
};
