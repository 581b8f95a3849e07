import type { NamedRef } from '@/atoms/filter';

/** SPEC.md 2.6 and 5: case-insensitive substring on name or id; an empty value keeps everything. */
export const matchesSearch = (item: NamedRef, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return item.name.toLowerCase().includes(needle) || String(item.id).includes(needle);
};

export const filterBySearch = (items: readonly NamedRef[], search: string): readonly NamedRef[] =>
  search.trim() === '' ? items : items.filter((item) => matchesSearch(item, search));
