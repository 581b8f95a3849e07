import { useCallback, useMemo } from 'react';

import { AdminOnly } from '@/components/admin-only';
import { type Column, DataTable } from '@/components/data-table';
import { parsePagedSearch, serializePaged, useClampPage, useUrlListState } from '@/components/list-state';
import { pageCountOf } from '@/components/page-items';
import { ListPagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';
import { useFilterCustomers } from '@/generated/api/customers/customers';
import type { Customer } from '@/generated/model';
import type { ErrorMeta } from '@/lib/http/report-error';

import { matchesCustomer } from './customer-search';

export const CUSTOMERS_PATH = '/dashboard/manage/customer';
export const LOAD_ERROR_TEXT = 'The customers could not be loaded.';

/**
 * The request the filter panel and the camp forms send, so the three share one cached answer; it
 * lists active customers (the response carries no status to show an inactive one as such).
 */
const ACTIVE_CUSTOMERS = { status: true } as const;
/** Logged, not toasted: the table says what went wrong and offers Try again (docs/lists.md). */
const LOG_ONLY: ErrorMeta = { errorMode: 'log' };

const COLUMNS: readonly Column<Customer>[] = [
  { key: 'id', header: 'Customer Id', cell: (customer) => customer.id, nowrap: true },
  { key: 'first', header: 'First Name', cell: (customer) => customer.first_name },
  { key: 'last', header: 'Last Name', cell: (customer) => customer.last_name ?? '' },
];

const CustomersList = () => {
  const { params, go } = useUrlListState(CUSTOMERS_PATH, parsePagedSearch, serializePaged);
  const customers = useFilterCustomers(ACTIVE_CUSTOMERS, { query: { meta: LOG_ONLY } });
  // The first load, or Try again after a failure.
  const loading = customers.isPending || (customers.isError && customers.isFetching);
  // The call returns the whole list: search and paging happen here.
  const matching = useMemo(
    () => (customers.data ?? []).filter((customer) => matchesCustomer(customer, params.search)),
    [customers.data, params.search],
  );
  const pageCount = pageCountOf(matching.length, params.rows);
  const toPage = useCallback((page: number) => go({ page }, true), [go]);
  useClampPage(params.page, pageCount, customers.isSuccess, toPage);
  const page = Math.min(params.page, pageCount);
  const rows = matching.slice((page - 1) * params.rows, page * params.rows);

  return (
    <section className="ui-screen" aria-labelledby="customers-title">
      <div className="ui-header">
        <h1 id="customers-title" className="ui-title">
          Customers
        </h1>
      </div>
      <div className="ui-card">
        <div className="ui-toolbar">
          <span className="ui-total" aria-live="polite">
            Total Customers: <strong>{customers.isSuccess ? matching.length : 0}</strong>
          </span>
          <SearchBox
            id="customers-search"
            label="Search customers"
            value={params.search}
            onSearch={(search) => go({ search, page: 1 })}
          />
        </div>
        <DataTable
          caption="Customers"
          columns={COLUMNS}
          rows={rows}
          rowKey={(customer) => customer.id}
          emptyText={loading ? 'Loading...' : 'No data found'}
          busy={loading}
          errorText={customers.isError && !loading ? LOAD_ERROR_TEXT : undefined}
          onRetry={() => void customers.refetch()}
        />
        <ListPagination
          label="Customers pages"
          page={page}
          pageCount={pageCount}
          rows={params.rows}
          go={go}
        />
      </div>
    </section>
  );
};

/** /dashboard/manage/customer (administrators): Customer Id, First Name, Last Name. */
export const CustomersScreen = () => (
  <AdminOnly title="Customers">
    <CustomersList />
  </AdminOnly>
);
