import { Link } from 'wouter';

import { useActiveCustomers } from '@/components/customers';
import type { Column } from '@/components/data-table';
import { isActive, type ListParams, listCodec } from '@/components/resource/list-params';
import { useLocalRows, WHOLE_LIST_QUERY } from '@/components/resource/list-rows';
import { useFilterCustomers } from '@/generated/api/customers/customers';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import type { Customer } from '@/generated/model';
import { absolute, CUSTOMERS_PATH } from '@/lib/app-paths';

import { CREATE_CUSTOMER_PATH, customerViewPath } from './customer-paths';
import { matchesCustomer } from './customer-search';

export { CUSTOMERS_PATH };
export const LOAD_ERROR_TEXT = 'The customers could not be loaded.';

const COLUMNS: readonly Column<Customer>[] = [
  { key: 'id', header: 'Customer Id', cell: (customer) => customer.id, nowrap: true },
  // A customer's name links to Customer Details (docs/customers.md).
  {
    key: 'first',
    header: 'First Name',
    cell: (customer) => (
      <Link href={absolute(customerViewPath(customer.id))} className="ui-link">
        {customer.first_name}
      </Link>
    ),
  },
  { key: 'last', header: 'Last Name', cell: (customer) => customer.last_name ?? '' },
];

/**
 * Active: the request the filter panel and the camp forms send, so they share one cached answer.
 * Inactive: the same known call with `status: false`, so a disabled customer can be found and
 * enabled again (docs/customers.md). The call returns the whole list: search and paging happen here.
 */
const useCustomerRows = (params: ListParams, toPage: (page: number) => void) => {
  const active = isActive(params);
  const activeCustomers = useActiveCustomers(active);
  const inactiveCustomers = useFilterCustomers(
    { status: false },
    { query: { ...WHOLE_LIST_QUERY, enabled: !active } },
  );
  return useLocalRows(active ? activeCustomers : inactiveCustomers, {
    search: params.search,
    matches: matchesCustomer,
    page: params.page,
    rowsPerPage: params.rows,
    toPage,
  });
};

const customers: ListDefinition<Customer> = {
  title: 'Customers',
  path: CUSTOMERS_PATH,
  codec: listCodec({ status: true }),
  view: {
    id: 'customers',
    caption: 'Customers',
    columns: COLUMNS,
    rowKey: (customer) => customer.id,
    totalLabel: 'Total Customers',
    status: true,
    searchLabel: 'Search customers',
    errorText: LOAD_ERROR_TEXT,
  },
  useRows: useCustomerRows,
  useFilterKeys: useNoFilterKeys,
  adminOnly: true,
};

const CREATE_ACTION = (
  <Link href={absolute(CREATE_CUSTOMER_PATH)} className="ui-btn">
    <i className="pi pi-plus" aria-hidden="true" /> Create Customer
  </Link>
);

/** /dashboard/manage/customer (administrators): Customer Id, First Name, Last Name; Create Customer. */
export const CustomersScreen = () => <ListScreen definition={customers} actions={CREATE_ACTION} />;
