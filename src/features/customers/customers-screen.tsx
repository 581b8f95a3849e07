import { Link } from 'wouter';

import { useActiveCustomers } from '@/components/customers';
import type { Column } from '@/components/data-table';
import { type ListParams, listCodec } from '@/components/resource/list-params';
import { useLocalRows } from '@/components/resource/list-rows';
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
 * The request the filter panel and the camp forms send, so the three share one cached answer; it
 * lists active customers (the response carries no status to show an inactive one as such). The
 * call returns the whole list: search and paging happen here.
 */
const useCustomerRows = (params: ListParams, toPage: (page: number) => void) =>
  useLocalRows(useActiveCustomers(), {
    search: params.search,
    matches: matchesCustomer,
    page: params.page,
    rowsPerPage: params.rows,
    toPage,
  });

const customers: ListDefinition<Customer> = {
  title: 'Customers',
  path: CUSTOMERS_PATH,
  codec: listCodec({ status: false }),
  view: {
    id: 'customers',
    caption: 'Customers',
    columns: COLUMNS,
    rowKey: (customer) => customer.id,
    totalLabel: 'Total Customers',
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
