import type { Customer } from '@/generated/model';

/**
 * The Customers screen's client-side search (`v3/customer/filter` returns the whole list): a
 * case-insensitive substring of the first name, the last name, the full name or the id, as the
 * filter panel's lists match.
 */
export const matchesCustomer = (customer: Customer, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  const fullName = [customer.first_name, customer.last_name ?? ''].join(' ');
  return [String(customer.id), customer.first_name, customer.last_name ?? '', fullName].some((text) =>
    text.toLowerCase().includes(needle),
  );
};
