import type { QueryKey } from '@tanstack/react-query';

/**
 * orval's keys end with the request body: ['POST', '/v3/camp-system/filter', body]. Called without
 * a body the helper returns a trailing `undefined`, which react-query's partial match compares
 * against every body and never matches. Dropping it gives the prefix of every page of that call.
 */
export const keyPrefix = (key: readonly unknown[]): QueryKey => {
  const prefix = [...key];
  while (prefix.length > 0 && prefix[prefix.length - 1] === undefined) prefix.pop();
  return prefix;
};
